/**
 * When the diff says an RPC, field or enum value became deprecated. Two marks deprecate an
 * element: `option deprecated = true`, and its comment starting "Deprecated"
 * (src/proto/comment-deprecation.ts). The option appearing is a deprecation; the comment
 * starting to say it is one too, said as the comment's ("field deprecated by its comment"),
 * unless the option marks the element on either side (then the option's change speaks).
 */

/** The deprecation marks of an element in one release. */
export interface DeprecationMarks {
  option: boolean;
  comment: boolean;
}

/** How the element became deprecated from `before` to `after`, or null when it did not. */
export function newDeprecation(before: DeprecationMarks, after: DeprecationMarks): 'option' | 'comment' | null {
  if (after.option && !before.option) return 'option';
  if (after.comment && !before.comment && !before.option && !after.option) return 'comment';
  return null;
}

/** The `inComment` fact of a deprecation change: present only when the comment alone deprecates it. */
export function inCommentFact(by: 'option' | 'comment'): { inComment?: true } {
  return by === 'comment' ? { inComment: true } : {};
}
