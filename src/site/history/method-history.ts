/**
 * The history parts of a method page: the RPC's release notes, the notes and release sets
 * of its fields, enum values and REST bindings, and what other releases have that the page's
 * release removed (for the reader's version marks). The page computes them once, before its
 * rows: each row's constructor reads its notes and mark (methodPageHistory), and the parts
 * about the whole page read the built rows (methodHistory).
 */
import { lineOfDescent } from '../../history/release-order.ts';
import type { ElementHistory } from '../../history/history-types.ts';
import { encodeReleaseSet } from '../../shared/release-set.ts';
import type { RemovedElement } from '../../shared/version-marks.ts';
import type { EnumView, FieldView, MessageView, PageHistory, ReleaseNote, RestRouteView } from '../page-data.ts';
import type { SiteMethod, SiteRelease } from '../site-api.ts';
import { type ElementNotes, elementNotes, releaseSetOf } from './element-notes.ts';
import { notesBesideRpc, versionSummary } from './page-summary.ts';
import type { DaemonHistory } from './site-histories.ts';

export interface MethodHistory {
  notes: ReleaseNote[];
  history: PageHistory;
}

/** A row's history on its method's page: its notes and mark, each present only when it says something. */
export type RowHistory = (kind: 'field' | 'enumValue' | 'rest', key: string) => Pick<FieldView, 'notes' | 'mark'>;

/** What a method page's history starts from, computed once per page: the RPC's notes, and each row's relative to them. */
export interface MethodPageHistory {
  history: DaemonHistory;
  release: SiteRelease;
  method: SiteMethod;
  rpc: ElementNotes;
  /** Read by each row's constructor (message-views.ts, rest-placement-views.ts). */
  row: RowHistory;
}

/** The RPC's notes, and a row's notes (each element's once, however many rows show it). */
export function methodPageHistory(
  site: { baseUrl: string },
  history: DaemonHistory,
  release: SiteRelease,
  method: SiteMethod,
): MethodPageHistory {
  const tag = release.version.tag;
  const rpc = elementNotes(site, release.id, history, 'rpc', method.fullName, tag);
  // Relative to the RPC: what came (or went) with it is said once, on the RPC.
  const rows = new Map<string, ReturnType<RowHistory>>();
  const row: RowHistory = (kind, key) => {
    const id = `${kind} ${key}`;
    let parts = rows.get(id);
    if (!parts)
      rows.set(id, (parts = rowParts(notesBesideRpc(elementNotes(site, release.id, history, kind, key, tag), rpc))));
    return parts;
  };
  return { history, release, method, rpc, row };
}

function rowParts({ notes, has, added }: ElementNotes): Pick<FieldView, 'notes' | 'mark'> {
  return { ...(notes.length > 0 ? { notes } : {}), ...(has ? { mark: { has, added } } : {}) };
}

interface Types {
  request: MessageView;
  response: MessageView;
  nested: MessageView[];
  enums: EnumView[];
  rest: RestRouteView[];
}

/** The RPC's notes and the page's history: its mark, the summary of the page's marked rows, what other releases have. */
export function methodHistory(page: MethodPageHistory, types: Types): MethodHistory {
  const { history, release, method, rpc } = page;
  const messages = [types.request, types.response, ...types.nested];
  const summary = versionSummary(types);
  return {
    notes: rpc.notes,
    history: {
      daemonId: release.id,
      rpc: rpc.has ? { has: rpc.has, added: rpc.added } : null,
      ...(summary ? { summary } : {}),
      removed: removedElements(
        history,
        release.version.tag,
        method.fullName,
        [...new Set(messages.map((m) => m.fullName))],
        types.enums.map((e) => e.fullName),
      ),
    },
  };
}

/** Members of a history by parent (message or enum) and REST bindings by RPC, indexed once per history. */
const members = new WeakMap<
  DaemonHistory,
  { byParent: Map<string, ElementHistory[]>; restByRpc: Map<string, ElementHistory[]> }
>();

function memberIndex(history: DaemonHistory) {
  let found = members.get(history);
  if (!found) {
    const byParent = new Map<string, ElementHistory[]>();
    const restByRpc = new Map<string, ElementHistory[]>();
    for (const element of history.history.elements) {
      if (element.kind === 'field' || element.kind === 'enumValue') {
        const parent = element.key.slice(0, element.key.lastIndexOf('.'));
        byParent.set(parent, [...(byParent.get(parent) ?? []), element]);
      } else if (element.kind === 'rest') {
        const rpcs = new Set((element.meanings ?? []).flatMap((m) => (m.meaning.rpc ?? '').split(' ')));
        for (const rpc of rpcs) restByRpc.set(rpc, [...(restByRpc.get(rpc) ?? []), element]);
      }
    }
    members.set(history, (found = { byParent, restByRpc }));
  }
  return found;
}

/** Fields, enum values and REST bindings of the page's types and RPC that other releases have and the page's release lacks. */
function removedElements(
  history: DaemonHistory,
  tag: string,
  rpc: string,
  messages: string[],
  enums: string[],
): RemovedElement[] {
  const { byParent, restByRpc } = memberIndex(history);
  const chain = lineOfDescent(history.history.releases, tag);
  const lacking = (element: ElementHistory) => !element.tags.includes(tag);
  const removed = (label: string, element: ElementHistory): RemovedElement => ({
    label,
    has: releaseSetOf(history, element) ?? encodeReleaseSet([]),
    removedIn: removedAlong(chain, element),
  });
  return [
    ...(restByRpc.get(rpc) ?? []).filter(lacking).map((e) => removed(`REST binding ${e.key}`, e)),
    ...messages.flatMap((m) =>
      (byParent.get(m) ?? []).filter((e) => e.kind === 'field' && lacking(e)).map((e) => removed(`field ${e.key}`, e)),
    ),
    ...enums.flatMap((m) =>
      (byParent.get(m) ?? [])
        .filter((e) => e.kind === 'enumValue' && lacking(e))
        .map((e) => removed(`enum value ${e.key}`, e)),
    ),
  ];
}

/** The release of the page's line of descent from which on the element is absent (after the newest one there having it), or null. */
function removedAlong(chain: ReturnType<typeof lineOfDescent>, element: ElementHistory): string | null {
  const has = new Set(element.tags);
  const newestWith = chain.findIndex((r) => has.has(r.tag));
  return newestWith > 0 ? chain[newestWith - 1]!.tag : null;
}
