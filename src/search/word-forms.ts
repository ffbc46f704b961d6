/**
 * Light stemming for queries (no Node imports): the forms of a word that share its root,
 * so "pay" also finds "payment" and "paying", "payment" finds "pay". The index's Porter
 * stemmer already folds plurals and most verb endings ("invoices", "closing"), but not the
 * derivations names are made of ("payment" stays "payment", "pay" becomes "pai"); the
 * query side tries these forms against the index's vocabulary instead of re-stemming it.
 */

/**
 * Endings a root takes in API names and prose, for the same action or thing. Not "-er":
 * a signer or a listener is another thing than signing or listening.
 */
const SUFFIXES = ['s', 'es', 'ed', 'ing', 'ment', 'ments', 'ion', 'ions'];

/** Shortest root an ending may be cut down to. */
const MIN_ROOT = 3;

/**
 * Nouns whose endings do not make them their verb's forms, with the one root both stemmers
 * give them: the Porter stemmer (the index's, src/search/pipeline.ts) would make "settings"
 * the API verb "set", and wordRoots "setting" too; "what are my autoloop settings" would then
 * ask for SetLiquidityParams, whose name says "set", rather than for GetLiquidityParams.
 */
const NOUN_STEMS: Record<string, string> = { setting: 'setting', settings: 'setting' };

/** The stem of such a noun, or null for any other word. */
export function nounStem(word: string): string | null {
  return Object.hasOwn(NOUN_STEMS, word) ? NOUN_STEMS[word]! : null;
}

/** The roots a word may come from: itself, and itself without an ending ("paying" -> "pay"; "closing" -> "clos", "close"; "stopped" -> "stop"). */
export function wordRoots(word: string): string[] {
  const noun = nounStem(word);
  if (noun !== null) return [...new Set([word, noun])];
  const roots = new Set([word]);
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < MIN_ROOT) continue;
    const root = word.slice(0, -suffix.length);
    roots.add(root);
    roots.add(`${root}e`);
    // A doubled final consonant: "stopped" -> "stop".
    if (root.length > MIN_ROOT && root.at(-1) === root.at(-2) && !/[aeiou]/.test(root.at(-1)!))
      roots.add(root.slice(0, -1));
  }
  return [...roots];
}

/** Every form of a word: its roots, and each root with each ending ("pay" -> "pays", "payment", "paying", ...). */
export function wordForms(word: string): string[] {
  const forms = new Set<string>();
  for (const root of wordRoots(word)) {
    forms.add(root);
    for (const suffix of SUFFIXES) forms.add(root + suffix);
  }
  forms.delete(word);
  return [...forms];
}
