/**
 * elasticlunr's index in a compact form (shared by build and browser; no Node imports).
 * elasticlunr serializes its inverted index as a character trie where every node repeats
 * `{"docs":{},"df":0}`, and loading it rebuilds thousands of objects; the compact form
 * keeps, per field, each token's postings (document position and count) and each
 * document's field length. Loading gives a real elasticlunr Index (its pipeline, search,
 * scoring and configuration) whose inverted index and document store read the compact data
 * through elasticlunr's own interface. test/search/compact-index.test.ts checks every
 * score against an index built with elasticlunr's addDoc.
 */
import elasticlunr from './elasticlunr.ts';
// Registers the pipeline's stop word filter, which loading looks up by name.
import './pipeline.ts';
import type { CompactIndex, IndexedFields } from './search-types.ts';

/** A trie node of elasticlunr's serialized inverted index. */
interface TrieNode {
  docs: Record<string, { tf: number }>;
  df: number;
  [char: string]: TrieNode | TrieNode['docs'] | number;
}

/** Every token of a serialized trie with its postings, depth first. */
function trieTokens(
  node: TrieNode,
  prefix: string,
  out: [string, TrieNode['docs']][] = [],
): [string, TrieNode['docs']][] {
  if (node.df > 0) out.push([prefix, node.docs]);
  for (const key in node) {
    if (key !== 'docs' && key !== 'df') trieTokens(node[key] as TrieNode, prefix + key, out);
  }
  return out;
}

/**
 * Postings in the compact encoding, added in increasing document position: per token, the
 * delta from its previous document (the first counted from -1), negated and followed by
 * the count when the token occurs more than once.
 */
export class PostingsWriter {
  private readonly lists = new Map<string, { list: number[]; last: number }>();

  /** Records that `token` occurs `count` times in the document at `position`. */
  add(token: string, position: number, count: number): void {
    let entry = this.lists.get(token);
    if (!entry) {
      entry = { list: [], last: -1 };
      this.lists.set(token, entry);
    }
    const delta = position - entry.last;
    if (delta <= 0) throw new Error(`Internal error: postings of "${token}" added out of document order`);
    entry.last = position;
    if (count > 1) entry.list.push(-delta, count);
    else entry.list.push(delta);
  }

  /** The postings by token. */
  encoded(): Record<string, number[]> {
    // No prototype: a token such as "constructor" is an ordinary key.
    const encoded: Record<string, number[]> = Object.create(null);
    for (const [token, { list }] of this.lists) encoded[token] = list;
    return encoded;
  }
}

/** Postings of each token ([document position, count] pairs, any order) in the compact encoding. */
export function encodePostings(postings: Iterable<[string, [number, number][]]>): Record<string, number[]> {
  const writer = new PostingsWriter();
  for (const [token, entries] of postings) {
    for (const [position, count] of [...entries].sort((a, b) => a[0] - b[0])) writer.add(token, position, count);
  }
  return writer.encoded();
}

/** The compact form of a built elasticlunr index whose refs are `refs` (in the entry's document order). */
export function compactIndex(index: elasticlunr.Index<IndexedFields>, refs: number[]): CompactIndex {
  const json = index.toJSON();
  const position = new Map(refs.map((ref, i) => [String(ref), i]));
  const fields = json.fields.map(String);
  const compact: CompactIndex = { version: json.version, fields, pipeline: json.pipeline, lengths: {}, postings: {} };
  for (const field of fields) {
    compact.lengths[field] = refs.map((ref) => (json.documentStore.docInfo[ref] as Record<string, number>)[field] ?? 0);
    const root = (json.index as unknown as Record<string, { root: TrieNode }>)[field]!.root;
    compact.postings[field] = encodePostings(
      trieTokens(root, '').map(([token, docs]) => [
        token,
        Object.keys(docs).map((ref) => [position.get(ref)!, Math.round(docs[ref]!.tf ** 2)] as [number, number]),
      ]),
    );
  }
  return compact;
}

/** A document position's postings decoded: ref -> { tf } as elasticlunr keeps them. */
type Docs = Record<string, { tf: number }>;

/** A token's postings as arrays: document positions in the entry and term frequencies (sqrt of counts). */
export interface PostingList {
  positions: Int32Array;
  tfs: Float64Array;
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * elasticlunr's inverted index over compact postings: the same answers as the character
 * trie elasticlunr builds (exact tokens' docs, document frequency, term frequency, prefix
 * expansion), read from the postings as queries need them instead of building thousands of
 * trie nodes on load.
 */
export class CompactInvertedIndex extends elasticlunr.InvertedIndex {
  private readonly tokens: string[];
  private readonly decoded = new Map<string, Docs>();
  private readonly lists = new Map<string, PostingList>();

  constructor(
    private readonly postings: Record<string, number[]>,
    private readonly refs: number[],
  ) {
    super();
    this.tokens = Object.keys(postings).sort();
  }

  override getDocs(token: string): Docs {
    if (!hasOwn(this.postings, token)) return {};
    let docs = this.decoded.get(token);
    if (!docs) {
      docs = {};
      const encoded = this.postings[token]!;
      let at = -1;
      for (let k = 0; k < encoded.length; k++) {
        const value = encoded[k]!;
        const count = value < 0 ? encoded[++k]! : 1;
        at += Math.abs(value);
        docs[this.refs[at]!] = { tf: Math.sqrt(count) };
      }
      this.decoded.set(token, docs);
    }
    return docs;
  }

  /** A token's postings as arrays (empty for a token not indexed); what search scoring reads. */
  postingList(token: string): PostingList {
    let list = this.lists.get(token);
    if (!list) {
      const encoded = hasOwn(this.postings, token) ? this.postings[token]! : [];
      const positions: number[] = [];
      const tfs: number[] = [];
      let at = -1;
      for (let k = 0; k < encoded.length; k++) {
        const value = encoded[k]!;
        const count = value < 0 ? encoded[++k]! : 1;
        at += Math.abs(value);
        positions.push(at);
        tfs.push(Math.sqrt(count));
      }
      list = { positions: Int32Array.from(positions), tfs: Float64Array.from(tfs) };
      this.lists.set(token, list);
    }
    return list;
  }

  override getDocFreq(token: string): number {
    if (!hasOwn(this.postings, token)) return 0;
    const encoded = this.postings[token]!;
    let count = 0;
    for (let k = 0; k < encoded.length; k++, count++) if (encoded[k]! < 0) k++;
    return count;
  }

  override getTermFrequency(token: string, docRef: string | number): number {
    return this.getDocs(token)[docRef]?.tf ?? 0;
  }

  override hasToken(token: string): boolean {
    return this.expandToken(token).length > 0;
  }

  /** Indexed tokens starting with `token` (the token itself when indexed). */
  override expandToken(token: string): string[] {
    if (!token) return [];
    let low = 0;
    let high = this.tokens.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.tokens[mid]! < token) low = mid + 1;
      else high = mid;
    }
    const expanded: string[] = [];
    for (let k = low; k < this.tokens.length && this.tokens[k]!.startsWith(token); k++) expanded.push(this.tokens[k]!);
    return expanded;
  }
}

/**
 * elasticlunr's document store over compact field lengths (documents are not stored).
 * An entry's refs are consecutive ids, so a ref's position is arithmetic: scoring asks for
 * a field length once per matching document and token.
 */
export class CompactDocumentStore extends elasticlunr.DocumentStore<IndexedFields> {
  private readonly first: number;

  constructor(
    private readonly refs: number[],
    private readonly lengths: Record<string, number[]>,
  ) {
    super(false);
    this.first = refs[0] ?? 0;
    if (refs.some((ref, i) => ref !== this.first + i))
      throw new Error('Internal error: search index refs must be consecutive ids');
    (this as unknown as { length: number }).length = refs.length;
  }

  private position(docRef: string | number): number {
    const position = Number(docRef) - this.first;
    return Number.isInteger(position) && position >= 0 && position < this.refs.length ? position : -1;
  }

  override hasDoc(docRef: string | number): boolean {
    return this.position(docRef) >= 0;
  }

  override getFieldLength(docRef: string | number, fieldName: string): number {
    const position = this.position(docRef);
    return position < 0 ? 0 : (this.lengths[fieldName]?.[position] ?? 0);
  }

  /** The number of documents. */
  get size(): number {
    return this.refs.length;
  }

  /** The field lengths of a field, by document position. */
  fieldLengths(fieldName: string): number[] {
    return this.lengths[fieldName] ?? [];
  }
}

/** An elasticlunr index over a compact index; `refs` are the entry's document ids in order. */
export function loadCompactIndex(compact: CompactIndex, refs: number[]): elasticlunr.Index<IndexedFields> {
  const index = elasticlunr<IndexedFields>(function () {
    this.setRef('i');
    for (const field of compact.fields) this.addField(field);
    this.saveDocument(false);
  });
  index.pipeline = elasticlunr.Pipeline.load(compact.pipeline);
  index.documentStore = new CompactDocumentStore(refs, compact.lengths);
  for (const field of compact.fields)
    (index.index as Record<string, elasticlunr.InvertedIndex>)[field] = new CompactInvertedIndex(
      compact.postings[field]!,
      refs,
    );
  return index;
}
