/**
 * The request form of "Try it", generated from the request message: a control per field
 * (text, a number, a checkbox for bools, a select for enums, bytes with a hex/base64
 * switch), nested messages as fieldsets, repeated fields and maps as lists with Add and
 * Remove. Its value is the request as proto3 JSON (64-bit integers as strings, bytes as
 * standard base64, enums by name); an empty control leaves its field out.
 */
import { useId, useState } from 'react';
import { decodeBytes, fromBase64, toBase64, toHex, type BytesEncoding } from '../../shared/bytes-encoding.ts';
import type { FieldView, MessageView } from '../../site/page-data.ts';
import { FieldLabel, ProblemLine } from './form-parts.tsx';
import { INT64_TYPES, NUMBER_TYPES, type Shapes } from './request-shape.ts';

type Json = Record<string, unknown>;

// Deeper messages (recursive types) are edited in the request's JSON instead.
const MAX_DEPTH = 4;

interface MessageProps {
  message: MessageView;
  value: Json;
  onChange: (next: Json) => void;
  shapes: Shapes;
  depth: number;
  label: string;
}

export function MessageFields({ message, value, onChange, shapes, depth, label }: MessageProps) {
  const set = (name: string, next: unknown) => {
    const copy = { ...value };
    if (next === undefined) delete copy[name];
    else copy[name] = next;
    onChange(copy);
  };
  if (message.fields.length === 0) return <p className="try-it__hint">{message.fullName} has no fields.</p>;
  return (
    <div className="try-it__fields">
      {message.fields.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          value={value[field.name]}
          onChange={(next) => set(field.name, next)}
          shapes={shapes}
          depth={depth}
          label={label ? `${label}.${field.name}` : field.name}
        />
      ))}
    </div>
  );
}

interface ControlProps {
  field: FieldView;
  value: unknown;
  onChange: (next: unknown) => void;
  shapes: Shapes;
  depth: number;
  label: string;
}

function FieldControl(props: ControlProps) {
  const { field, shapes, depth, label } = props;
  const cardinality = shapes.cardinality(field);
  const shape = shapes.field(field);
  const typeText = `${field.grpcType.prefix}${field.grpcType.name.split('.').pop()}${field.grpcType.suffix}`;
  if (depth >= MAX_DEPTH && shape.kind === 'message')
    return <p className="try-it__hint">{label}: nested too deep for the form; set it in the request JSON below.</p>;
  if (cardinality === 'list' || cardinality === 'map')
    return (
      <fieldset className="try-it__group">
        <legend>
          {label} <span className="try-it__type">{typeText}</span>
        </legend>
        <ItemList {...props} map={cardinality === 'map'} />
      </fieldset>
    );
  if (shape.kind === 'message')
    return (
      <fieldset className="try-it__group">
        <legend>
          {label} <span className="try-it__type">{typeText}</span>
        </legend>
        <MessageFields
          message={shape.message}
          value={isObject(props.value) ? props.value : {}}
          onChange={(next) => props.onChange(Object.keys(next).length > 0 ? next : undefined)}
          shapes={shapes}
          depth={depth + 1}
          label={label}
        />
      </fieldset>
    );
  return <SingleValue {...props} typeText={typeText} />;
}

/** A repeated field or a map: one row per item, with Add and Remove. */
function ItemList(props: ControlProps & { map: boolean }) {
  const { field, shapes, depth, label, map } = props;
  const shape = shapes.field(field);
  const items: [string, unknown][] = map
    ? Object.entries(isObject(props.value) ? props.value : {})
    : (Array.isArray(props.value) ? props.value : []).map((v, i) => [String(i), v]);
  const write = (next: [string, unknown][]) => {
    if (next.length === 0) return props.onChange(undefined);
    props.onChange(map ? Object.fromEntries(next) : next.map(([, v]) => v));
  };
  const blank = shape.kind === 'message' ? {} : shape.kind === 'enum' ? shape.values[0] : '';
  return (
    <>
      {items.map(([key, item], i) => (
        <div className="try-it__item" key={`${i}`}>
          {map ? (
            <TextInput
              label={`${label} key ${i + 1}`}
              value={key}
              onChange={(k) => write(items.map((e, j) => (j === i ? [k, e[1]] : e)))}
            />
          ) : null}
          <FieldControl
            field={{ ...field, grpcType: { ...field.grpcType, prefix: '' } }}
            value={item}
            onChange={(v) => write(items.map((e, j) => (j === i ? [e[0], v ?? blank] : e)))}
            shapes={shapes}
            depth={depth}
            label={`${label}[${map ? key || i : i}]`}
          />
          <button type="button" className="try-it__small" onClick={() => write(items.filter((_, j) => j !== i))}>
            Remove {label}[{map ? key || i : i}]
          </button>
        </div>
      ))}
      <button
        type="button"
        className="try-it__small"
        onClick={() => write([...items, [map ? `key${items.length + 1}` : String(items.length), blank]])}
      >
        Add {map ? 'an entry to' : 'an item to'} {label}
      </button>
    </>
  );
}

/** One scalar or enum value. */
function SingleValue({ field, value, onChange, shapes, label, typeText }: ControlProps & { typeText: string }) {
  const id = useId();
  const shape = shapes.field(field);
  if (shape.kind === 'enum')
    return (
      <div className="try-it__field">
        <FieldLabel id={id} label={label} typeText={typeText} />
        <select
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value || undefined)}
        >
          <option value="">(not set)</option>
          {shape.values.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </div>
    );
  const type = shape.kind === 'scalar' ? shape.type : 'string';
  if (type === 'bool')
    return (
      <div className="try-it__field try-it__field--check">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked || undefined)}
        />
        <FieldLabel id={id} label={label} typeText={typeText} />
      </div>
    );
  if (type === 'bytes') return <BytesValue label={label} typeText={typeText} value={value} onChange={onChange} />;
  return (
    <div className="try-it__field">
      <FieldLabel id={id} label={label} typeText={typeText} />
      <input
        id={id}
        type="text"
        inputMode={NUMBER_TYPES.has(type) || INT64_TYPES.has(type) ? 'decimal' : undefined}
        spellCheck={false}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(e) => onChange(scalarValue(e.target.value, type))}
      />
    </div>
  );
}

/** A number where proto3 JSON wants one (kept as typed while it is not yet a number), a string otherwise. */
function scalarValue(text: string, type: string): unknown {
  if (text === '') return undefined;
  if (NUMBER_TYPES.has(type) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/** Bytes typed as hex or base64, held as standard base64 (what the REST JSON body takes). */
function BytesValue({
  label,
  typeText,
  value,
  onChange,
}: {
  label: string;
  typeText: string;
  value: unknown;
  onChange: (next: unknown) => void;
}) {
  const id = useId();
  const [encoding, setEncoding] = useState<BytesEncoding>('hex');
  const held = typeof value === 'string' ? value : '';
  const [text, setText] = useState(() => shown(held, 'hex'));
  const decoded = text === '' ? null : decodeBytes(text, encoding);
  const problem = typeof decoded === 'string' ? decoded : null;
  return (
    <div className="try-it__field">
      <FieldLabel id={id} label={label} typeText={typeText} />
      <div className="try-it__bytes">
        <input
          id={id}
          type="text"
          spellCheck={false}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const bytes = e.target.value === '' ? null : decodeBytes(e.target.value, encoding);
            if (typeof bytes !== 'string') onChange(bytes ? toBase64(bytes) : undefined);
          }}
        />
        <select
          aria-label={`Encoding of ${label}`}
          value={encoding}
          onChange={(e) => {
            const next = e.target.value as BytesEncoding;
            setEncoding(next);
            setText(shown(held, next));
          }}
        >
          <option value="hex">hex</option>
          <option value="base64">base64</option>
        </select>
      </div>
      <ProblemLine id={id} problem={problem} />
    </div>
  );
}

/** Held base64 shown in an encoding. */
function shown(base64: string, encoding: BytesEncoding): string {
  if (base64 === '') return '';
  const bytes = fromBase64(base64);
  if (typeof bytes === 'string') return base64;
  return encoding === 'hex' ? toHex(bytes) : toBase64(bytes);
}

function TextInput({ label, value, onChange }: { label: string; value: string; onChange: (next: string) => void }) {
  const id = useId();
  return (
    <div className="try-it__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
