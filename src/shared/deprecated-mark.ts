/**
 * Whether a field or enum value is deprecated by either form, `option deprecated = true` or a
 * comment starting "Deprecated" (src/proto/comment-deprecation.ts): what pages and exports
 * mark. Its model's `deprecated` is the option alone, which the code samples and the
 * wire-level diff read. Here (shared) so the MCP server, which reads no model, says the same.
 */
export function markedDeprecated(member: { deprecated: boolean; deprecatedInComment: boolean }): boolean {
  return member.deprecated || member.deprecatedInComment;
}
