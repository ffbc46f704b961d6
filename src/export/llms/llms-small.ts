/**
 * The compact llms file of a daemon (`llms-small.txt`): what an assistant needs to call every
 * RPC of the newest release, small enough for its context (docs/exports.md states the sizes;
 * a test holds it under 100,000 tokens per daemon, estimated as characters / 4). Per RPC:
 * its signature, REST routes, macaroon permissions, the first sentence of its description
 * and one sample kind (curl, the minimal request); then every message once with its fields
 * (type and first sentence) and every enum with its values. The full pages are in
 * llms-full.txt and the per-sub-service files. Read from the same page data as the pages.
 */
import type { EnumView, MessageView, MethodPage, PermissionsView } from '../../site/page-data.ts';
import type { SiteDaemon } from '../../site/site-api.ts';
import { sitePaths, withBase } from '../../site/urls.ts';
import { htmlToMarkdown } from '../markdown/html-markdown.ts';
import { blocks, code, escapeText, fence, heading } from '../markdown/markdown-text.ts';
import { sampleText } from '../markdown/samples-markdown.ts';
import type { LlmsInput } from './llms-txt.ts';

/** The sample kind the compact file keeps: curl shows the REST route, the JSON body and the macaroon header in one command. */
const SAMPLE_LANGUAGE = 'curl';
/** A description longer than this is cut at a word (the full text is in llms-full.txt). */
const MAX_SUMMARY = 240;

/** The compact file of a daemon's newest release. */
export function daemonLlmsSmall(input: LlmsInput, daemon: SiteDaemon): string {
  const release = daemon.releases[0];
  if (!release) return '';
  const messages = new Map<string, MessageView>();
  const enums = new Map<string, EnumView>();
  const sections = release.subServices.map((sub) => {
    const rpcs = sub.methods.flatMap((method) => {
      const page = input.pages.get(withBase(input.baseUrl, sitePaths.method(release, sub, method)));
      if (page?.kind !== 'method') return [];
      for (const m of [page.request, page.response, ...page.nested])
        if (!messages.has(m.fullName)) messages.set(m.fullName, m);
      for (const e of page.enums) if (!enums.has(e.fullName)) enums.set(e.fullName, e);
      return [rpcEntry(page)];
    });
    return blocks(heading(2, sub.fullName), ...rpcs);
  });
  return `${blocks(
    heading(1, `${daemon.title} ${release.version.tag} API (compact)`),
    `> Every RPC of ${escapeText(daemon.title)} (${escapeText(daemon.daemon)}) ${escapeText(release.version.tag)}: signature, REST routes, macaroon permissions, a one-sentence summary and a curl sample (the minimal request, default node settings); then every message's fields and every enum's values. Descriptions are cut to their first sentence: each RPC's page (its Markdown copy) and llms-full.txt have everything.`,
    ...sections,
    heading(2, 'Messages'),
    ...[...messages.values()].sort((a, b) => a.fullName.localeCompare(b.fullName)).map(messageEntry),
    enums.size > 0 ? heading(2, 'Enums') : null,
    ...[...enums.values()].sort((a, b) => a.fullName.localeCompare(b.fullName)).map(enumEntry),
  )}\n`;
}

function rpcEntry(page: MethodPage): string {
  const sample = sampleText(page.samples, SAMPLE_LANGUAGE);
  return blocks(
    heading(3, page.fullName),
    fence(page.signature, 'protobuf'),
    [
      ...page.rest.map(
        (r) =>
          `REST: ${code(`${r.method} ${r.path}`)}${r.others ? ` (fields in the ${r.others === 'body' ? 'body' : 'query'})` : ''}`,
      ),
      ...(page.permissions ? [`Macaroon: ${permissionsLine(page.permissions)}`] : []),
      ...(page.deprecated ? ['**Deprecated.**'] : []),
    ].join('\n\n'),
    summary(page.descriptionHtml),
    sample ? fence(sample, 'shell') : null,
  );
}

function permissionsLine(p: PermissionsView): string {
  switch (p.status) {
    case 'not-served':
      return `not served by ${escapeText(p.daemon)}`;
    case 'no-entry':
      return `no permission entry (refused while macaroons are enabled)`;
    case 'none':
      return 'none needed';
    case 'any':
      return `any macaroon of ${escapeText(p.daemon)}${p.smallestMacaroon ? ` (smallest default: ${code(p.smallestMacaroon)})` : ''}`;
    case 'required':
      return `${p.ops.map(code).join(', ')}${p.smallestMacaroon ? ` (smallest default: ${code(p.smallestMacaroon)})` : ''}${p.publicWhen.length > 0 ? `; none with ${p.publicWhen.map(code).join(' or ')}` : ''}`;
  }
}

function messageEntry(message: MessageView): string {
  const fields = message.fields.map((f) => {
    const type = `${f.grpcType.prefix}${f.grpcType.name}${f.grpcType.suffix}`;
    const line = summary(f.descriptionHtml);
    return `- ${code(f.name)} ${code(type)}${f.oneof ? ` (oneof ${code(f.oneof)})` : ''}${f.deprecated ? ' (deprecated)' : ''}${line ? `: ${line.replace(/\n+/g, ' ')}` : ''}`;
  });
  return blocks(heading(3, message.fullName), fields.length > 0 ? fields.join('\n') : '*No fields.*');
}

function enumEntry(view: EnumView): string {
  return blocks(heading(3, view.fullName), view.values.map((v) => `${code(v.name)} = ${v.number}`).join(', '));
}

/** The first sentence of a description (at most MAX_SUMMARY characters), as one Markdown line. */
function summary(html: string): string {
  const text = htmlToMarkdown(html, 3)
    .split(/\n\s*\n/)[0]!
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= MAX_SUMMARY) return sentence;
  const cut = sentence.slice(0, MAX_SUMMARY);
  const words = cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_SUMMARY / 2));
  // A code span the cut opened is closed, so the rest of the file stays text.
  return `${words}${(words.match(/`/g)?.length ?? 0) % 2 === 1 ? '`' : ''} …`;
}
