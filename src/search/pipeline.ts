/**
 * The English language processing of the index, shared by build and query. elasticlunr's
 * pipeline is its trimmer and Porter stemmer (remembered per word, registered under its
 * own name so a loaded index finds the same function). English stop words are dropped from
 * running text when it is tokenised (src/search/search-documents.ts), not in the pipeline:
 * names keep every word, so an RPC called `Where` or `GetInfo` is found by its words, and
 * a query's stop words then only meet names.
 */
import elasticlunr from './elasticlunr.ts';
import { nounStem } from './word-forms.ts';

const STOP_WORDS = new Set(Object.keys(elasticlunr.defaultStopWords).filter((w) => w !== ''));

/** True for English stop words ("the", "of", "get"), elasticlunr's list. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

const stems = new Map<string, string>();
/** A bound for long-running processes that stem without building indexes (the query side). */
const STEM_CACHE_SIZE = 100_000;

/** Forgets the stems computed so far (at the end of an index build, so `apidocs dev` keeps none between rebuilds). */
export function clearStemCache(): void {
  stems.clear();
}

/**
 * elasticlunr's Porter stemmer, remembered per word: a build stems the same words thousands
 * of times. An empty token (an empty field, or one the trimmer emptied) is dropped.
 */
export function stemmer(token: string): string | undefined {
  if (token === '') return undefined;
  let stem = stems.get(token);
  if (stem === undefined) {
    stem = nounStem(token) ?? elasticlunr.stemmer(token);
    if (stems.size >= STEM_CACHE_SIZE) stems.clear();
    stems.set(token, stem);
  }
  return stem;
}

const STEMMER_LABEL = 'apidocsStemmer';
if (!elasticlunr.Pipeline.getRegisteredFunction(STEMMER_LABEL))
  elasticlunr.Pipeline.registerFunction(stemmer, STEMMER_LABEL);

/** A new pipeline of the search index: trimmer, stemmer. */
export function searchPipeline(): elasticlunr.Pipeline {
  const pipeline = new elasticlunr.Pipeline();
  pipeline.add(elasticlunr.trimmer, stemmer);
  return pipeline;
}

/** A token as the index stores it (trimmed, stemmed), or null when nothing is left. */
export function indexedForm(token: string): string | null {
  return stemmer(elasticlunr.trimmer(token.toLowerCase())) ?? null;
}
