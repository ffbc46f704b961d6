/**
 * The core every reader of Go idioms runs: a named list of small rules, tried in order, the
 * first that recognizes its input answering (markdown-it keeps its parser rules the same way).
 * A rule is one idiom: its name, a Go example of it, and `apply`, which answers for an input
 * written that way and returns null for anything else. A reader (the CLI's inputs in cli/,
 * a daemon's handler checks) keeps one list per kind of question it asks (where a value comes
 * from, what a condition tests), built from the reader-independent rules of src/gofacts/
 * (go-conditions.ts, go-constants.ts) and its own; rules reach the reader's recursion through
 * their input, so no rule file imports the reader that runs it.
 */

/** One Go idiom a reader recognizes. */
export interface GoRule<Input, Answer> {
  /** A short name, unique in its list (tests and traces name a rule by it). */
  name: string;
  /** A Go snippet written this way (the rule's unit test reads it). */
  example: string;
  /** The answer for an input written this way; null when the input is not this idiom. */
  apply: (input: Input) => Answer | null;
}

/** The answer of the first rule that recognizes the input, or null when none does. */
export function firstAnswer<Input, Answer>(rules: readonly GoRule<Input, Answer>[], input: Input): Answer | null {
  for (const rule of rules) {
    const answer = rule.apply(input);
    if (answer !== null) return answer;
  }
  return null;
}

/** The name of the rule that answers for an input (what a reader's test checks a rule's example by), or null. */
export function answeringRule<Input, Answer>(rules: readonly GoRule<Input, Answer>[], input: Input): string | null {
  for (const rule of rules) if (rule.apply(input) !== null) return rule.name;
  return null;
}
