/**
 * Builds the search index entries from the search documents: elasticlunr's tokenizer and
 * the English pipeline of src/search/pipeline.ts turn each field into tokens, counted into
 * elasticlunr's postings (tf = sqrt(count)) and field lengths, exactly as
 * `elasticlunr.Index.addDoc` does, and written in the compact form. Building elasticlunr's
 * in-memory trie only to walk it again took most of the search phase, so the postings are
 * counted directly; test/search/compact-index.test.ts checks that the result loads into an
 * index scoring every query exactly like one built with `addDoc`.
 */
import elasticlunr from './elasticlunr.ts';
import { PostingsWriter } from './compact-index.ts';
import { searchPipeline } from './pipeline.ts';
import { CONTENT_FIELDS, PAGE_FIELDS } from './search-config.ts';
import type { IndexedDocument, SearchCorpus } from './search-documents.ts';
import type { CompactIndex, IndexedFields, LoadedEntry } from './search-types.ts';

/** A real elasticlunr index of documents over the given fields (documents not stored). */
export function elasticlunrIndex<F extends string>(
  fields: readonly F[],
  documents: IndexedDocument<F>[],
): elasticlunr.Index<IndexedFields> {
  const index = elasticlunr<IndexedFields>(function () {
    this.setRef('i');
    for (const field of fields) this.addField(field);
    this.saveDocument(false);
  });
  index.pipeline = searchPipeline();
  for (const { doc, fields: values } of documents) index.addDoc({ ...values, i: doc.i }, false);
  return index;
}

/** The compact index of documents over the given fields, counted as elasticlunr's addDoc counts. */
export function compactEntryIndex<F extends string>(
  fields: readonly F[],
  documents: IndexedDocument<F>[],
): CompactIndex {
  const pipeline = searchPipeline();
  // The pipeline treats each token on its own, so its result is remembered per token.
  // ("" stands for a token the pipeline drops.)
  const processed = new Map<string, string>();
  const run = (token: string) => {
    let result = processed.get(token);
    if (result === undefined) {
      result = pipeline.run([token])[0] ?? '';
      processed.set(token, result);
    }
    return result;
  };
  const counts = new Map<string, number>();
  const compact: CompactIndex = {
    version: elasticlunr.version,
    fields: [...fields],
    pipeline: pipeline.toJSON(),
    lengths: {},
    postings: {},
  };
  for (const field of fields) {
    const lengths: number[] = [];
    const postings = new PostingsWriter();
    documents.forEach(({ fields: values }, position) => {
      let length = 0;
      counts.clear();
      for (const raw of elasticlunr.tokenizer(values[field])) {
        const token = run(raw);
        if (token === '') continue;
        length += 1;
        counts.set(token, (counts.get(token) ?? 0) + 1);
      }
      lengths.push(length);
      for (const [token, count] of counts) postings.add(token, position, count);
    });
    compact.lengths[field] = lengths;
    compact.postings[field] = postings.encoded();
  }
  return compact;
}

/** One entry: its documents and their compact index. */
function entry<F extends string>(
  name: LoadedEntry['name'],
  fields: readonly F[],
  documents: IndexedDocument<F>[],
): LoadedEntry {
  return { name, documents: documents.map((d) => d.doc), index: compactEntryIndex(fields, documents) };
}

/** The pages entry (pages and headings, with the daemons) and the contents entry of a corpus. */
export function buildEntries(corpus: SearchCorpus): { pages: LoadedEntry; contents: LoadedEntry } {
  return {
    pages: {
      ...entry('pages', Object.keys(PAGE_FIELDS) as (keyof typeof PAGE_FIELDS)[], corpus.pages),
      daemons: corpus.daemons,
    },
    contents: entry('contents', Object.keys(CONTENT_FIELDS) as (keyof typeof CONTENT_FIELDS)[], corpus.contents),
  };
}
