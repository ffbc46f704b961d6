/** Line-break opportunities inside identifiers. */
import type { ReactNode } from 'react';

/**
 * The text with a <wbr> after every `separator`: lnrpc.<wbr>CommitmentType,
 * local_<wbr>funding_<wbr>amount. Table cells set `overflow-wrap: normal` on identifiers, so
 * a long one wraps there and only there, never inside a word ("strin g").
 */
export function breakAfter(text: string, separator: string): ReactNode[] {
  const parts = text.split(separator);
  return parts.flatMap((part, index) => (index < parts.length - 1 ? [`${part}${separator}`, <wbr key={index} />] : [part]));
}
