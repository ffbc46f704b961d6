/**
 * The reader's macaroon for "Try it": held in this module's memory only, never in
 * localStorage, sessionStorage, IndexedDB, a cookie or the URL. It lives as long as the tab's
 * page (client-side navigation keeps it, so a reader pastes it once per tab and node) and
 * is gone on a reload, on "Forget the macaroon", or when the node it was entered for changes.
 */
let held: { hex: string; node: string } | null = null;

/** The macaroon entered for `node`, or "" (another node's is never handed out). */
export function macaroonFor(node: string): string {
  return held && held.node === node ? held.hex : '';
}

/** Keeps a macaroon for the node it was entered for ("" forgets it). */
export function holdMacaroon(hex: string, node: string): void {
  held = hex ? { hex, node } : null;
}

export function forgetMacaroon(): void {
  held = null;
}

/** Why pasted text is not a macaroon, or null: hex, as `xxd -ps -u -c 1000` prints it. */
export function macaroonProblem(hex: string): string | null {
  if (hex === '') return null;
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex))
    return 'A macaroon is pasted as hex: xxd -ps -u -c 1000 <file>.macaroon prints it.';
  return null;
}
