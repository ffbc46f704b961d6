/**
 * What the generated API changes say on the method pages of a release (compared with the
 * release before it): "New in <tag>" on RPCs, fields and enum values the release added,
 * "Changed in <tag>" (linking to the entry on its changes page) on those it changed.
 */
import { type ApiChanges, type ChangeKind, sectionOf } from '../diff/api-changes.ts';
import type { MethodModel } from '../proto/model-types.ts';
import type { ReleaseNote } from './page-data.ts';
import { memberAnchor, typeAnchor } from './pages/message-views.ts';
import type { SiteRelease } from './site-api.ts';
import { sitePaths, withBase } from './urls.ts';

/** Changes that add or remove whole RPCs: the additions are "new", the removals have no page. */
const WHOLE_RPCS = new Set<ChangeKind>(['rpc-added', 'rpc-removed', 'sub-service-added', 'sub-service-removed']);

export interface ReleaseNotes {
  /** By RPC full name: added (alone or with its sub-service), or changed by any entry that affects it. */
  methods: Record<string, ReleaseNote>;
  /**
   * By message or enum full name, then row anchor (<type>-<member>) in the newer release:
   * fields and enum values added or changed.
   */
  members: Record<string, Record<string, ReleaseNote>>;
}

/** The notes a method page shows: its own, and those of the rows of its types. */
export interface MethodNotes {
  releaseNote: ReleaseNote | null;
  memberNotes: Record<string, ReleaseNote>;
}

/**
 * The notes of the newer release of `changes`; `entryHref` gives the link of an entry. An
 * RPC or row touched by several changes links to the first, which is the most severe.
 */
export function releaseNotes(changes: ApiChanges, entryHref: (id: string) => string): ReleaseNotes {
  const methods: Record<string, ReleaseNote> = {};
  const members: Record<string, Record<string, ReleaseNote>> = {};
  const note = (kind: ReleaseNote['kind'], id: string): ReleaseNote => ({ kind, tag: changes.to, href: entryHref(id) });
  // Additions first: an RPC that is new is not also "changed". A type change also lists
  // the RPCs of the old release that used it; those that are gone get no note.
  const gone = new Set<string>();
  for (const change of changes.changes) {
    if (change.kind === 'rpc-added') methods[change.rpc] = note('new', change.id);
    if (change.kind === 'sub-service-added') for (const rpc of change.affects) methods[rpc] = note('new', change.id);
    if (change.kind === 'rpc-removed' || change.kind === 'sub-service-removed') for (const rpc of change.affects) gone.add(rpc);
  }
  for (const change of changes.changes) {
    if (WHOLE_RPCS.has(change.kind)) continue;
    for (const rpc of change.affects) if (!gone.has(rpc)) methods[rpc] ??= note('changed', change.id);
    const { target } = change;
    if (sectionOf(change.kind) !== 'types' || target.release !== changes.to || !target.type || !target.member) continue;
    const rows = (members[target.type] ??= {});
    const anchor = memberAnchor(typeAnchor(target.type), target.member);
    const added = change.kind === 'field-added' || change.kind === 'enum-value-added';
    if (added) rows[anchor] = note('new', change.id);
    else rows[anchor] ??= note('changed', change.id);
  }
  return { methods, members };
}

/** The notes of one method's page (its types are the messages and enums it shows). */
export function methodNotes(notes: ReleaseNotes | null, method: Pick<MethodModel, 'fullName' | 'types'>): MethodNotes {
  if (!notes) return { releaseNote: null, memberNotes: {} };
  const memberNotes: Record<string, ReleaseNote> = {};
  for (const type of method.types) Object.assign(memberNotes, notes.members[type]);
  return { releaseNote: notes.methods[method.fullName] ?? null, memberNotes };
}

const computed = new WeakMap<ApiChanges, Map<string, ReleaseNotes>>();

/** The notes of a release's pages, linking to its changes page; computed once per changes and base URL. */
export function releaseNotesFor(baseUrl: string, release: SiteRelease, changes: ApiChanges): ReleaseNotes {
  let byBase = computed.get(changes);
  if (!byBase) computed.set(changes, (byBase = new Map()));
  let notes = byBase.get(baseUrl);
  if (!notes) {
    const page = withBase(baseUrl, sitePaths.changes(release));
    notes = releaseNotes(changes, (id) => `${page}#${id}`);
    byBase.set(baseUrl, notes);
  }
  return notes;
}
