/**
 * Whether an element's comment deprecates it. Upstream very often deprecates only in prose:
 * "Deprecated, use routerrpc.SendPaymentV2 instead.", "Deprecated. Use commitment_type.",
 * "DEPRECATED: To make the API more consistent, ...". The rule is the comment's first
 * sentence: the element's comment as its page shows it (the leading comment, or the trailing
 * one when it has no leading comment; an RPC's after its CLI line) starts with the word
 * "Deprecated", in any case. A comment that mentions the word later ("... the field is
 * deprecated and ...", "completed. Deprecated by timestamp_ns.") does not count: prose that
 * only mentions deprecation is too varied to read as a mark, and the first-sentence form is
 * what upstream writes when it means one. See docs/how-it-works.md (the API history).
 */

/** True when `description` (a cleaned comment) starts with the word "Deprecated". */
export function commentSaysDeprecated(description: string): boolean {
  return /^deprecated\b/i.test(description.trimStart());
}
