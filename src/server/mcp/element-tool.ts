/**
 * `element_in_release`: does an RPC, field, enum value, message, enum or REST route exist in
 * a release? Answered from the daemon's API history (history.json), so every tracked release
 * counts, full or history: present or not, since and until, the releases that brought it in
 * (backports), deprecation, removal, the nearest releases having it, and its replacement.
 */
import { z } from 'zod';
import type { ElementKind } from '../../history/history-types.ts';
import { sitePaths, withBase } from '../../site/urls.ts';
import type { BuildHistory } from './build-history.ts';
import { type ElementLife, elementLife, findHistoryElement, KIND_WORDS, lifeSentence } from './history-element.ts';
import { replacementSchema, replacementSource } from './replacements.ts';
import { findDaemon } from './scope.ts';
import type { SiteBuild } from './site-build.ts';
import type { ToolAnswer } from './tool-result.ts';
import { resolveReleases, type TrackedRelease } from './tracked-release.ts';

export const elementInput = {
  element: z
    .string()
    .trim()
    .min(1, 'element must not be empty')
    .max(500)
    .describe(
      'What to look for: an RPC (BumpFee, walletrpc.WalletKit.BumpFee, /walletrpc.WalletKit/BumpFee), a field (BumpFee.immediate for a field of its request or response, walletrpc.BumpFeeRequest.immediate), an enum value (lnrpc.CommitmentType.SIMPLE_TAPROOT), a message or enum, or a REST route (POST /v2/wallet/bumpfee)',
    ),
  release: z
    .string()
    .trim()
    .min(1, 'release must not be empty')
    .max(100)
    .describe(
      'Any tracked release of the daemon: v0.17.5-beta, 0.17.5-beta or 0.17.5; a release line (v0.17) answers for each of its releases',
    ),
  daemon: z
    .string()
    .optional()
    .describe(
      'The daemon (lnd, loop, pool, faraday, taproot-assets, lit); default: the one whose history has the element',
    ),
};

const lifeShape = {
  exists: z.boolean().describe('Whether the release has the element'),
  since: z.string().describe('The first tracked release having it (history order)'),
  sinceFirstTracked: z.boolean().describe('True when `since` is the first release the history tracks: it may be older'),
  until: z
    .string()
    .nullable()
    .describe('The last release having it, when the newest release lacks it; null while present'),
  added: z
    .object({ tag: z.string(), also: z.array(z.string()) })
    .nullable()
    .describe(
      "When the release has it: from which release of the release's line on, and the releases of other lines that brought it in too (backports)",
    ),
  introducedIn: z
    .array(z.string())
    .describe('Every release bringing it in after the first (backports and re-additions)'),
  deprecated: z.boolean().describe('Deprecated in the release'),
  deprecatedSince: z.string().nullable(),
  deprecatedBy: z
    .enum(['option', 'comment'])
    .nullable()
    .describe('What deprecates it: `option deprecated = true`, or only its comment ("Deprecated, use ...")'),
  removed: z
    .string()
    .nullable()
    .describe("When the daemon's newest release lacks it: the release from which on it is absent"),
  lastBefore: z
    .string()
    .nullable()
    .describe('When the release lacks it: the newest release it descends from (its line of descent) that has it'),
  nextAfter: z
    .string()
    .nullable()
    .describe(
      'When the release lacks it: the first release descending from it that has it (the upgrade that brings it)',
    ),
};

export const elementOutput = {
  daemon: z.string(),
  kind: z.enum(['rpc', 'message', 'field', 'enum', 'enumValue', 'rest', 'permission']),
  key: z.string().describe('The element as the history names it: walletrpc.BumpFeeRequest.immediate'),
  via: z
    .string()
    .nullable()
    .describe('How a Method.field name was read: "request field of walletrpc.WalletKit.BumpFee"'),
  release: z.string(),
  releaseKind: z
    .enum(['full', 'history'])
    .describe('full: the build has its pages; history: only its API elements are tracked'),
  ...lifeShape,
  releases: z.array(z.string()).describe('Every tracked release having it, in history order'),
  line: z
    .array(z.object({ release: z.string(), exists: z.boolean() }))
    .optional()
    .describe('When a release line was asked: each release of the line (the answer above is for its newest)'),
  replacement: replacementSchema.nullable(),
  url: z
    .string()
    .nullable()
    .describe("Its page (or its type's place on a page) in the release, else in the daemon's newest release"),
  historyUrl: z.string().describe("The daemon's API history timeline"),
};

type ElementArgs = { element: string; release: string; daemon?: string | undefined };
type ElementResult = z.infer<z.ZodObject<typeof elementOutput>>;

/** The fields of ElementLife the answer carries. */
export function lifeFields(history: BuildHistory, life: ElementLife) {
  return {
    exists: life.present,
    since: life.since,
    sinceFirstTracked: life.since === history.history.releases[0]!.tag,
    until: life.until,
    added: life.added,
    introducedIn: life.introducedIn,
    deprecated: life.deprecated,
    deprecatedSince: life.deprecatedSince,
    deprecatedBy: life.deprecatedBy,
    removed: life.removed,
    lastBefore: life.lastBefore,
    nextAfter: life.nextAfter,
  };
}

export function runElementInRelease(build: SiteBuild, args: ElementArgs): ToolAnswer<ElementResult> {
  const daemons =
    args.daemon !== undefined ? [findDaemon(build, args.daemon).id] : build.index.daemons.map((d) => d.id);
  // A named daemon's release is read first, so a Method.field name uses the RPC's request type there.
  const asked = args.daemon !== undefined ? resolveReleases(build, daemons[0], args.release, { lines: true }) : null;
  const found = findHistoryElement(build, daemons, args.element, asked?.at(-1)?.tag ?? null);
  const { history, element } = found;
  const releases = asked ?? resolveReleases(build, history.daemon, args.release, { lines: true });
  const release = newestOf(history, releases);
  const life = elementLife(history, element, release.tag);
  const result: ElementResult = {
    daemon: history.daemon,
    kind: element.kind,
    key: element.key,
    via: found.via,
    release: release.tag,
    releaseKind: release.kind,
    ...lifeFields(history, life),
    releases: element.tags,
    replacement: replacementSource(build)(history.daemon, element.kind, element.key),
    url: elementUrl(build, history.daemon, element.kind, element.key, release),
    historyUrl: build.absoluteUrl(withBase(build.index.baseUrl, sitePaths.history(history.daemon))),
  };
  if (releases.length > 1)
    result.line = releases.map((r) => ({ release: r.tag, exists: element.tags.includes(r.tag) }));
  return { structured: result, text: elementText(history, result, life) };
}

/** The newest (highest in history order) of the asked releases: a line is answered for its newest release. */
function newestOf(history: BuildHistory, releases: TrackedRelease[]): TrackedRelease {
  return releases.reduce((a, b) => (history.order.get(b.tag)! > history.order.get(a.tag)! ? b : a));
}

function elementText(history: BuildHistory, result: ElementResult, life: ElementLife): string {
  const lines = [
    `# ${KIND_WORDS[result.kind]} ${result.key} in ${result.daemon} ${result.release}`,
    '',
    lifeSentence(history, result.release, life, result.releases),
  ];
  if (result.via) lines.push(`(${result.via})`);
  if (result.line)
    lines.push(
      '',
      `The ${result.daemon} line: ${result.line.map((r) => `${r.release} ${r.exists ? 'has it' : 'lacks it'}`).join(', ')}.`,
    );
  lines.push(
    '',
    `Replacement: ${result.replacement ? `${result.replacement.successor ?? 'none'}: ${result.replacement.summary}` : 'none recorded'}`,
    `From the API history (history.json)${result.releaseKind === 'history' ? `; ${result.release} is a history release: only its API elements are tracked, no pages` : ''}.`,
  );
  if (result.url) lines.push(result.url);
  lines.push(result.historyUrl);
  return lines.join('\n');
}

/**
 * The page documenting an element (an RPC's page, a type's place on the first method page
 * showing it; a field or enum value at its type's place), in the release when the build has
 * its pages, else in the daemon's newest release; null when neither documents it.
 */
export function elementUrl(
  build: SiteBuild,
  daemon: string,
  kind: ElementKind,
  key: string,
  release: TrackedRelease,
): string | null {
  const name = kind === 'field' || kind === 'enumValue' ? key.slice(0, key.lastIndexOf('.')) : key;
  const names =
    kind === 'rpc'
      ? build.index.methods
      : kind === 'message' || kind === 'field'
        ? build.index.messages
        : kind === 'enum' || kind === 'enumValue'
          ? build.index.enums
          : [];
  const newest = findDaemon(build, daemon).releases[0]!.tag;
  for (const tag of release.kind === 'full' ? [release.tag, newest] : [newest]) {
    const entry = names.find((n) => {
      const page = build.index.pages[n.page]!;
      return n.name === name && page.daemon === daemon && page.tag === tag;
    });
    if (entry) return build.absoluteUrl(build.index.pages[entry.page]!.path, entry.anchor);
  }
  return null;
}
