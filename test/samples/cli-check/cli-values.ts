/**
 * The planned request as leaves (from the canonical JSON the runner expects, no generator code)
 * and whether a word of a CLI sample carries a leaf's value in a form the CLI reads: the same
 * text, hex for bytes (JSON has base64), the word of an enum (`normal`, or the word a switch of
 * the action turns into the planned constant), a duration in seconds, one part of a text cut at
 * a separator (`pubkey@host`, `entity:action`), or a value inside a JSON text.
 */

/** One value the plan sets: its dotted path (list items share the path) and the canonical JSON value. */
export interface PlannedLeaf {
  path: string;
  value: unknown;
}

/** The leaves of a canonical request: scalars, lists of scalars, and empty messages. */
export function plannedLeaves(value: unknown, prefix = ''): PlannedLeaf[] {
  if (Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null))
    return value.flatMap((item) => plannedLeaves(item, prefix));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [{ path: prefix, value }];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return prefix ? [{ path: prefix, value }] : [];
  return entries.flatMap(([key, v]) => plannedLeaves(v, prefix ? `${prefix}.${key}` : key));
}

/** Whether the words (a flag's values, or the positional arguments) carry the planned value; `choices` is the action's word → constants. */
export function carries(words: string[], value: unknown, choices: Map<string, string[]>): boolean {
  if (Array.isArray(value)) {
    const all = words.flatMap((w) => [w, ...w.split(',')]);
    return value.every((item) => carries(all, item, choices));
  }
  if (typeof value === 'object' && value !== null) return words.length > 0;
  return words.some((word) => carriesOne(word, String(value), choices));
}

function carriesOne(word: string, planned: string, choices: Map<string, string[]>): boolean {
  if (sameText(word, planned, choices)) return true;
  // A JSON text the action decodes: any value inside it.
  if (/^[[{]/.test(word)) {
    try {
      return jsonValues(JSON.parse(word)).some((v) => sameText(String(v), planned, choices));
    } catch {
      return false;
    }
  }
  // Cut at each separator: every part, and what follows or precedes the first cut (`pubkey@host:port`).
  return ['@', ':', ',', '='].some((separator) => {
    const parts = word.split(separator);
    if (parts.length < 2) return false;
    const cuts = [...parts, parts.slice(1).join(separator), parts.slice(0, -1).join(separator)];
    return cuts.some((part) => part !== word && carriesOne(part, planned, choices));
  });
}

/** One text against one planned value. */
function sameText(word: string, planned: string, choices: Map<string, string[]>): boolean {
  if (word === planned) return true;
  const constants = choices.get(word);
  if (constants) return constants.some((c) => c === planned || c.endsWith(`_${planned}`));
  if (/^\d+s$/.test(word) && word.slice(0, -1) === planned) return true;
  if (/^-?\d+(?:\.\d+)?$/.test(word) && Number(word) === Number(planned) && planned !== '') return true;
  if (/^[A-Z][A-Z0-9_]*$/.test(planned)) {
    const upper = word.toUpperCase().replace(/-/g, '_');
    if (upper === planned || planned.endsWith(`_${upper}`)) return true;
  }
  return /^[A-Za-z0-9+/_-]+=*$/.test(planned) && base64Hex(planned) === word.toLowerCase();
}

function base64Hex(text: string): string {
  return Buffer.from(text, 'base64').toString('hex');
}

function jsonValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(jsonValues);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(jsonValues);
  return [value];
}

/** What the words stand for, said in a failure: the constants a switch picks for them, else the words. */
export function wordsSaid(words: string[], choices: Map<string, string[]>): string {
  return words.map((w) => choices.get(w)?.join('|') ?? w).join(',');
}
