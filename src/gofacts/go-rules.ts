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
  /**
   * A Go snippet written this way, which the rule's unit test reads (test/gofacts/go-rules.test.ts):
   * package-level declarations first (`func`, `const`, `type` and `var x = ...` at the start of a
   * line, up to their closing `}`; `var x T` is a local), then statements of the function read; its
   * last line is the read the rule answers for (an assignment's value, an `if` or `case` condition).
   * Braces left open are closed.
   */
  example: string;
  /** The answer for an input written this way; null when the input is not this idiom. */
  apply: (input: Input) => Answer | null;
}

/** Who is told each rule that answers while a traced reading runs (see `tracingRules`). */
let observer: ((name: string) => void) | null = null;

/** The answer of the first rule that recognizes the input, or null when none does. */
export function firstAnswer<Input, Answer>(rules: readonly GoRule<Input, Answer>[], input: Input): Answer | null {
  for (const rule of rules) {
    const answer = rule.apply(input);
    if (answer === null) continue;
    observer?.(rule.name);
    return answer;
  }
  return null;
}

/**
 * Runs a reading and names the rules that answered in it, in the order they did: where a fact
 * was made (a rule's test checks its example is read by it). Readings do not nest.
 */
export function tracingRules<T>(read: () => T): { result: T; rules: string[] } {
  const rules: string[] = [];
  observer = (name) => rules.push(name);
  try {
    return { result: read(), rules };
  } finally {
    observer = null;
  }
}
