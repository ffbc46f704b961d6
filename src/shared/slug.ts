/**
 * The slug functions every route and anchor uses. Keeping them in one place is what makes
 * links and the ids they point at agree.
 */

/**
 * kebab-case for proto identifiers: GetInfo -> get-info, SendPaymentV2 -> send-payment-v2,
 * RegisterRPCMiddleware -> register-rpc-middleware, ListMacaroonIDs -> list-macaroon-ids,
 * MuSig2Sign -> mu-sig2-sign. Digits stay with the word before them; an acronym ends
 * before a capital that starts a lowercase word; a plural "s" stays with its acronym.
 */
export function kebabCase(identifier: string): string {
  const words =
    identifier.match(/[A-Z]+s(?=[A-Z]|[^a-zA-Z]|$)|[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+\d*|[A-Z]+\d*|\d+/g) ?? [];
  return words.map((w) => w.toLowerCase()).join('-');
}

/**
 * Anchor id for a heading or table row: lowercase, runs of anything but letters, digits,
 * "." and "_" become "-" (dots kept so lnrpc.GetInfoRequest stays readable).
 */
export function anchorId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9._]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
