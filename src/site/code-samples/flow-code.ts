/**
 * The statements that set a flow's computed request fields (sample-flow.ts) in each sample
 * language: `request.max_swap_fee = loopOutQuote.swap_fee_sat;`. Integer arithmetic is done as
 * Go does it (`/` truncates: BigInt in JavaScript, `//` in Python, `floor` in jq for the
 * non-negative amounts the flows compute); 64-bit integers travel as text in JSON and in
 * grpc-js with `longs: String`, so a computed one is written back as text.
 */
import type { CliFlowValue } from '../../proto/cli-flow-types.ts';
import type { FieldModel } from '../../proto/model-types.ts';
import { jsKey, pyString } from './literals.ts';
import { isInt64 } from './sample-values.ts';
import type { SampleFlow } from './sample-flow.ts';

/** js: grpc-js and JSON objects alike; py-grpc: message classes; py-json: dicts of JSON; jq: a jq object's members. */
export type FlowTarget = 'js' | 'py-grpc' | 'py-json' | 'jq';

/** The variable holding the answer of the flow's step `i` (`loopOutQuote`, `loop_out_quote`). */
export function stepVariable(flow: SampleFlow, i: number, target: FlowTarget): string {
  return callVariable(flow.steps[i]!.method.name, target);
}

/** The variable holding an RPC's answer: `loopOutQuote` in JavaScript, `loop_out_quote` elsewhere. */
export function callVariable(rpcName: string, target: FlowTarget): string {
  return target === 'js'
    ? rpcName[0]!.toLowerCase() + rpcName.slice(1)
    : rpcName.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();
}

/**
 * The lines setting each computed field on the request variable (`request`, `data`), or for jq
 * the `"name": value` members to add to the body; `isSet` tells which request fields the sample sets.
 */
export function derivedLines(
  flow: SampleFlow,
  target: FlowTarget,
  request: string,
  isSet: (field: string) => boolean,
): string[] {
  const ref = (value: CliFlowValue): string | null => {
    if (value.kind === 'field') return isSet(value.field) ? member(request, value.field, target) : null;
    if (value.kind === 'response') return member(stepVariable(flow, value.step, target), value.field, target);
    return null;
  };
  return flow.derived.flatMap(({ field, value }) => {
    const plain = ref(value);
    const expression =
      plain ??
      (value.kind === 'number' ? numberLiteral(value.value, field, target) : computed(value, field, target, ref));
    if (target === 'jq') return [`${JSON.stringify(field.name)}: ${expression}`];
    // An answer's message may be absent from its JSON: .get gives None, which the gateway reads as not set.
    if (target === 'py-json' && field.type.kind === 'message' && value.kind === 'response')
      return [
        `${request}[${pyString(field.name)}] = ${stepVariable(flow, value.step, target)}.get(${pyString(value.field)})`,
      ];
    // Python's message classes take no assignment to a list or map field: its items are added.
    if (target === 'py-grpc' && (field.label === 'repeated' || field.mapKey) && value.kind === 'response')
      return [`${request}.${field.name}.${field.mapKey ? 'update' : 'extend'}(${expression})`];
    if (target === 'py-grpc' && field.type.kind === 'message' && value.kind === 'response') {
      const variable = stepVariable(flow, value.step, target);
      return [
        `if ${variable}.HasField(${pyString(value.field)}):`,
        `    ${request}.${field.name}.CopyFrom(${expression})`,
      ];
    }
    return [`${member(request, field.name, target)} = ${expression}${target === 'js' ? ';' : ''}`];
  });
}

/** `object.name`, `object['name']` (Python dicts), `.name` / `$var.name` in jq. */
function member(object: string, name: string, target: FlowTarget): string {
  if (target === 'py-json') return `${object}[${pyString(name)}]`;
  if (target === 'jq') return object === '.' ? `.${name}` : `$${object}.${name}`;
  return target === 'js' && jsKey(name) !== name ? `${object}[${jsKey(name)}]` : `${object}.${name}`;
}

const is64 = (field: FieldModel) => field.type.kind === 'scalar' && isInt64(field.type.name);

function numberLiteral(value: number, field: FieldModel, target: FlowTarget): string {
  if (!is64(field)) return String(value);
  return target === 'js' ? `'${value}'` : target === 'py-grpc' ? String(value) : JSON.stringify(String(value));
}

/** Arithmetic on the values, written back in the field's type. */
function computed(
  value: CliFlowValue,
  field: FieldModel,
  target: FlowTarget,
  ref: (value: CliFlowValue) => string | null,
): string {
  const text = arithmetic(value, target, ref, false);
  switch (target) {
    case 'js':
      return is64(field) ? `String(${text})` : `Number(${text})`;
    case 'py-grpc':
      return text;
    case 'py-json':
      return is64(field) ? `str(${text})` : text;
    case 'jq':
      // A member's value in a jq object literal is one term: parenthesised.
      return is64(field) ? `(${text} | tostring)` : `(${text})`;
  }
}

function arithmetic(
  value: CliFlowValue,
  target: FlowTarget,
  ref: (value: CliFlowValue) => string | null,
  nested: boolean,
): string {
  if (value.kind === 'op') {
    const left = arithmetic(value.left, target, ref, true);
    const right = arithmetic(value.right, target, ref, true);
    if (value.op === '/' && target === 'jq') return `(${left} / ${right} | floor)`;
    const op = value.op === '/' && target.startsWith('py') ? '//' : value.op;
    return nested ? `(${left} ${op} ${right})` : `${left} ${op} ${right}`;
  }
  // A request field the sample does not set is zero, as the CLI's flag left out is.
  const number = value.kind === 'number' ? value.value : 0;
  const reference = ref(value);
  if (reference === null) return target === 'js' ? `${number}n` : String(number);
  if (target === 'js') return `BigInt(${reference})`;
  if (target === 'py-json') return `int(${reference})`;
  if (target === 'jq') return `(${reference} | tonumber)`;
  return reference;
}
