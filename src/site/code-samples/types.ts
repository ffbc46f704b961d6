/** The shapes the code sample writers share: their input and what they produce. */
import type { MethodModel, SubServiceModel } from '../../proto/model-types.ts';
import type { SiteRelease } from '../site-api.ts';
import type { FlagFlow } from './flag-flow.ts';
import type { RequestVariant } from './request-plan.ts';

export type SampleProtocol = 'grpc' | 'rest' | 'shell';
/** The requests a page's samples send: the two planned ones, and the flow a CLI runs under a switch (flag-flow.ts). */
export type SampleVariant = RequestVariant | 'flag';
export type SampleLanguage = 'javascript' | 'python' | 'cli' | 'curl';

/** One sample as source text with slot markers (see src/shared/code-template.ts), per request variant. */
export interface CodeSample {
  protocol: SampleProtocol;
  language: SampleLanguage;
  /** Tab label: "JavaScript", "Python", "CLI", "curl". */
  label: string;
  /**
   * The minimal request, and every field (null when it would be the same text); `flag`: the
   * request of the flow the CLI runs under a switch (`lncli sendpayment --keysend`), when the
   * RPC has one (flag-flow.ts).
   */
  variants: { minimal: string; full: string | null; flag?: string };
}

export interface CodeSampleInput {
  service: SiteRelease;
  sub: SubServiceModel;
  method: MethodModel;
  /** File name of the macaroon the samples read; null when the RPC needs none. */
  macaroon: string | null;
  /** Why that macaroon, for a comment in the samples: "the smallest macaroon lnd bakes that allows GetInfo". */
  macaroonNote: string;
}

/** What a writer gets: the input and the request variant to write. */
export interface WriterInput extends CodeSampleInput {
  variant: RequestVariant;
  /**
   * Set when the writer writes the flag flow's sample: `method` then plans the flow's request as
   * its minimal one (flagInput in flag-flow.ts), and the writer computes the flow's byte values.
   */
  flag?: FlagFlow;
}
