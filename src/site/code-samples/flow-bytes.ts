/**
 * The statements that set a flow's byte values in each sample language: random bytes and their
 * SHA-256, as `lncli sendpayment --keysend` makes a preimage (`rand.Read(preimage[:])`), puts it
 * in a custom record and sends its hash as `payment_hash` (the values read from the Go source by
 * src/gofacts/cli/cli-flows.ts). grpc-js and Python's message classes take raw bytes; JSON
 * carries bytes as base64; the shell keeps hex (openssl, xxd, sha256sum) and hands jq base64.
 */
import type { CliFlowValue } from '../../proto/cli-flow-types.ts';
import type { FieldModel } from '../../proto/model-types.ts';
import { jsKey, pyString } from './literals.ts';

/** A request field (or one entry of a map field, `key`) set to random bytes or the SHA-256 of random bytes. */
export interface ByteField {
  field: FieldModel;
  key?: string;
  value: CliFlowValue;
}

export type ByteTarget = 'js-grpc' | 'js-json' | 'py-grpc' | 'py-json' | 'shell';

/** Whether a value is one the samples compute as bytes: random bytes, or the SHA-256 of them. */
export function isByteValue(value: CliFlowValue): value is ByteValue {
  return value.kind === 'random' || (value.kind === 'sha256' && value.of.kind === 'random');
}

type ByteValue =
  | Extract<CliFlowValue, { kind: 'random' }>
  | { kind: 'sha256'; of: Extract<CliFlowValue, { kind: 'random' }> };

const randomOf = (value: ByteValue) => (value.kind === 'random' ? value : value.of);

/** The variable holding a byte value: the Go local's name for random bytes, the field's for a hash. */
function variable(item: ByteField, target: ByteTarget): string {
  const value = item.value as ByteValue;
  const name = value.kind === 'random' ? value.name : item.field.name;
  const snake = name.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();
  return target.startsWith('js') ? snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : snake;
}

/** The lines computing the values into variables: each random value once, then each hash. */
function valueLines(fields: ByteField[], target: ByteTarget): string[] {
  const randoms = new Map<string, { bytes: number; variable: string }>();
  const hashes: string[] = [];
  for (const item of fields) {
    const value = item.value as ByteValue;
    const random = randomOf(value);
    const randomVariable = variable({ ...item, value: random }, target);
    if (!randoms.has(random.name)) randoms.set(random.name, { bytes: random.bytes, variable: randomVariable });
    if (value.kind === 'sha256') hashes.push(hashLine(variable(item, target), randomVariable, target));
  }
  return [...[...randoms.values()].map((r) => randomLine(r.variable, r.bytes, target)), ...hashes];
}

function randomLine(name: string, bytes: number, target: ByteTarget): string {
  if (target.startsWith('js')) return `const ${name} = require('crypto').randomBytes(${bytes});`;
  if (target.startsWith('py')) return `${name} = os.urandom(${bytes})`;
  return `${name}=$(openssl rand -hex ${bytes})`;
}

function hashLine(name: string, of: string, target: ByteTarget): string {
  if (target.startsWith('js')) return `const ${name} = require('crypto').createHash('sha256').update(${of}).digest();`;
  if (target.startsWith('py')) return `${name} = hashlib.sha256(${of}).digest()`;
  return `${name}=$(printf %s "$${of}" | xxd -r -p | sha256sum | cut -d ' ' -f 1)`;
}

/** The Python modules the lines use (JavaScript requires crypto where it uses it). */
export function byteModules(target: ByteTarget): string[] {
  return target === 'py-grpc' ? ['hashlib', 'os'] : target === 'py-json' ? ['base64', 'hashlib', 'os'] : [];
}

/**
 * The lines setting each byte field on the request variable (`request`, `data`) for the code
 * targets: the values computed first, then each field (a map entry as an object of one entry);
 * the Python import first unless `imports` is false (a sample importing byteModules itself).
 */
export function byteLines(
  fields: ByteField[],
  target: Exclude<ByteTarget, 'shell'>,
  request: string,
  imports = true,
): string[] {
  const modules = byteModules(target);
  const text = (name: string) =>
    target === 'js-json'
      ? `${name}.toString('base64')`
      : target === 'py-json'
        ? `base64.b64encode(${name}).decode()`
        : name;
  const sets = fields.map((item) => {
    const value = text(variable(item, target));
    if (target === 'py-grpc')
      return item.key === undefined
        ? `${request}.${item.field.name} = ${value}`
        : `${request}.${item.field.name}[${item.key}] = ${value}`;
    if (target === 'py-json') {
      const member = `${request}[${pyString(item.field.name)}]`;
      return item.key === undefined ? `${member} = ${value}` : `${member} = {${pyString(item.key)}: ${value}}`;
    }
    const member =
      jsKey(item.field.name) === item.field.name
        ? `${request}.${item.field.name}`
        : `${request}[${jsKey(item.field.name)}]`;
    return item.key === undefined ? `${member} = ${value};` : `${member} = { '${item.key}': ${value} };`;
  });
  return [
    ...(imports && modules.length > 0 ? [`import ${modules.join(', ')}`] : []),
    ...valueLines(fields, target),
    ...sets,
  ];
}

/**
 * The shell's part: the lines computing the values as hex in shell variables, the jq arguments
 * handing them over as base64 (`--arg preimage "$(...)"`) and the members jq adds to the body.
 */
export function byteShell(fields: ByteField[]): { lines: string[]; args: string[]; members: string[] } {
  const used = new Set<string>();
  const args: string[] = [];
  const members = fields.map((item) => {
    const name = variable(item, 'shell');
    if (!used.has(name)) args.push(`--arg ${name} "$(printf %s "$${name}" | xxd -r -p | base64)"`);
    used.add(name);
    const value = item.key === undefined ? `$${name}` : `{${JSON.stringify(item.key)}: $${name}}`;
    return `${JSON.stringify(item.field.name)}: ${value}`;
  });
  return { lines: valueLines(fields, 'shell'), args, members };
}
