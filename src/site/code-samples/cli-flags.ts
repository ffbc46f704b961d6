/**
 * The flags of a CLI command that set the fields of a planned request, where a flag's name
 * says which field it sets: the same name, or the same words once abbreviations are written
 * out and unit suffixes dropped (`--pay_req` sets payment_request, `--fee_limit` sets
 * fee_limit_sat, `--amt` sets amount). Values are written the way the CLIs parse them:
 * bytes as hex, bools as a bare flag, lists as one flag per value. Fields no flag names
 * are left to the command's --help, shown beside the sample.
 */
import type { CliFlagModel } from '../../proto/cli-model-types.ts';
import { shellWord } from './literals.ts';
import type { PlannedEntry, PlannedValue } from './request-plan.ts';

const WORDS: Record<string, string> = {
  amt: 'amount',
  pay: 'payment',
  req: 'request',
  addr: 'address',
  chan: 'channel',
  msg: 'message',
  pubkey: 'pub key',
  pub: 'pub',
  conf: 'conf',
  txid: 'txid',
};
const UNITS = new Set(['sat', 'sats', 'str', 'string', 'bytes']);

/** The words a flag or field name stands for: pay_req -> payment request, fee_limit_sat -> fee limit. */
export function nameWords(name: string): string {
  const words = name
    .toLowerCase()
    .split(/[_-]+/)
    .flatMap((w) => (WORDS[w] ?? w).split(' '));
  while (words.length > 1 && UNITS.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/** `--name=value` arguments of a command for the set entries a flag maps to, in the entries' order. */
export function cliFlagArgs(entries: PlannedEntry[], flags: CliFlagModel[]): string[] {
  const byWords = new Map<string, CliFlagModel>();
  for (const flag of flags) {
    if (flag.hidden) continue;
    for (const name of [flag.name, ...flag.aliases])
      if (!byWords.has(nameWords(name))) byWords.set(nameWords(name), flag);
  }
  const used = new Set<CliFlagModel>();
  const args: string[] = [];
  for (const entry of entries) {
    if (entry.state !== 'set') continue;
    const flag = byWords.get(nameWords(entry.field.name));
    if (!flag || used.has(flag)) continue;
    const written = flagArgs(flag, entry.value, entry.field.name);
    if (written.length === 0) continue;
    used.add(flag);
    args.push(...written);
  }
  return args;
}

/** The arguments setting one flag to a planned value, or none when the flag cannot take it. */
export function flagArgs(flag: CliFlagModel, value: PlannedValue, fieldName: string): string[] {
  const values = value.kind === 'list' ? value.items : [value];
  const slice = /Slice$/.test(flag.kind);
  if (values.length !== 1 && !slice) return [];
  const texts = values.map((v) => flagText(flag, v, fieldName));
  if (texts.some((t) => t === null)) return [];
  if (flag.kind === 'Bool') return texts[0] === 'true' ? [`--${flag.name}`] : [];
  return texts.map((t) => `--${flag.name}=${shellWord(t!)}`);
}

/** A scalar value as the CLIs write it (bytes as hex), or null for other values. */
export function scalarText(value: PlannedValue): string | null {
  return value.kind === 'scalar' ? String(value.value) : null;
}

/** A value as the flag's type parses it, or null when it does not fit. */
function flagText(flag: CliFlagModel, value: PlannedValue, fieldName: string): string | null {
  if (value.kind === 'message' && flag.kind === 'String') return outpointText(value);
  if (value.kind !== 'scalar') return null;
  const text = String(value.value);
  switch (flag.kind.replace(/Slice$/, '')) {
    case 'Bool':
      return typeof value.value === 'boolean' ? text : null;
    case 'Int':
    case 'Int64':
    case 'Uint':
    case 'Uint64':
      return /^-?\d+$/.test(text) ? text : null;
    case 'Float64':
      return /^-?\d+(?:\.\d+)?$/.test(text) ? text : null;
    case 'Duration':
      // A field counting seconds sets a Go duration flag.
      return /^\d+$/.test(text) && /(?:seconds|secs?)$/.test(fieldName) ? `${text}s` : null;
    case 'String':
      // The CLIs take bytes as hex.
      return typeof value.value === 'boolean' ? null : text;
    default:
      return null;
  }
}

/** `txid:index` for an outpoint message (a string txid and an output index), else null. */
export function outpointText(value: PlannedValue): string | null {
  if (value.kind !== 'message') return null;
  const set = value.message.entries.filter((e) => e.state === 'set');
  const txid = set.find(
    (e) =>
      /txid_str$|^txid$|^hash_str$/.test(e.field.name) &&
      e.value.kind === 'scalar' &&
      e.field.type.kind === 'scalar' &&
      e.field.type.name === 'string',
  );
  const index = set.find((e) => /(?:output_index|index|vout)$/.test(e.field.name) && e.value.kind === 'scalar');
  if (!txid || !index || set.length !== 2 || txid.value.kind !== 'scalar' || index.value.kind !== 'scalar') return null;
  return `${txid.value.value}:${index.value.value}`;
}
