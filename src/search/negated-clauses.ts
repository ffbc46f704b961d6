/**
 * Clauses a task query writes to rule a page out (no Node or DOM imports): "stop using a
 * watchtower without removing it" does not ask for RemoveTower, "open a channel in one
 * blocking call instead of a stream" not for the streaming RPC. Their words would otherwise
 * count for the pages the reader is ruling out, often as strongly as the words that say
 * what they want (a verb, a title word).
 */

/** A negation that rules out what follows it, to the end of its clause (a comma or a full stop). */
const NEGATED_CLAUSE = /\b(?:without|instead of|rather than|isn't|aren't|don't|doesn't)\b[^,;.?!]*/gi;

/**
 * The query without its negated clauses, except those `meaningful` keeps (a glossary term
 * such as "without streaming" gives a negation a meaning of its own: a call that answers
 * once); the query as it is when they would be all of it.
 */
export function withoutNegatedClauses(text: string, meaningful: (clause: string) => boolean): string {
  const kept = text.replace(NEGATED_CLAUSE, (clause) => (meaningful(clause) ? clause : ' '));
  return kept.trim() === '' ? text : kept;
}
