/**
 * What a method page says once about the reader's release, instead of on every row: the
 * fields, enum values and REST bindings that came or went with the RPC carry no badge and no
 * mark of their own (the RPC's says it), and the fields of the request and of the response
 * that not every release of the RPC has are listed for the summary at the top of the page
 * ("3 fields of this request are not in your v0.17.5-beta"), which the browser fills in for
 * the reader's release (src/client/version-summary.ts).
 */
import { releaseSetIndexes } from '../../shared/release-set.ts';
import type { MessageView, ReleaseNote, VersionSummaryField, VersionSummaryView } from '../page-data.ts';
import type { ElementNotes } from './element-notes.ts';

/** True when set `has` holds every release of set `of`. */
function holdsAll(has: string, of: string): boolean {
  const held = new Set(releaseSetIndexes(has));
  return releaseSetIndexes(of).every((index) => held.has(index));
}

/** The same kind and release: a backport of the element outside the RPC's releases is no matter on the RPC's page. */
function sameNote(a: ReleaseNote, b: ReleaseNote): boolean {
  return a.kind === b.kind && a.tag === b.tag && a.byComment === b.byComment;
}

/**
 * An element's notes on its RPC's page, relative to the RPC's: a note the RPC has too ("Added
 * in v0.21.2-beta" for a field that came with it) is left out, and so is the mark of an
 * element every release having the RPC has (a reader with the RPC has it; one without is told
 * on the RPC).
 */
export function notesBesideRpc(notes: ElementNotes, rpc: ElementNotes): ElementNotes {
  const own = notes.notes.filter((note) => note.kind === 'changed' || !rpc.notes.some((r) => sameNote(r, note)));
  const has = notes.has && rpc.has && holdsAll(notes.has, rpc.has) ? null : notes.has;
  return { notes: own, has, added: has ? notes.added : null };
}

/** The marked fields of a message and of the messages it holds (each message once), with their dotted paths. */
function markedFields(
  message: MessageView,
  nested: ReadonlyMap<string, MessageView>,
  prefix: string,
  seen: Set<string>,
): VersionSummaryField[] {
  seen.add(message.fullName);
  return message.fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const own: VersionSummaryField[] = field.mark ? [{ path, anchor: field.anchor, has: field.mark.has }] : [];
    const inner = nested.get(field.grpcType.name);
    return inner && !seen.has(inner.fullName) ? [...own, ...markedFields(inner, nested, `${path}.`, seen)] : own;
  });
}

/** The page's marked request and response fields, or null when every release having the RPC has them all. */
export function versionSummary(types: {
  request: MessageView;
  response: MessageView;
  nested: MessageView[];
}): VersionSummaryView | null {
  const nested = new Map(types.nested.map((m) => [m.fullName, m]));
  const request = markedFields(types.request, nested, '', new Set());
  const response =
    types.response.fullName === types.request.fullName ? [] : markedFields(types.response, nested, '', new Set());
  return request.length + response.length > 0 ? { request, response } : null;
}
