/** Line-break opportunities inside identifiers. */
import type { ReactNode } from 'react';

/**
 * The text with a <wbr> after every `separator`: lnrpc.<wbr>CommitmentType,
 * local_<wbr>funding_<wbr>amount, /v1/<wbr>macaroon/<wbr>checkpermissions. Table cells set
 * `overflow-wrap: normal` on identifiers, so a long one wraps there and only there, never
 * inside a word ("strin g").
 */
export function breakAfter(text: string, separator: string): ReactNode[] {
  // No break after a leading separator: /v1/getinfo wraps as /v1/ getinfo, never as / v1/getinfo.
  const leading = text.startsWith(separator) ? separator : '';
  const parts = text.slice(leading.length).split(separator);
  parts[0] = leading + parts[0];
  return parts.flatMap((part, index) =>
    index < parts.length - 1 ? [`${part}${separator}`, <wbr key={index} />] : [part],
  );
}

/**
 * The text with a <wbr> where a capital follows a lower-case letter or digit, or an acronym
 * ends: CheckMacaroon<wbr>Permissions, RegisterRPC<wbr>Middleware. A narrow card then wraps
 * an RPC name between its words rather than at the last letter that fits
 * ("CheckMacaroonPermiss ions").
 */
export function breakCamelCase(text: string): ReactNode[] {
  const parts = text.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  return parts.flatMap((part, index) => (index > 0 ? [<wbr key={index} />, part] : [part]));
}

/**
 * The text with a <wbr> at every identifier boundary: after ".", "_" and "/", and between
 * camelCase words (lnrpc.<wbr>Open<wbr>Channel<wbr>Request, local_<wbr>funding_<wbr>amount).
 * For narrow columns of mixed names (the table of contents), which then wrap between the
 * parts of a name and inside a word only when that word alone is wider than the line.
 */
export function breakIdentifier(text: string): ReactNode[] {
  const parts = text.split(/(?<=[._/](?=[A-Za-z0-9]))|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  return parts.flatMap((part, index) => (index > 0 ? [<wbr key={index} />, part] : [part]));
}

/** Release tags (v0.20.1-beta) in a text, each kept on one line: never split at its hyphen. */
export function keepVersions(text: string): ReactNode[] {
  const parts = text.split(/(\bv\d+\.\d+\.\d+(?:-[A-Za-z0-9.]+)?)/);
  return parts.flatMap<ReactNode>((part, index) =>
    part === ''
      ? []
      : index % 2 === 1
        ? [
            <span key={index} className="version-tag">
              {part}
            </span>,
          ]
        : [part],
  );
}
