/**
 * Reads the successor a deprecation comment names: "Deprecated, use routerrpc.SendPaymentV2."
 * gives `routerrpc.SendPaymentV2`, "Deprecated, use value_sat or value_msat." both fields,
 * "Deprecated by timestamp_ns." `timestamp_ns`. Upstream writes these sentences by hand in a
 * dozen shapes, so the reader is careful in two ways: it reads only the sentence that says
 * "deprecated", and it returns *candidates*: words in a successor's place that look like
 * names. A caller keeps a candidate only when it names an element of the release (a plain
 * word such as "explicit" in "use explicit order duration from ..." names none), so prose
 * never becomes a successor. Pure; no comment text leaves it except the names it returns.
 */

/** What a deprecation comment says about its successor. */
export interface CommentSuccessor {
  /** Candidate names in the order written: `routerrpc.SendPaymentV2`, `sat_per_vbyte`. */
  names: string[];
  /** The deprecation sentence, whitespace folded (for tests and warnings; never rendered). */
  sentence: string;
}

/** An identifier, optionally package-qualified: routerrpc.SendPaymentV2. */
const ID = String.raw`[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*`;
/** One name, bare or wholly in backticks or quotes (`litcli update credit` is a command, not a name). */
const NAME = String.raw`(?:\`${ID}\`|'${ID}'|"${ID}"|${ID}\b)`;
/** Names joined by "or" or commas: "value_sat or value_msat" ("and" usually starts a clause: "X and will be removed"). */
const NAMES = String.raw`${NAME}(?:\s*(?:,\s*(?:or\s+)?|\s+or\s+)${NAME})*`;

/** The sentence shapes that put a successor after them, each capturing the names. */
const SUCCESSOR_SHAPES: readonly RegExp[] = [
  // "use X", "use the X field", "use the new X RPC", "Use X instead"
  new RegExp(String.raw`\buse\s+(?:the\s+)?(?:new\s+)?(${NAMES})`, 'i'),
  // "Deprecated by X", "replaced by X", "superseded by X", "in favour of X"
  new RegExp(String.raw`\b(?:deprecated|replaced|superseded)\s+by\s+(?:the\s+)?(${NAMES})`, 'i'),
  new RegExp(String.raw`\bin\s+favou?r\s+of\s+(?:the\s+)?(${NAMES})`, 'i'),
  // "the X field should be used instead"
  new RegExp(String.raw`\bthe\s+(${NAME})\s+field\s+should\s+be\s+used`, 'i'),
  // "now incorporated in the X field"
  new RegExp(String.raw`\bincorporated\s+in(?:to)?\s+the\s+(${NAME})\s+field`, 'i'),
  // "Deprecated alias for TAPROOT"
  new RegExp(String.raw`\balias\s+(?:for|of)\s+(${NAME})`, 'i'),
];

/** Words the shapes can capture that are English, not names (a name never is one of these). */
const NOT_NAMES = new Set([
  'the',
  'a',
  'an',
  'it',
  'this',
  'that',
  'instead',
  'new',
  'field',
  'rpc',
  'of',
  'or',
  'and',
]);

/**
 * The deprecation sentence of a comment and the successor names it gives, or null when the
 * comment has no sentence saying "deprecated". `names` is empty when the sentence names none
 * ("Deprecated. The CSV delay ...", "Deprecated now that the REST gateway ...").
 */
export function readCommentSuccessor(comment: string): CommentSuccessor | null {
  const sentence = deprecationSentence(comment);
  if (sentence === null) return null;
  for (const shape of SUCCESSOR_SHAPES) {
    const match = shape.exec(sentence);
    if (!match) continue;
    const names = splitNames(match[1]!);
    if (names.length > 0) return { names, sentence };
  }
  return { names: [], sentence };
}

/**
 * The sentence that holds the first "deprecated": from that word's sentence start to the
 * next full stop, "!" or ";" followed by a space or the end (a dot between two letters is
 * part of a name: routerrpc.SendPaymentV2), plus the sentence after it when that one starts
 * with "Use" ("Deprecated. Use commitment_type").
 */
function deprecationSentence(comment: string): string | null {
  const text = comment.replace(/\s+/g, ' ').trim();
  const at = text.search(/\bdeprecated\b/i);
  if (at < 0) return null;
  const start = Math.max(0, ...[...text.slice(0, at).matchAll(/[.!;:] /g)].map((m) => m.index! + 2));
  const first = sentenceEnd(text, at);
  let end = first;
  if (/^\s*use\b/i.test(text.slice(first))) end = sentenceEnd(text, first + 1);
  return text.slice(start, end).trim();
}

/** The index just after the sentence that contains `from`. */
function sentenceEnd(text: string, from: number): number {
  const end = /[.!;](?=\s|$)/g;
  end.lastIndex = from;
  const match = end.exec(text);
  return match ? match.index + 1 : text.length;
}

/** The names of a captured list, unquoted, English words dropped. */
function splitNames(list: string): string[] {
  return list
    .split(/\s*,\s*(?:or\s+)?|\s+or\s+/)
    .map((name) => name.replace(/^[`'"]|[`'"]$/g, ''))
    .filter((name) => name !== '' && !NOT_NAMES.has(name.toLowerCase()));
}
