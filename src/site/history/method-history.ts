/**
 * The history parts of a method page: the RPC's release notes, the notes and release sets
 * of its fields, enum values and REST bindings, and what other releases have that the page's
 * release removed (for the reader's version marks).
 */
import { lineOfDescent } from '../../history/release-order.ts';
import type { ElementHistory, ElementKind } from '../../history/history-types.ts';
import { encodeReleaseSet } from '../../shared/release-set.ts';
import type { RemovedElement } from '../../shared/version-marks.ts';
import type {
  EnumValueView,
  EnumView,
  FieldView,
  MessageView,
  PageHistory,
  ReleaseNote,
  RestRouteView,
} from '../page-data.ts';
import type { SiteMethod, SiteRelease } from '../site-api.ts';
import { type ElementNotes, elementNotes, releaseSetOf } from './element-notes.ts';
import { notesBesideRpc, versionSummary } from './page-summary.ts';
import type { DaemonHistory } from './site-histories.ts';

export interface MethodHistory {
  notes: ReleaseNote[];
  history: PageHistory;
}

interface Types {
  request: MessageView;
  response: MessageView;
  nested: MessageView[];
  enums: EnumView[];
  rest: RestRouteView[];
}

/** Adds notes and marks to the page's rows (in place: the views are the page's own) and returns the RPC's. */
export function methodHistory(
  site: { baseUrl: string },
  history: DaemonHistory,
  release: SiteRelease,
  method: SiteMethod,
  types: Types,
): MethodHistory {
  const tag = release.version.tag;
  const rpc = elementNotes(site, release.id, history, 'rpc', method.fullName, tag);
  // Relative to the RPC: what came (or went) with it is said once, on the RPC.
  const notesOf = (kind: ElementKind, key: string) =>
    notesBesideRpc(elementNotes(site, release.id, history, kind, key, tag), rpc);
  const messages = [types.request, types.response, ...types.nested];
  for (const message of messages)
    for (const field of message.fields) decorate(field, notesOf('field', `${message.fullName}.${field.name}`));
  for (const en of types.enums)
    for (const value of en.values) decorate(value, notesOf('enumValue', `${en.fullName}.${value.name}`));
  for (const route of types.rest) decorate(route, notesOf('rest', `${route.method} ${route.path}`));
  const summary = versionSummary(types);
  return {
    notes: rpc.notes,
    history: {
      daemonId: release.id,
      rpc: rpc.has ? { has: rpc.has, added: rpc.added } : null,
      ...(summary ? { summary } : {}),
      removed: removedElements(
        history,
        tag,
        method.fullName,
        [...new Set(messages.map((m) => m.fullName))],
        types.enums.map((e) => e.fullName),
      ),
    },
  };
}

function decorate(row: FieldView | EnumValueView | RestRouteView, notes: ElementNotes): void {
  if (notes.notes.length > 0) row.notes = notes.notes;
  if (notes.has) row.mark = { has: notes.has, added: notes.added };
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
