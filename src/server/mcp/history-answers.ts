/**
 * get_method and get_type for a release the build has no pages for (a history release):
 * answered from the daemon's API history, which rebuilds the release's RPCs, messages and
 * enums (types, labels, oneofs, deprecation, streaming, REST routes, permissions) the way
 * the history changes pages do. It lacks what only pages carry (descriptions, samples, CLI
 * commands, errors, macaroon details), and each answer says so.
 */
import type { DiffMessage, DiffMethod, ReleaseApi } from '../../diff/api-changes.ts';
import type { ElementKind } from '../../history/history-types.ts';
import { rpcSignature } from '../../site/pages/method-page.ts';
import { sitePaths, withBase } from '../../site/urls.ts';
import { ApidocsError } from '../../shared/errors.ts';
import { type BuildHistory, meaningsProblem } from './build-history.ts';
import { elementUrl } from './element-tool.ts';
import { historyFacts } from './history-facts.ts';
import { elementLife, findHistoryElement, lifeSentence } from './history-element.ts';
import type { FieldInfo, MessageInfo } from './message-fields.ts';
import type { MethodResult } from './method-tool.ts';
import type { SiteBuild } from './site-build.ts';
import { ToolInputError } from './tool-input-error.ts';
import { resolveReleases, type TrackedRelease } from './tracked-release.ts';
import { markedDeprecated } from '../../shared/deprecated-mark.ts';

/** Where a call's `release` is answered: from the pages of a full release (its tag as the build writes it), or from the history. */
export type ReleaseRoute = { pageTag: string | undefined } | { history: TrackedRelease[] };

/** Reads the `release` argument against every tracked release (a tag without "v" or suffix too). */
export function releaseRoute(build: SiteBuild, daemon: string | undefined, release: string | undefined): ReleaseRoute {
  if (release === undefined) return { pageTag: undefined };
  const tracked = resolveReleases(build, daemon, release);
  const tags = new Set(tracked.map((r) => r.tag));
  if (tracked.every((r) => r.kind === 'full') && tags.size === 1) return { pageTag: tracked[0]!.tag };
  return { history: tracked };
}

/** An element of one of `kinds` at one of the asked history releases; a full release found instead is returned as such. */
export function historyElementAt(
  build: SiteBuild,
  releases: TrackedRelease[],
  name: string,
  kinds: readonly ElementKind[],
): { history: BuildHistory; key: string; release: TrackedRelease } {
  const daemons = [...new Set(releases.map((r) => r.daemon))];
  const found = findHistoryElement(
    build,
    daemons,
    name,
    releases.length === 1 ? releases[0]!.tag : null,
    'name',
    kinds,
  );
  const { history, element } = found;
  const release = releases.find((r) => r.daemon === history.daemon)!;
  const problem = meaningsProblem(history);
  if (problem) throw new ApidocsError(problem);
  if (!element.tags.includes(release.tag)) {
    const life = elementLife(history, element, release.tag);
    throw new ToolInputError(
      'name',
      `${lifeSentence(history, release.tag, life, element.tags)} Ask element_in_release for more.`,
    );
  }
  return { history, key: element.key, release };
}

/** What an answer from the history says it lacks. */
export function historyNote(history: BuildHistory, tag: string): string {
  const full = history.history.releases.filter((r) => r.kind === 'full').map((r) => r.tag);
  return `${history.daemon} ${tag} is tracked by the API history only (no pages): this answer is its API elements from history.json (RPCs, fields and their types, enum values, REST routes, permissions, deprecation). It lacks descriptions, code samples, CLI commands, errors and macaroon details, which the full releases (${full.join(', ')}) have.`;
}

/** get_method from the history. */
export function historyMethodResult(
  build: SiteBuild,
  releases: TrackedRelease[],
  name: string,
  depth: number,
): MethodResult {
  const { history, key, release } = historyElementAt(build, releases, name, ['rpc']);
  const api = history.releaseApi(release.tag);
  const method = api.subServices.flatMap((s) => s.methods).find((m) => m.fullName === key)!;
  const requestFields = (api.messages[method.requestType]?.fields.length ?? 0) > 0;
  return {
    name: key,
    daemon: history.daemon,
    release: release.tag,
    url: historyPageUrl(build, history, release.tag),
    description: '',
    // Request rules are read from a full release's Go handlers: a history release has none to give.
    requestRules: [],
    deprecated: method.deprecated,
    streaming: method.streaming,
    signature: rpcSignature(method),
    rest: method.rest.map((b) => ({
      method: b.method,
      path: b.path,
      fields: requestFields ? (b.body === '*' ? 'body' : 'query') : null,
    })),
    cli: null,
    permissions: null,
    request: diffMessageInfo(api, method.requestType, depth),
    response: diffMessageInfo(api, method.responseType, depth),
    languages: [],
    errors: [],
    errorsNote: `not known for ${release.tag}: errors are read from the handlers of the full releases only`,
    source: 'history',
    historyNote: `${historyNote(history, release.tag)} Macaroon permissions at ${release.tag}: ${permissionsText(method)}.`,
    history: historyFacts(build, history.daemon, 'rpc', key, release.tag, method.types),
  };
}

function permissionsText(method: DiffMethod): string {
  const p = method.permissions;
  if (!p) return 'not known (the release names no permission tables)';
  if (p.status === 'required') return p.ops.map((op) => `${op.entity}:${op.action}`).join(', ');
  return p.status === 'none' ? 'none (whitelisted)' : p.status;
}

/** The changes page of a history release (the timeline for the first release, which has none). */
export function historyPageUrl(build: SiteBuild, history: BuildHistory, tag: string): string {
  const page = history.releases.get(tag)?.follows
    ? sitePaths.historyChanges(history.daemon, tag)
    : sitePaths.history(history.daemon);
  return build.absoluteUrl(withBase(build.index.baseUrl, page));
}

/** A message of a rebuilt release with its fields to `depth` levels (no descriptions: the history keeps none). */
export function diffMessageInfo(api: ReleaseApi, name: string, depth: number): MessageInfo {
  const info: MessageInfo = { name, description: '' };
  const message = api.messages[name];
  if (depth > 0 && message) info.fields = diffFields(api, message, depth, new Set());
  return info;
}

function diffFields(api: ReleaseApi, message: DiffMessage, depth: number, open: Set<string>): FieldInfo[] {
  open.add(message.fullName);
  const fields = message.fields.map((field) => {
    const type = field.type.kind === 'scalar' ? field.type.name : field.type.fullName;
    const label = field.label === 'singular' ? '' : `${field.label} `;
    const info: FieldInfo = {
      name: field.name,
      type: field.mapKey ? `map<${field.mapKey}, ${type}>` : `${label}${type}`,
      description: '',
    };
    if (markedDeprecated(field)) info.deprecated = true;
    if (field.oneof) info.oneof = field.oneof;
    if (depth > 1 && field.type.kind !== 'scalar') {
      const held = api.messages[type];
      // A message holding itself (directly or not) is shown once per path.
      if (held && !open.has(type)) info.fields = diffFields(api, held, depth - 1, open);
      const values = api.enums[type]?.values;
      if (values) info.values = values.map((v) => v.name);
    }
    return info;
  });
  open.delete(message.fullName);
  return fields;
}

/** The RPCs of a rebuilt release using a type, each with its page in the newest release when it has one. */
export function historyUsedBy(
  build: SiteBuild,
  history: BuildHistory,
  api: ReleaseApi,
  type: string,
  release: TrackedRelease,
): { rpc: string; url: string }[] {
  return api.subServices
    .flatMap((s) => s.methods.map((m) => ({ sub: s.name, method: m })))
    .filter(({ method }) => method.types.includes(type))
    .map(({ sub, method }) => ({
      rpc: `${sub}.${method.name}`,
      url:
        elementUrl(build, history.daemon, 'rpc', method.fullName, release) ??
        historyPageUrl(build, history, release.tag),
    }));
}

/** A name lookup among a release's pages (the newest by default) that failed: when the history has the element elsewhere, the error says where. */
export function withHistoryHint<T>(
  build: SiteBuild,
  daemon: string | undefined,
  tag: string | undefined,
  kinds: readonly ElementKind[],
  name: string,
  find: () => T,
): T {
  try {
    return find();
  } catch (error) {
    if (!(error instanceof ToolInputError)) throw error;
    const daemons = build.index.daemons.filter((d) => daemon === undefined || d.id === daemon.toLowerCase());
    const releases: TrackedRelease[] =
      tag === undefined
        ? daemons.map((d) => ({ daemon: d.id, tag: d.releases[0]!.tag, kind: 'full' }))
        : resolveReleases(build, daemon, tag);
    let found: ReturnType<typeof findHistoryElement>;
    try {
      found = findHistoryElement(build, [...new Set(releases.map((r) => r.daemon))], name, tag ?? null, 'name', kinds);
    } catch {
      throw error;
    }
    const release = releases.find((r) => r.daemon === found.history.daemon)!;
    if (found.element.tags.includes(release.tag)) throw error;
    const life = elementLife(found.history, found.element, release.tag);
    throw new ToolInputError('name', lifeSentence(found.history, release.tag, life, found.element.tags));
  }
}

/** get_type from the history: a message's fields or an enum's values at a history release. */
export function historyTypeResult(build: SiteBuild, releases: TrackedRelease[], name: string, depth: number) {
  const { history, key, release } = historyElementAt(build, releases, name, ['message', 'enum']);
  const api = history.releaseApi(release.tag);
  const base = {
    name: key,
    daemon: history.daemon,
    release: release.tag,
    url: historyPageUrl(build, history, release.tag),
    description: '',
    usedBy: historyUsedBy(build, history, api, key, release),
    source: 'history' as const,
    historyNote: historyNote(history, release.tag),
  };
  const en = api.enums[key];
  if (en) {
    const values = en.values.map((v) => ({
      name: v.name,
      number: v.number,
      description: '',
      deprecated: markedDeprecated(v),
      // allow_alias: a later value with an earlier value's number aliases it.
      aliasOf:
        en.values.find(
          (other) => other.number === v.number && other !== v && en.values.indexOf(other) < en.values.indexOf(v),
        )?.name ?? null,
    }));
    return {
      kind: 'enum' as const,
      ...base,
      values,
      history: historyFacts(build, history.daemon, 'enum', key, release.tag, [key]),
    };
  }
  const fields = diffMessageInfo(api, key, Math.max(depth, 1)).fields ?? [];
  return {
    kind: 'message' as const,
    ...base,
    fields,
    history: historyFacts(build, history.daemon, 'message', key, release.tag, [key]),
  };
}
