/**
 * A planned request written as source code, per target:
 *
 * - `js-grpc`: a @grpc/proto-loader object (64-bit integers as strings, bytes as Buffers);
 * - `py-grpc`: keyword arguments of the generated message class, nested messages as dicts;
 * - `js-json`, `py-json`: the proto3 JSON mapping built in code (bytes converted from hex
 *   to standard base64 where they are written, so readers paste the hex they have);
 * - `json`: the JSON text itself (curl).
 *
 * One field a line with its type comment; fields that must not be sent as they stand
 * (full variant) are shown commented out with the reason.
 */
import type { FieldModel, ScalarType } from '../../proto/model-types.ts';
import { isPythonKeyword, jsKey, jsString, pyString } from './literals.ts';
import type { PlannedEntry, PlannedMessage, PlannedValue } from './request-plan.ts';
import { isInt64 } from './sample-values.ts';

export type LiteralTarget = 'js-grpc' | 'py-grpc' | 'js-json' | 'py-json' | 'json';

interface Style {
  /** Comment marker. */
  marker: string;
  /** Spaces before the comment marker after code (PEP 8 wants two before #). */
  gap: string;
  indent: string;
  open: string;
  close: string;
  /** `key: value` or `'key': value`. */
  entry: (name: string, value: string) => string;
}

const STYLES: Record<'js' | 'py', Style> = {
  js: {
    marker: '//',
    gap: ' ',
    indent: '  ',
    open: '{',
    close: '}',
    entry: (name, value) => `${jsKey(name)}: ${value}`,
  },
  py: {
    marker: '#',
    gap: '  ',
    indent: '    ',
    open: '{',
    close: '}',
    entry: (name, value) => `${pyString(name)}: ${value}`,
  },
};

const JSON_STYLE: Style = {
  marker: '',
  gap: '',
  indent: '  ',
  open: '{',
  close: '}',
  entry: (name, value) => `${JSON.stringify(name)}: ${value}`,
};

function styleOf(target: LiteralTarget): Style {
  if (target === 'json') return JSON_STYLE;
  return target.startsWith('js') ? STYLES.js : STYLES.py;
}

/** The type of a field as comments show it: `<uint64>`, `<repeated string>`, `<map<string, int64>>`. */
export function typeLabel(field: FieldModel, pkg: string): string {
  const type = field.type;
  const name =
    type.kind === 'scalar'
      ? type.name
      : pkg && type.fullName.startsWith(`${pkg}.`)
        ? type.fullName.slice(pkg.length + 1)
        : type.fullName;
  return `<${field.mapKey ? `map<${field.mapKey}, ${name}>` : field.label === 'repeated' ? `repeated ${name}` : name}>`;
}

/**
 * How Python code names a message class (for values a dict cannot stand for: the values of
 * a map of messages, which Python's message classes only take as instances).
 */
export type PyClassName = (fullName: string) => string;

/** One value written for a target; `indent` is the indentation of the line it starts on. */
export function valueLiteral(
  value: PlannedValue,
  target: LiteralTarget,
  pkg: string,
  indent: string,
  pyClass?: PyClassName,
): string {
  switch (value.kind) {
    case 'scalar':
      return scalarLiteral(value.type, value.value, target);
    case 'enum':
      return target === 'json'
        ? JSON.stringify(value.name)
        : target.startsWith('js')
          ? jsString(value.name)
          : pyString(value.name);
    case 'list': {
      const items = value.items.map((item) =>
        valueLiteral(item, target, pkg, `${indent}${styleOf(target).indent}`, pyClass),
      );
      if (items.some((i) => i.includes('\n'))) {
        const inner = `${indent}${styleOf(target).indent}`;
        return `[\n${items.map((i) => `${inner}${i}${target === 'json' ? '' : ','}`).join(target === 'json' ? ',\n' : '\n')}\n${indent}]`;
      }
      return `[${items.join(', ')}]`;
    }
    case 'map': {
      const entries = value.entries.map(({ key, value: v }) => {
        const inner = `${indent}${styleOf(target).indent}`;
        const literal =
          target === 'py-grpc' && v.kind === 'message' && pyClass
            ? classLiteral(v.message, pkg, inner, pyClass)
            : valueLiteral(v, target, pkg, inner, pyClass);
        return `${mapKeyLiteral(key, value.keyType, target)}: ${literal}`;
      });
      return target.startsWith('js') ? `{ ${entries.join(', ')} }` : `{${entries.join(', ')}}`;
    }
    case 'message':
      return messageLiteral(value.message, target, pkg, indent, pyClass);
  }
}

/** A nested message as an object or dict over several lines. */
function messageLiteral(
  message: PlannedMessage,
  target: LiteralTarget,
  pkg: string,
  indent: string,
  pyClass?: PyClassName,
): string {
  const style = styleOf(target);
  const lines = entryLines(
    message.entries,
    target,
    pkg,
    `${indent}${style.indent}`,
    (field, value) => style.entry(field.name, value),
    pyClass,
  );
  return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
}

/** A Python message instance: `lnrpc.Feature(\n    name='...',\n)`. */
function classLiteral(message: PlannedMessage, pkg: string, indent: string, pyClass: PyClassName): string {
  const lines = pythonKwargLines(message.entries, pkg, `${indent}    `, pyClass);
  return lines.length === 0
    ? `${pyClass(message.fullName)}()`
    : `${pyClass(message.fullName)}(\n${lines.join('\n')}\n${indent})`;
}

/**
 * The lines of a message's entries at an indentation: `name: value, // <type>` (or the
 * target's form); commented entries prefixed with the comment marker. JSON has no comments:
 * commented entries are left out and commas go between entries.
 */
export function entryLines(
  entries: PlannedEntry[],
  target: LiteralTarget,
  pkg: string,
  indent: string,
  entry: (field: FieldModel, value: string) => string,
  pyClass?: PyClassName,
): string[] {
  const style = styleOf(target);
  if (target === 'json') {
    const set = entries.filter((e) => e.state === 'set');
    return set.map(
      (e, i) =>
        `${indent}${entry(e.field, valueLiteral(e.value, target, pkg, indent))}${i < set.length - 1 ? ',' : ''}`,
    );
  }
  return entries.flatMap((e) => {
    const code = `${entry(e.field, valueLiteral(e.value, target, pkg, indent, pyClass))},`;
    const comment = `${style.gap}${style.marker} ${typeLabel(e.field, pkg)}${e.note ? ` ${e.note}` : ''}`;
    const codeLines = code.split('\n');
    codeLines[codeLines.length - 1] += comment;
    return e.state === 'set'
      ? [`${indent}${codeLines.join('\n')}`]
      : codeLines.map((line, i) =>
          i === 0 ? `${indent}${style.marker} ${line}` : line.replace(/^(\s*)/, `$1${style.marker} `),
        );
  });
}

/** Keyword-argument lines of a generated Python message class (a keyword field name goes through **{}). */
export function pythonKwargLines(
  entries: PlannedEntry[],
  pkg: string,
  indent: string,
  pyClass?: PyClassName,
): string[] {
  return entryLines(
    entries,
    'py-grpc',
    pkg,
    indent,
    (field, value) =>
      isPythonKeyword(field.name) ? `**{${pyString(field.name)}: ${value}}` : `${field.name}=${value}`,
    pyClass,
  );
}

function scalarLiteral(type: ScalarType, value: string | number | boolean, target: LiteralTarget): string {
  if (type === 'bytes') {
    const hex = String(value);
    switch (target) {
      case 'js-grpc':
        return `Buffer.from(${jsString(hex)}, 'hex')`;
      case 'py-grpc':
        return `bytes.fromhex(${pyString(hex)})`;
      case 'js-json':
        return `Buffer.from(${jsString(hex)}, 'hex').toString('base64')`;
      case 'py-json':
        return `base64.b64encode(bytes.fromhex(${pyString(hex)})).decode()`;
      case 'json':
        return JSON.stringify(Buffer.from(hex, 'hex').toString('base64'));
    }
  }
  if (typeof value === 'boolean') return target.startsWith('py') ? (value ? 'True' : 'False') : String(value);
  if (typeof value === 'number') return String(value);
  // Strings, and 64-bit integers: strings in proto3 JSON and for proto-loader, numbers for Python's classes.
  if (isInt64(type)) {
    if (target === 'py-grpc') return value;
    if (target === 'json') return JSON.stringify(value);
    return target.startsWith('js') ? jsString(value) : pyString(value);
  }
  if (target === 'json') return JSON.stringify(value);
  return target.startsWith('js') ? jsString(value) : pyString(value);
}

/** A map key: JSON object keys are strings; Python's message classes want ints for integer keys. */
function mapKeyLiteral(key: string, type: ScalarType, target: LiteralTarget): string {
  if (target === 'json') return JSON.stringify(key);
  if (target.startsWith('js')) return jsString(key);
  if (target === 'py-grpc' && type !== 'string') return type === 'bool' ? (key === 'true' ? 'True' : 'False') : key;
  return pyString(key);
}
