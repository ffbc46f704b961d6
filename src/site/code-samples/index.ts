/**
 * Code samples of an RPC for its page: gRPC and REST in JavaScript and Python, the CLI
 * command and curl, each for the minimal request and for every field. Samples are source
 * text with slots for the reader's node (src/shared/code-template.ts), highlighted at build
 * time; pure functions of the API model, so pages build deterministically.
 */
import { highlight } from '../../highlight/highlight.ts';
import { type SlotRef, slotSentinel, splitHighlighted, splitSlots } from '../../shared/code-template.ts';
import { flagFlow, flagInput } from './flag-flow.ts';
import { grpcJavaScript } from './grpc-javascript.ts';
import { grpcPython } from './grpc-python.ts';
import type { RequestVariant } from './request-plan.ts';
import { restJavaScript } from './rest-javascript.ts';
import { refusedByDaemon } from '../unserved-rpc.ts';
import { restPython } from './rest-python.ts';
import { cliSample, curlSample } from './shell.ts';
import type { CodeSample, CodeSampleInput, SampleLanguage, SampleProtocol, WriterInput } from './types.ts';

export type { CodeSample, CodeSampleInput } from './types.ts';

const LABELS: Record<SampleLanguage, string> = { javascript: 'JavaScript', python: 'Python', cli: 'CLI', curl: 'curl' };
const HIGHLIGHT: Record<SampleLanguage, string> = {
  javascript: 'javascript',
  python: 'python',
  cli: 'bash',
  curl: 'bash',
};

type Writer = (input: WriterInput) => string | null;

const WRITERS: [SampleProtocol, SampleLanguage, Writer][] = [
  ['grpc', 'javascript', grpcJavaScript],
  ['grpc', 'python', grpcPython],
  ['rest', 'javascript', restJavaScript],
  ['rest', 'python', restPython],
  ['shell', 'cli', cliSample],
  ['shell', 'curl', curlSample],
];

/**
 * Every sample of the method in tab order (grpc, rest, shell); a language without a sample
 * for the method is left out. The method page and its OpenAPI operations (`x-codeSamples`)
 * ask for the same samples: they are written once per method, release and macaroon (the
 * model is immutable once built).
 */
export function codeSamples(input: CodeSampleInput): CodeSample[] {
  const key = `${input.macaroon}\u0000${input.macaroonNote}`;
  const cached = WRITTEN.get(input.service)?.get(input.method);
  if (cached?.key === key) return cached.samples;
  const samples = writeSamples(input);
  const byMethod =
    WRITTEN.get(input.service) ?? new WeakMap<CodeSampleInput['method'], { key: string; samples: CodeSample[] }>();
  WRITTEN.set(input.service, byMethod);
  byMethod.set(input.method, { key, samples });
  return samples;
}

const WRITTEN = new WeakMap<
  CodeSampleInput['service'],
  WeakMap<CodeSampleInput['method'], { key: string; samples: CodeSample[] }>
>();

function writeSamples(input: CodeSampleInput): CodeSample[] {
  // Every call of it fails against the reader's node (src/site/unserved-rpc.ts): no sample aimed there.
  if (refusedByDaemon(input.method)) return [];
  // The flow the CLI runs under a switch (lncli sendpayment --keysend): a third request in every kind.
  const flow = flagFlow(input);
  const flagged = flow ? flagInput(input, flow) : null;
  return WRITERS.flatMap(([protocol, language, write]) => {
    const variant = (v: RequestVariant) => write({ ...input, variant: v });
    const minimal = variant('minimal');
    if (minimal === null) return [];
    const full = variant('full');
    const flag = flagged ? write(flagged) : null;
    const variants = { minimal, full: full === minimal ? null : full, ...(flag === null ? {} : { flag }) };
    return [{ protocol, language, label: LABELS[language], variants }];
  });
}

/** Highlighted HTML pieces around the slots of a sample's source text. */
export interface HighlightedTemplate {
  html: string[];
  slots: SlotRef[];
}

/** Highlights a sample's source, keeping its slots: each becomes a sentinel the highlighter leaves alone. */
export function highlightTemplate(source: string, language: SampleLanguage): HighlightedTemplate {
  const { text, slots } = splitSlots(source);
  const withSentinels = text.map((part, i) => (i < slots.length ? part + slotSentinel(i) : part)).join('');
  return { html: splitHighlighted(highlightSample(withSentinels, HIGHLIGHT[language]), slots.length), slots };
}

/** The comment lines a sample starts with (its set-up steps, which name the release). */
const LEADING_COMMENTS: Partial<Record<string, RegExp>> = {
  javascript: /^(?:\/\/[^\n]*\n)+/,
  python: /^(?:#[^\n]*\n)+/,
};

/**
 * Highlights the leading comment lines and the code after them apart: a line comment ends
 * at its line, so the HTML is the same as one pass, and the code (which the releases of a
 * daemon mostly share, unlike the release tag in the set-up lines) hits the highlight cache.
 */
export function highlightSample(text: string, language: string): string {
  const header = LEADING_COMMENTS[language]?.exec(text)?.[0];
  if (!header) return highlight(text, language);
  return highlight(header, language) + highlight(text.slice(header.length), language);
}
