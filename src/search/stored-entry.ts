/**
 * An index entry as the search files store it (shared by build and browser; no Node imports).
 * The dropdown file is what a reader downloads before the first result, so its documents
 * leave out every field a loader can work out again:
 *
 * - `i`: the entry's documents have consecutive ids; the entry stores the first (`first`);
 * - `y`: a document with a URL is a page (0), one without is a heading (1); only the
 *   exceptions (content documents, 2) keep it;
 * - `h` of a heading: a field's or enum value's anchor is its message's full name and its
 *   name, lowercased and joined by `-`, a message's its full name lowercased: kept only
 *   where the page's anchor differs;
 * - `h` and `s` of an error document ("errors", "Errors": the Errors section it lists).
 *
 * Unpacking gives back the documents exactly (test/search/stored-entry.test.ts round-trips
 * hand-made cases and every entry of the fixture site; the real relevance tests read the
 * real site's stored files); on the real site this takes about a sixth off the dropdown
 * file's gzip size.
 */
import type { LoadedEntry, SearchDocument, StoredDocument, StoredEntry } from './search-types.ts';

const ERROR_SECTION = { h: 'errors', s: 'Errors' } as const;

/** The anchor a heading document has unless stored: see the module comment. */
function derivedAnchor(doc: { t: string; s?: string }): string {
  return (doc.s === undefined ? doc.t : `${doc.s}-${doc.t}`).toLowerCase();
}

function defaultType(doc: { u?: string }): SearchDocument['y'] {
  return doc.u === undefined ? 1 : 0;
}

/** The stored form of an entry whose documents have consecutive ids. */
export function storeEntry(entry: LoadedEntry): StoredEntry {
  const first = entry.documents[0]?.i ?? 0;
  const documents = entry.documents.map((doc, position): StoredDocument => {
    if (doc.i !== first + position) throw new Error(`Internal error: search document ${doc.i} is out of order`);
    const { i: _id, ...out }: StoredDocument & Pick<SearchDocument, 'i'> = doc;
    if (doc.y === defaultType(doc)) delete out.y;
    if (doc.k === 'error' && doc.h === ERROR_SECTION.h && doc.s === ERROR_SECTION.s) {
      delete out.h;
      delete out.s;
    } else if (doc.y === 1 && doc.h !== undefined && doc.h === derivedAnchor(doc)) delete out.h;
    else if (doc.y === 1 && doc.h === undefined)
      throw new Error(`Internal error: heading document ${doc.i} has no anchor`);
    return out;
  });
  return { ...entry, first, documents };
}

/** The documents of a stored entry as the engine reads them. */
export function loadStoredEntry(stored: StoredEntry): LoadedEntry {
  const { first, ...entry } = stored;
  const documents = stored.documents.map((doc, position): SearchDocument => {
    const y = doc.y ?? defaultType(doc);
    const loaded: SearchDocument = { i: first + position, ...doc, y };
    if (loaded.k === 'error' && loaded.h === undefined) Object.assign(loaded, ERROR_SECTION);
    else if (y === 1 && loaded.h === undefined) loaded.h = derivedAnchor(loaded);
    return loaded;
  });
  return { ...entry, documents };
}
