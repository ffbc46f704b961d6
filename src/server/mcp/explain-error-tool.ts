/**
 * `explain_error`: a pasted error text (with its values, gRPC prefix or REST body) to the
 * catalogue entries it is, best first (src/site/errors/match-error.ts over the build's
 * errors.json files), each with its causes, fixes, page and RPCs. When no pattern matches,
 * the site's search ranks the error pages and RPCs by the text's words.
 */
import fs from 'node:fs';
import { z } from 'zod';
import type { ErrorsJson } from '../../export/errors/errors-json.ts';
import { normalisePastedError } from '../../search/pasted-error.ts';
import { matchErrorEntries } from '../../site/errors/match-error.ts';
import { ApidocsError } from '../../shared/errors.ts';
import { findDaemon } from './scope.ts';
import { runSearch } from './search-tool.ts';
import type { SiteBuild } from './site-build.ts';
import { ToolInputError } from './tool-input-error.ts';
import type { ToolAnswer } from './tool-result.ts';

export const explainInput = {
  text: z
    .string()
    .trim()
    .min(1, 'text must not be empty')
    .max(4000)
    .describe(
      'The error as pasted: "rpc error: code = Unknown desc = ...", a REST body {"code":2,"message":"..."}, or the message alone',
    ),
  daemon: z.string().optional().describe('Only errors of this daemon (lnd, loop, pool, faraday, taproot-assets, lit)'),
  limit: z.number().int().min(1).max(20).default(5).describe('Most entries to return (1-20, default 5)'),
};

const entrySchema = z.object({
  daemon: z.string(),
  template: z.string(),
  url: z.string(),
  origin: z.string(),
  code: z.string(),
  codeNumber: z.number(),
  httpStatus: z.number(),
  causes: z.array(z.object({ text: z.string(), check: z.string().nullable() })),
  fixes: z.array(z.object({ text: z.string(), command: z.string().nullable() })),
  rpcs: z.array(z.object({ name: z.string(), url: z.string() })),
  source: z.string().nullable(),
});

export const explainOutput = {
  text: z.string(),
  matched: z
    .boolean()
    .describe('true when catalogue patterns matched; false when the entries come from a search by words'),
  entries: z.array(entrySchema),
  related: z
    .array(z.object({ title: z.string(), url: z.string() }))
    .describe("Search results by the text's words when no pattern matched"),
};

type ExplainArgs = { text: string; daemon?: string | undefined; limit: number };
type ExplainResult = z.infer<z.ZodObject<typeof explainOutput>>;
type Entry = ErrorsJson['entries'][number] & { daemon: string; cli: string };

const loaded = new WeakMap<SiteBuild, Entry[]>();

/** Every daemon's errors.json entries, read once. */
function catalogueEntries(build: SiteBuild): Entry[] {
  let entries = loaded.get(build);
  if (!entries) {
    entries = build.index.daemons.flatMap((daemon) => {
      const file = daemon.releases.find((r) => r.latest)?.errors?.json;
      if (!file) return [];
      let json: ErrorsJson;
      try {
        json = JSON.parse(fs.readFileSync(build.fileOf(file), 'utf8')) as ErrorsJson;
      } catch (error) {
        throw new ApidocsError(
          `could not read ${build.fileOf(file)} (${(error as Error).message}): rebuild the site with \`apidocs build\``,
        );
      }
      return json.entries.map((e) => ({ ...e, daemon: daemon.id, cli: json.cli }));
    });
    loaded.set(build, entries);
  }
  return entries;
}

export async function runExplainError(build: SiteBuild, args: ExplainArgs): Promise<ToolAnswer<ExplainResult>> {
  const daemon = args.daemon === undefined ? undefined : findDaemon(build, args.daemon);
  const all = catalogueEntries(build);
  if (all.length === 0)
    throw new ToolInputError(
      'text',
      'this build has no error catalogue (errors.json): rebuild the site with this apidocs version',
    );
  // A CLI's tag ("[loop] rpc error: ...") names the daemon when the call does not.
  const tag = /^\s*\[([\w-]+)\]/.exec(args.text)?.[1];
  const tagged = daemon ? undefined : all.find((e) => e.cli === tag)?.daemon;
  const candidates = daemon
    ? all.filter((e) => e.daemon === daemon.id)
    : tagged
      ? all.filter((e) => e.daemon === tagged)
      : all;
  // The same text is in several daemons' catalogues (gRPC's, the gateway's): lnd's first unless a daemon is named.
  const matches = matchErrorEntries(candidates, normalisePastedError(args.text).message).slice(0, args.limit);
  const entries = matches.map(({ entry }) => ({
    daemon: entry.daemon,
    template: entry.template,
    url: entry.url,
    origin: entry.origin,
    code: entry.code,
    codeNumber: entry.codeNumber,
    httpStatus: entry.httpStatus,
    causes: entry.causes,
    fixes: entry.fixes,
    rpcs: entry.rpcs.map((r) => ({ name: r.fullName, url: r.url })),
    source: entry.sources[0]?.url ?? null,
  }));
  const related =
    entries.length > 0
      ? []
      : (
          await runSearch(build, {
            query: normalisePastedError(args.text).query,
            daemon: daemon?.id,
            limit: args.limit,
          })
        ).structured.results.map((r) => ({ title: r.title, url: r.url }));
  const result: ExplainResult = { text: args.text, matched: entries.length > 0, entries, related };
  return { structured: result, text: explainText(result) };
}

function explainText(result: ExplainResult): string {
  if (!result.matched) {
    const lines = result.related.map((r, i) => `${i + 1}. ${r.title}\n   ${r.url}`);
    return [
      `No catalogue entry matches this text. Pages that share its words:`,
      ...(lines.length > 0 ? lines : ['(none)']),
    ].join('\n');
  }
  return result.entries
    .map((e, i) =>
      [
        `${i + 1}. ${e.template} (${e.daemon}; ${e.origin}; gRPC ${e.code} ${e.codeNumber}, HTTP ${e.httpStatus})`,
        `   ${e.url}`,
        ...e.causes.map((c) => `   Cause: ${c.text}${c.check ? ` Check: ${c.check}` : ''}`),
        ...e.fixes.map((f) => `   Fix: ${f.text}${f.command ? ` Run: ${f.command}` : ''}`),
        ...(e.rpcs.length > 0 ? [`   RPCs: ${e.rpcs.map((r) => r.name).join(', ')}`] : []),
      ].join('\n'),
    )
    .join('\n');
}
