/** One entry of the Lightning glossary (src/search/glossary.ts). */
export interface GlossaryEntry {
  /** What developers type (lower case; a phrase matches consecutive words). */
  terms: string[];
  /** Words the API uses for the same thing, searched besides the typed words. */
  means: string[];
  /** Why the terms mean this, in one checkable sentence. */
  fact: string;
}
