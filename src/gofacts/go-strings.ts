/** Go string literal values: interpreted ("...") and raw (`...`) strings. */

const SIMPLE_ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

/** The value of a Go string literal as written in source (quotes included). */
export function goStringValue(literal: string): string {
  if (literal.startsWith('`')) {
    // Raw strings keep everything but carriage returns, which Go discards.
    return literal.slice(1, literal.endsWith('`') && literal.length > 1 ? -1 : undefined).replace(/\r/g, '');
  }
  const body = literal.slice(1, literal.endsWith('"') && literal.length > 1 ? -1 : undefined);
  if (!body.includes('\\')) return body;
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch !== '\\') {
      const code = body.codePointAt(i)!;
      if (code > 0xffff) i++;
      bytes.push(...encoder.encode(String.fromCodePoint(code)));
      continue;
    }
    const kind = body[++i] ?? '';
    if (kind in SIMPLE_ESCAPES) bytes.push(...encoder.encode(SIMPLE_ESCAPES[kind]!));
    else if (kind === 'x') {
      bytes.push(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (kind === 'u' || kind === 'U') {
      const len = kind === 'u' ? 4 : 8;
      bytes.push(...encoder.encode(String.fromCodePoint(parseInt(body.slice(i + 1, i + 1 + len), 16))));
      i += len;
    } else if (/[0-7]/.test(kind)) {
      bytes.push(parseInt(body.slice(i, i + 3), 8));
      i += 2;
    } else bytes.push(...encoder.encode(kind));
  }
  // \x and octal escapes are bytes, so decode the whole byte string as UTF-8 at the end.
  return new TextDecoder().decode(new Uint8Array(bytes));
}
