/**
 * diffReleases(): everything that changed in a daemon's API from one release to another,
 * computed from the two API models (never written by hand). Pure and deterministic.
 */
import { anchorId } from '../shared/slug.ts';
import {
  type ApiChange,
  type ApiChanges,
  type ChangeFacts,
  type ChangeTarget,
  type DiffMethod,
  type DiffSubService,
  type ReleaseApi,
  SECTIONS,
  SEVERITIES,
  type Severity,
  type SeverityCounts,
  isBreaking,
  sectionOf,
} from './api-changes.ts';
import { inCommentFact, newDeprecation } from './deprecation-change.ts';
import { restDeltas, restSeverity } from './rest-changes.ts';
import { type MemberDelta, enumDeltas, messageDeltas } from './type-changes.ts';

/** A change before it gets its id. */
type Draft = WithoutId<ApiChange>;
type WithoutId<C> = C extends ApiChange ? Omit<C, 'id'> : never;

/** One release with lookups by full name. */
interface ReleaseIndex {
  tag: string;
  subServices: Map<string, DiffSubService>;
  methods: Map<string, DiffMethod>;
  /** Full names of the RPCs whose request or response reaches a type, by type, sorted. */
  users: Map<string, string[]>;
}

/** Computes the changes from `oldRelease` to `newRelease` of one daemon's API. */
export function diffReleases(oldRelease: ReleaseApi, newRelease: ReleaseApi): ApiChanges {
  const before = indexRelease(oldRelease);
  const after = indexRelease(newRelease);
  const drafts = [
    ...subServiceChanges(before, after),
    ...methodChanges(before, after),
    ...typeChanges(oldRelease, newRelease, before, after),
  ];
  const changes = withIds(drafts.sort(compareDrafts));
  return { from: oldRelease.tag, to: newRelease.tag, counts: countChanges(changes), changes };
}

function indexRelease(release: ReleaseApi): ReleaseIndex {
  const methods = new Map<string, DiffMethod>();
  const users = new Map<string, string[]>();
  for (const sub of release.subServices) {
    for (const method of sub.methods) {
      methods.set(method.fullName, method);
      for (const type of method.types) users.set(type, [...(users.get(type) ?? []), method.fullName]);
    }
  }
  for (const list of users.values()) list.sort(byText);
  return { tag: release.tag, subServices: new Map(release.subServices.map((s) => [s.fullName, s])), methods, users };
}

/** Sub-services added (non-breaking) and removed (wire-breaking: every RPC of it is gone). */
function subServiceChanges(before: ReleaseIndex, after: ReleaseIndex): Draft[] {
  const drafts: Draft[] = [];
  for (const [name, sub] of after.subServices) {
    if (before.subServices.has(name)) continue;
    drafts.push(
      draft({ kind: 'sub-service-added', subService: name }, 'non-breaking', rpcNames(sub), {
        release: after.tag,
        subService: name,
      }),
    );
  }
  for (const [name, sub] of before.subServices) {
    if (after.subServices.has(name)) continue;
    drafts.push(
      draft({ kind: 'sub-service-removed', subService: name }, 'wire-breaking', rpcNames(sub), {
        release: before.tag,
        subService: name,
      }),
    );
  }
  return drafts;
}

/** RPCs added, removed and changed in the sub-services both releases have. */
function methodChanges(before: ReleaseIndex, after: ReleaseIndex): Draft[] {
  const drafts: Draft[] = [];
  for (const [name, sub] of after.subServices) {
    const old = before.subServices.get(name);
    if (!old) continue; // the sub-service entry lists its RPCs
    const oldMethods = new Map(old.methods.map((m) => [m.fullName, m]));
    for (const method of sub.methods) {
      const rpc = method.fullName;
      const previous = oldMethods.get(rpc);
      const target = { release: after.tag, rpc };
      if (!previous) drafts.push(draft({ kind: 'rpc-added', rpc }, 'non-breaking', [rpc], target));
      else {
        const was = { release: before.tag, rpc };
        for (const [facts, severity] of METHOD_CHECKS.flatMap((check) => check(previous, method))) {
          // A removed route is seen on the old release's page.
          drafts.push(
            facts.kind === 'rest-removed'
              ? draft(facts, severity, [rpc], was)
              : draft(facts, severity, [rpc], target, was),
          );
        }
      }
    }
    const current = new Set(sub.methods.map((m) => m.fullName));
    for (const method of old.methods) {
      if (!current.has(method.fullName)) {
        drafts.push(
          draft({ kind: 'rpc-removed', rpc: method.fullName }, 'wire-breaking', [method.fullName], {
            release: before.tag,
            rpc: method.fullName,
          }),
        );
      }
    }
  }
  return drafts;
}

const methodMarks = (m: DiffMethod) => ({ option: m.deprecatedOption, comment: m.deprecatedInComment });

type MethodCheck = (from: DiffMethod, to: DiffMethod) => [ChangeFacts, Severity][];

/**
 * The comparisons of an RPC both releases have. A new kind of change is added here, to
 * ApiChange and to KIND_ORDER; describeChange's switch is exhaustive, so the compiler lists
 * every other place to touch.
 */
const METHOD_CHECKS: MethodCheck[] = [
  (a, b) => {
    const by = newDeprecation(methodMarks(a), methodMarks(b));
    return by ? [[{ kind: 'rpc-deprecated', rpc: b.fullName, ...inCommentFact(by) }, 'non-breaking']] : [];
  },
  (a, b) =>
    a.streaming !== b.streaming
      ? [[{ kind: 'rpc-streaming-changed', rpc: b.fullName, from: a.streaming, to: b.streaming }, 'wire-breaking']]
      : [],
  (a, b) =>
    a.requestType !== b.requestType
      ? [[{ kind: 'rpc-request-changed', rpc: b.fullName, from: a.requestType, to: b.requestType }, 'wire-breaking']]
      : [],
  (a, b) =>
    a.responseType !== b.responseType
      ? [[{ kind: 'rpc-response-changed', rpc: b.fullName, from: a.responseType, to: b.responseType }, 'wire-breaking']]
      : [],
  (a, b) =>
    restDeltas(a.rest, b.rest).map((delta): [ChangeFacts, Severity] => [
      { ...delta, rpc: b.fullName },
      restSeverity(delta),
    ]),
  permissionChanges,
];

/** Statuses a call's needs are compared between: the others (not served, no table entry) say nothing of a macaroon. */
const MACAROON_STATUSES: ReadonlySet<string> = new Set(['required', 'any', 'none']);

/**
 * What an RPC needs in the new release and not the old (or no longer), when both releases'
 * tables are known: a macaroon where none was (whitelisted before), no macaroon where one
 * was (whitelisted now), or permissions added to or dropped from one it needed before.
 */
function permissionChanges(a: DiffMethod, b: DiffMethod): [ChangeFacts, Severity][] {
  if (
    !a.permissions ||
    !b.permissions ||
    !MACAROON_STATUSES.has(a.permissions.status) ||
    !MACAROON_STATUSES.has(b.permissions.status)
  )
    return [];
  const ops = (m: DiffMethod) =>
    new Set(m.permissions!.status === 'required' ? m.permissions!.ops.map((op) => `${op.entity}:${op.action}`) : []);
  const before = ops(a);
  const after = ops(b);
  // A call without a macaroon is refused from now on, whatever permissions the new one lists.
  if (a.permissions.status === 'none' && b.permissions.status !== 'none')
    return [[{ kind: 'rpc-macaroon-required', rpc: b.fullName, ops: [...after].sort(byText) }, 'macaroon-breaking']];
  if (a.permissions.status !== 'none' && b.permissions.status === 'none')
    return [[{ kind: 'rpc-macaroon-dropped', rpc: b.fullName }, 'non-breaking']];
  const added = [...after].filter((op) => !before.has(op)).sort(byText);
  const removed = [...before].filter((op) => !after.has(op)).sort(byText);
  const changes: [ChangeFacts, Severity][] = [];
  if (added.length > 0)
    changes.push([{ kind: 'rpc-permissions-added', rpc: b.fullName, ops: added }, 'macaroon-breaking']);
  if (removed.length > 0)
    changes.push([{ kind: 'rpc-permissions-removed', rpc: b.fullName, ops: removed }, 'non-breaking']);
  return changes;
}

/** Field and enum value changes of every message and enum both releases reach from an RPC. */
function typeChanges(
  oldRelease: ReleaseApi,
  newRelease: ReleaseApi,
  before: ReleaseIndex,
  after: ReleaseIndex,
): Draft[] {
  const drafts: Draft[] = [];
  const add = (type: string, deltas: MemberDelta[]) => {
    const affects = [...new Set([...(before.users.get(type) ?? []), ...(after.users.get(type) ?? [])])].sort(byText);
    const at = (index: ReleaseIndex, member: string): ChangeTarget => ({
      release: index.tag,
      rpc: pageOf(index, type),
      type,
      member,
    });
    for (const d of deltas) {
      const target = at(d.side === 'old' ? before : after, d.member);
      drafts.push(
        draft(d.facts, d.severity, affects, target, d.oldMember !== undefined ? at(before, d.oldMember) : undefined),
      );
    }
  };
  for (const [name, message] of Object.entries(newRelease.messages)) {
    const old = oldRelease.messages[name];
    if (old) add(name, messageDeltas(old, message));
  }
  for (const [name, model] of Object.entries(newRelease.enums)) {
    const old = oldRelease.enums[name];
    if (old) add(name, enumDeltas(old, model));
  }
  return drafts;
}

/** The RPC whose page shows a type best: one it is the request or response of, else the first user. */
function pageOf(index: ReleaseIndex, type: string): string {
  const users = index.users.get(type) ?? [];
  const own = users.find((rpc) => {
    const method = index.methods.get(rpc)!;
    return method.requestType === type || method.responseType === type;
  });
  return own ?? users[0]!;
}

function draft(
  facts: ChangeFacts,
  severity: Severity,
  affects: string[],
  target: ChangeTarget,
  before?: ChangeTarget,
): Draft {
  return { ...facts, severity, affects, target, ...(before ? { before } : {}) } as Draft;
}

function rpcNames(sub: DiffSubService): string[] {
  return sub.methods.map((m) => m.fullName).sort(byText);
}

const KIND_ORDER: ApiChange['kind'][] = [
  'sub-service-removed',
  'sub-service-added',
  'rpc-removed',
  'rpc-streaming-changed',
  'rpc-request-changed',
  'rpc-response-changed',
  'rpc-macaroon-required',
  'rpc-permissions-added',
  'rpc-deprecated',
  'rpc-macaroon-dropped',
  'rpc-permissions-removed',
  'rpc-added',
  'rest-removed',
  'rest-changed',
  'rest-added',
  'field-removed',
  'field-number-changed',
  'field-type-changed',
  'field-label-changed',
  'field-renamed',
  'field-deprecated',
  'field-added',
  'enum-value-removed',
  'enum-value-renumbered',
  'enum-value-renamed',
  'enum-value-deprecated',
  'enum-value-added',
];

/** The words an entry is about, for sorting and ids: "lnrpc.Lightning.GetInfo GET /v1/getinfo". */
function subjectOf(change: Draft): string {
  switch (change.kind) {
    case 'sub-service-added':
    case 'sub-service-removed':
      return change.subService;
    case 'rest-added':
    case 'rest-removed':
      return `${change.rpc} ${change.route.method} ${change.route.path}`;
    case 'rest-changed':
      return `${change.rpc} ${change.to.method} ${change.to.path}`;
    default:
      if ('rpc' in change) return change.rpc;
      return `${change.type} ${'field' in change ? change.field : change.value}`;
  }
}

/** Most severe first, then by section, subject and kind. */
function compareDrafts(a: Draft, b: Draft): number {
  const rank = <T>(list: readonly T[], item: T) => list.indexOf(item);
  return (
    rank(
      SEVERITIES.map((s) => s.severity),
      a.severity,
    ) -
      rank(
        SEVERITIES.map((s) => s.severity),
        b.severity,
      ) ||
    rank(
      SECTIONS.map((s) => s.section),
      sectionOf(a.kind),
    ) -
      rank(
        SECTIONS.map((s) => s.section),
        sectionOf(b.kind),
      ) ||
    byText(subjectOf(a), subjectOf(b)) ||
    rank(KIND_ORDER, a.kind) - rank(KIND_ORDER, b.kind)
  );
}

/** Gives each change its anchor id ("field-added-lnrpc.getinforesponse-alias"), unique within the list. */
function withIds(drafts: Draft[]): ApiChange[] {
  const used = new Map<string, number>();
  return drafts.map((d) => {
    const base = anchorId(`${d.kind} ${subjectOf(d)}`);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return { id: n === 1 ? base : `${base}-${n}`, ...d } as ApiChange;
  });
}

function countChanges(changes: ApiChange[]): ApiChanges['counts'] {
  const bySeverity = Object.fromEntries(SEVERITIES.map((s) => [s.severity, 0])) as SeverityCounts;
  for (const change of changes) bySeverity[change.severity]++;
  const breaking = changes.filter((c) => isBreaking(c.severity)).length;
  return { ...bySeverity, breaking, total: changes.length };
}

/** Code-point order: the same on every machine and locale. */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
