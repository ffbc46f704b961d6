/**
 * A pasted error, made searchable (no Node or DOM imports: the browser runs it too): the
 * REST gateway's body `{"code":2,"message":"...","details":[]}` is unwrapped, gRPC's
 * `rpc error: code = X desc = ` and a CLI's `[lncli] ` are dropped, and the values the
 * daemon filled in (pubkeys, hashes, addresses, invoices, amounts, dates, hosts) are taken
 * out, so the words left are the message's template.
 */

export interface NormalisedError {
  /** The text to search: the message's words. */
  query: string;
  /** True when the text was wrapped as an error (gRPC prefix, CLI tag, REST body). */
  wrapped: boolean;
  /** The message alone (no CLI tag, no values taken out): what catalogue patterns match. */
  message: string;
}

/** A CLI's tag (`[lncli] `): its name says which daemon answered. */
const CLI_TAG = /^\s*\[([\w-]+)\]\s*/;
/** A program's own words before gRPC's prefix (`frcli closereport: rpc error: ...`): its first word is the CLI. */
const COMMAND_PREFIX = /^\s*([\w-]+)(?:\s+[\w-]+){0,3}:\s*(?=rpc error:)/i;
/** gRPC's status prefix, and grpc-js's `Error: 2 UNKNOWN: ` (each optional, in this order). */
const PREFIX = /^\s*(?:error:\s*)?(?:\d{1,2} [A-Z_]+:\s*)?(?:rpc error:\s*)?(?:code\s*=\s*\w+\s*)?(?:desc\s*=\s*)?/i;
/** The REST gateway's body: the message is its "message" string. */
const REST_BODY = /^\s*\{\s*"code"\s*:\s*\d+\s*,\s*"message"\s*:\s*("(?:[^"\\]|\\.)*")/;

/** Run-time values that are never words of a query, each replaced by a space. */
const VALUES: readonly RegExp[] = [
  /\b(?:lnbc|lntb|lnbcrt|lntbs|lnsb)[0-9a-z]{20,}\b/gi, // BOLT 11 invoices
  /\b(?:bc1|tb1|bcrt1)[0-9a-z]{8,}\b/gi, // bech32 addresses
  /\b[0-9a-f]{66}@[\w.-]+(?::\d+)?/gi, // pubkey@host:port
  /\b[0-9a-f]{16,}(?::\d+)?\b/gi, // pubkeys, hashes, txids, outpoints
  /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g, // dates and times
];

/** Values only a wrapped error holds for sure (a query "added in 0.18" means its number). */
const WRAPPED_VALUES: readonly RegExp[] = [
  /\b(?:localhost|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?\b/gi, // hosts
  /\b\d+(?:\.\d+)?(?:\s?(?:sat|sats|msat|btc|vb|vbyte|kw|s|ms))?\b/gi, // amounts and counts
];

/** The message of a pasted error, without its wrapping and values. */
export function normalisePastedError(pasted: string): NormalisedError {
  let text = pasted.trim();
  let wrapped = false;
  const tag = CLI_TAG.exec(text) ?? COMMAND_PREFIX.exec(text);
  if (tag) {
    text = text.slice(tag[0].length);
    wrapped = true;
  }
  // Python's grpc error: `status = StatusCode.UNKNOWN details = "..."`.
  const details = /\bdetails\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(text);
  if (details) {
    text = details[1]!;
    wrapped = true;
  }
  const body = REST_BODY.exec(text);
  if (body) {
    try {
      text = JSON.parse(body[1]!) as string;
      wrapped = true;
    } catch {
      // Not JSON after all: searched as typed.
    }
  }
  const stripped = text.replace(PREFIX, '');
  if (stripped !== text && stripped.trim() !== '') {
    wrapped = true;
    text = stripped;
  }
  const values = wrapped ? [...VALUES, ...WRAPPED_VALUES] : VALUES;
  const words = values
    .reduce((t, value) => t.replace(value, ' '), text)
    .replace(/\s+/g, ' ')
    .trim();
  const query = words === '' ? text : words;
  // The tag's CLI name stays a word of the query: it names the daemon (src/search/query-plan.ts).
  return { query: tag ? `${tag[1]} ${query}` : query, wrapped, message: text };
}
