/**
 * The three ways the daemons' APIs take bytes, converted into one another: hex (the CLIs
 * and most tools), standard base64 (REST JSON bodies) and base64url with padding (REST
 * paths and query strings: grpc-gateway decodes them with Go's padded decoders, so the
 * unpadded form Node's 'base64url' encoding produces is refused). Used by the in-page
 * converter, so it runs in the browser without Buffer.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export type BytesEncoding = 'hex' | 'base64' | 'base64url';

/** Bytes from hex (spaces and a 0x prefix allowed), or an error message. */
export function fromHex(text: string): Uint8Array | string {
  const clean = text.replace(/\s+/g, '').replace(/^0x/i, '');
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(clean)) return 'Hex has an even number of the digits 0-9 and a-f.';
  return Uint8Array.from(clean.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

/** Bytes from base64 or base64url, padded or not, or an error message. */
export function fromBase64(text: string): Uint8Array | string {
  const clean = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.replace(/=+$/, '').length % 4 === 1)
    return 'Base64 uses A-Z, a-z, 0-9, + and / (or - and _), with at most two = at the end.';
  const body = clean.replace(/=+$/, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of body) {
    value = (value << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** Lower-case hex. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Standard base64 with padding (REST JSON bodies). */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63]!;
    out += c === undefined ? '=' : ALPHABET[n & 63]!;
  }
  return out;
}

/** base64url with padding (REST paths and query strings). */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_');
}

/** What the text probably is: hex when it can be, base64url when it has - or _, base64 otherwise. */
export function guessEncoding(text: string): BytesEncoding {
  const clean = text.replace(/\s+/g, '').replace(/^0x/i, '');
  if (/^(?:[0-9a-fA-F]{2})+$/.test(clean)) return 'hex';
  return /[-_]/.test(clean) ? 'base64url' : 'base64';
}

/** Decodes text in an encoding. */
export function decodeBytes(text: string, encoding: BytesEncoding): Uint8Array | string {
  return encoding === 'hex' ? fromHex(text) : fromBase64(text);
}
