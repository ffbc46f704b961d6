/**
 * What replaces each RPC, field, enum value and REST route of a daemon that a tracked release
 * removed or deprecated: one `Replacement` per such element, from (in this order)
 * 1. a reviewed fact of content/replacements.yaml about the element itself;
 * 2. a reviewed fact that covers it: a field or enum value of a message or enum the fact
 *    lists under `covers`, or a REST route of an RPC that has a replacement;
 * 3. the deprecation comment of the newest full release that has it, when it names an
 *    element of that release (src/history/successor-comment.ts), or names none ("no
 *    successor named"; only for an element still served somewhere);
 * 4. otherwise `unknown` (the real-proto test fails on any removed element left so).
 * Pages (removed pages, "Upgrading to" pages), history.json and MCP read this one list.
 */
import type { ElementRef, FieldMappingFact, ReplacementFact } from '../../content/replacement-facts.ts';
import type { ApiHistory, ElementHistory } from '../../history/history-types.ts';
import { readCommentSuccessor } from '../../history/successor-comment.ts';
import { DEPRECATION_ASPECTS } from '../../history/release-elements.ts';
import type { SiteDaemon, SiteRelease } from '../site-api.ts';

/** The replacement of one removed or deprecated element. */
export interface Replacement {
  element: ElementRef;
  /** `removed`: the daemon's newest release lacks it; `deprecated`: some release marks it deprecated and the newest still has it. */
  status: 'removed' | 'deprecated';
  /** What to use instead; null when nothing replaces it (or nothing is known: see `source`). */
  successor: ElementRef | null;
  /**
   * Where the answer comes from: `reviewed` (content/replacements.yaml), `covered` (a reviewed
   * entry of its message, enum or RPC: `via`), `comment` (its deprecation comment names the
   * successor), `unnamed` (its deprecation comment names none), `unknown` (nothing says).
   */
  source: 'reviewed' | 'covered' | 'comment' | 'unnamed' | 'unknown';
  /** The entry that answers for it when `covered`, or the RPC of a REST route. */
  via: ElementRef | null;
  /** A sentence to act on (reviewed facts), else null. */
  summary: string | null;
  /** Old request and response fields with their new place (reviewed facts of an RPC). */
  request: FieldMappingFact[];
  response: FieldMappingFact[];
  /** A replaced message's fields and their place in its successor (reviewed facts of a message). */
  fields: FieldMappingFact[];
  /** Behaviour differences that break a caller moving to the successor. */
  breaks: string[];
  /** Releases the facts were checked in (reviewed facts). */
  checked: { old: string; new: string } | null;
  /** The upstream files the facts were read from (reviewed facts). */
  reviewedFrom: string | null;
  /** The content file holding the reviewed fact: content/replacements.yaml or a file of content/replacements/. */
  reviewedIn: string | null;
}

const SUBJECT_KINDS = new Set(['rpc', 'field', 'enumValue', 'rest']);

/** The replacements of every removed or deprecated element of one daemon, by `<kind> <key>`. */
export function daemonReplacements(
  daemon: SiteDaemon,
  history: ApiHistory,
  facts: readonly ReplacementFact[],
): Map<string, Replacement> {
  const own = facts.filter((f) => f.daemons.includes(daemon.id));
  const byElement = new Map(own.map((f) => [refId(f.element), f]));
  const coveredBy = new Map<string, ReplacementFact>();
  for (const fact of own) for (const covered of fact.covers) coveredBy.set(refId(covered), fact);
  const newest = daemon.releases[0]!.version.tag;
  const result = new Map<string, Replacement>();
  const subjects = history.elements.filter((e) => SUBJECT_KINDS.has(e.kind));
  // RPCs first: a REST route takes its RPC's replacement.
  subjects.sort((a, b) => Number(b.kind === 'rpc') - Number(a.kind === 'rpc'));
  for (const element of subjects) {
    const status = statusOf(element, newest);
    if (!status) continue;
    const ref: ElementRef = { kind: element.kind as ElementRef['kind'], key: element.key };
    const fact = byElement.get(refId(ref));
    const replacement = fact
      ? fromFact(ref, status, fact, 'reviewed', null, daemon.id)
      : (coveredReplacement(ref, status, element, coveredBy, result, daemon.id) ??
        commentReplacement(ref, status, element, daemon) ??
        bare(ref, status, 'unknown', null, null));
    result.set(refId(ref), replacement);
  }
  return result;
}

/** `rpc lnrpc.Lightning.SendPaymentSync`: the id of an element across kinds. */
export function refId(ref: ElementRef): string {
  return `${ref.kind} ${ref.key}`;
}

/** Removed (the newest release lacks it), deprecated (some release marks it, by the option or by its comment), or neither. */
function statusOf(element: ElementHistory, newest: string): Replacement['status'] | null {
  if (!element.tags.includes(newest)) return 'removed';
  const marks = (meaning: Record<string, string>) => DEPRECATION_ASPECTS.some((aspect) => meaning[aspect] === 'true');
  if ((element.meanings ?? []).some((m) => marks(m.meaning))) return 'deprecated';
  if (element.changes.some((c) => DEPRECATION_ASPECTS.includes(c.aspect) && c.after === 'true')) return 'deprecated';
  return null;
}

function fromFact(
  element: ElementRef,
  status: Replacement['status'],
  fact: ReplacementFact,
  source: 'reviewed' | 'covered',
  via: ElementRef | null,
  daemonId: string,
): Replacement {
  return {
    element,
    status,
    successor: fact.successor,
    source,
    via,
    summary: fact.summary,
    request: source === 'reviewed' ? fact.request : [],
    response: source === 'reviewed' ? fact.response : [],
    fields: fact.fields,
    breaks: source === 'reviewed' ? fact.breaks : [],
    checked: fact.checked[daemonId] ?? null,
    reviewedFrom: fact.source,
    reviewedIn: fact.file,
  };
}

function bare(
  element: ElementRef,
  status: Replacement['status'],
  source: Replacement['source'],
  successor: ElementRef | null,
  via: ElementRef | null,
): Replacement {
  return {
    element,
    status,
    successor,
    source,
    via,
    summary: null,
    request: [],
    response: [],
    fields: [],
    breaks: [],
    checked: null,
    reviewedFrom: null,
    reviewedIn: null,
  };
}

/** A field or value of a covered message or enum, or a REST route of an RPC with a known replacement. */
function coveredReplacement(
  ref: ElementRef,
  status: Replacement['status'],
  element: ElementHistory,
  coveredBy: Map<string, ReplacementFact>,
  known: Map<string, Replacement>,
  daemonId: string,
): Replacement | null {
  if (ref.kind === 'field' || ref.kind === 'enumValue') {
    const parent: ElementRef = {
      kind: ref.kind === 'field' ? 'message' : 'enum',
      key: ref.key.slice(0, ref.key.lastIndexOf('.')),
    };
    const fact = coveredBy.get(refId(parent));
    return fact ? fromFact(ref, status, fact, 'covered', fact.element, daemonId) : null;
  }
  if (ref.kind !== 'rest') return null;
  const rpcs = new Set((element.meanings ?? []).map((m) => m.meaning.rpc).filter((rpc): rpc is string => !!rpc));
  for (const rpc of rpcs) {
    const rpcReplacement = known.get(`rpc ${rpc}`);
    if (rpcReplacement && rpcReplacement.source !== 'unknown' && rpcReplacement.status === 'removed')
      return { ...bare(ref, status, 'covered', rpcReplacement.successor, { kind: 'rpc', key: rpc }) };
  }
  return null;
}

/** From the deprecation comment of the newest full release that has the element. */
function commentReplacement(
  ref: ElementRef,
  status: Replacement['status'],
  element: ElementHistory,
  daemon: SiteDaemon,
): Replacement | null {
  for (const release of daemon.releases) {
    if (!element.tags.includes(release.version.tag)) continue;
    const comment = commentOf(release, ref);
    if (comment === null) continue;
    const read = readCommentSuccessor(comment);
    if (!read) continue;
    const successor = read.names.map((name) => resolveName(release, ref, name)).find((s) => s !== null) ?? null;
    if (successor) return bare(ref, status, 'comment', successor, null);
    // A sentence naming nothing there: the element was deprecated without a successor.
    return bare(ref, status, 'unnamed', null, null);
  }
  return null;
}

/** The comment of an RPC, field or enum value in a full release, or null when the release does not show it. */
function commentOf(release: SiteRelease, ref: ElementRef): string | null {
  const [parent, name] = splitKey(ref.key);
  if (ref.kind === 'rpc') return methodIn(release, ref.key)?.description ?? null;
  if (ref.kind === 'field') return release.messages[parent]?.fields.find((f) => f.name === name)?.description ?? null;
  if (ref.kind === 'enumValue') return release.enums[parent]?.values.find((v) => v.name === name)?.description ?? null;
  return null;
}

/** A name a comment gives, as an element of the release: an RPC, a field of the same message, a message, a value of the same enum. */
function resolveName(release: SiteRelease, ref: ElementRef, name: string): ElementRef | null {
  const [parent] = splitKey(ref.key);
  if (ref.kind === 'rpc') {
    const methods = release.subServices.flatMap((s) => s.methods);
    const dot = name.lastIndexOf('.');
    const found =
      methods.find((m) => m.fullName === name) ??
      (dot > 0
        ? methods.find((m) => m.name === name.slice(dot + 1) && m.fullName.startsWith(`${name.slice(0, dot)}.`))
        : (methods.find((m) => m.name === name && m.fullName.startsWith(`${parent}.`)) ??
          methods.find((m) => m.name === name)));
    return found && found.fullName !== ref.key ? { kind: 'rpc', key: found.fullName } : null;
  }
  if (ref.kind === 'field') {
    const message = release.messages[parent];
    if (message?.fields.some((f) => f.name === name) && `${parent}.${name}` !== ref.key)
      return { kind: 'field', key: `${parent}.${name}` };
    const other = Object.values(release.messages).find((m) => m.fullName === name || m.name === name);
    return other ? { kind: 'message', key: other.fullName } : null;
  }
  if (ref.kind === 'enumValue') {
    const values = release.enums[parent]?.values ?? [];
    return values.some((v) => v.name === name) && `${parent}.${name}` !== ref.key
      ? { kind: 'enumValue', key: `${parent}.${name}` }
      : null;
  }
  return null;
}

function methodIn(release: SiteRelease, fullName: string) {
  for (const sub of release.subServices) for (const m of sub.methods) if (m.fullName === fullName) return m;
  return undefined;
}

function splitKey(key: string): [string, string] {
  const at = key.lastIndexOf('.');
  return [key.slice(0, at), key.slice(at + 1)];
}
