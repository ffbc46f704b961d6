/**
 * The "What `<cli>` does" note of a method page: the flow the page's CLI command runs around the
 * RPC, as read from its Go source (src/gofacts/cli/cli-flows.ts, cli-follow-ups.ts): the calls it
 * makes first, the fields it computes, and the command completing it. Plain text pieces; the
 * page and the Markdown copy render `code` pieces as code.
 */
import type { CliFlowModel, CliFlowValue } from '../../proto/cli-flow-types.ts';
import type { MethodModel } from '../../proto/model-types.ts';
import { describeCondition } from '../code-samples/cli-conditions.ts';
import type { CliFlowNoteView, NotePiece } from '../cli-flow-view.ts';

/** The flow of the method's CLI command around the RPC, when the reading found one worth saying. */
export function cliFlowOf(method: Pick<MethodModel, 'cliCommand' | 'fullName'>): CliFlowModel | undefined {
  const flow = method.cliCommand?.inputs?.requests.find((r) => r.rpc === method.fullName)?.flow;
  // Fields set to a constant alone (`offset = 0`) are what the field list already implies.
  const worth =
    flow &&
    (flow.before.length > 0 ||
      flow.after.length > 0 ||
      flow.stagedBy ||
      flow.derived.some((f) => f.value.kind !== 'number'));
  return worth ? flow : undefined;
}

/** The note's view, or undefined when the command runs no flow around the RPC. */
export function cliFlowNote(method: Pick<MethodModel, 'cliCommand' | 'fullName'>): CliFlowNoteView | undefined {
  const flow = cliFlowOf(method);
  const command = method.cliCommand;
  if (!flow || !command) return undefined;
  const name = (rpc: string) => rpc.split('.').at(-1)!;
  const steps: NotePiece[][] = [];
  if (flow.stagedBy)
    steps.push([
      { text: 'Completes what ' },
      { code: flow.stagedBy.command },
      { text: ` (${name(flow.stagedBy.rpc)}) staged: run that first.` },
    ]);
  for (const step of flow.before)
    steps.push([
      { text: `Calls ${name(step.rpc)} first` },
      ...(step.fields.length > 0
        ? [
            { text: ', with ' },
            ...joined(step.fields.map((f) => [{ code: `${f.field} = ${valueText(f.value, flow)}` }])),
          ]
        : []),
      { text: '.' },
    ]);
  for (const f of flow.derived)
    steps.push([
      { text: 'Sets ' },
      { code: `${f.field}${f.key !== undefined ? `[${f.key}]` : ''} = ${valueText(f.value, flow)}` },
      ...randomNote(f.value),
      ...(f.when ? [{ text: ` (with ${describeCondition(f.when)})` }] : []),
      { text: '.' },
    ]);
  steps.push([{ text: `Then calls ${name(method.fullName)}.` }]);
  for (const next of flow.after)
    steps.push([{ text: 'Then run ' }, { code: next.command }, { text: ` (${name(next.rpc)}) to complete it.` }]);
  return {
    command: command.path,
    steps,
    source: { label: `${command.source.path.split('/').pop()}:${command.source.line}`, href: command.source.url },
  };
}

/** Pieces joined by commas. */
function joined(parts: NotePiece[][]): NotePiece[] {
  return parts.flatMap((p, i) => (i === 0 ? p : [{ text: ', ' }, ...p]));
}

/** ", 32 random bytes" after a value holding random bytes. */
function randomNote(value: CliFlowValue): NotePiece[] {
  if (value.kind === 'random') return [{ text: `, ${value.bytes} random bytes` }];
  return [];
}

/** A value as Go-like text: `LoopOutQuote.swap_fee_sat`, `10 + amt * 20000 / 1000000`, `sha256(preimage)`. */
export function valueText(value: CliFlowValue, flow: CliFlowModel, nested = false): string {
  switch (value.kind) {
    case 'field':
      return value.field;
    case 'response':
      return `${flow.before[value.step]?.rpc.split('.').at(-1) ?? 'answer'}.${value.field}`;
    case 'number':
      return String(value.value);
    case 'random':
      return value.name;
    case 'sha256':
      return `sha256(${valueText(value.of, flow)})`;
    case 'op': {
      const text = `${valueText(value.left, flow, true)} ${value.op} ${valueText(value.right, flow, true)}`;
      return nested && (value.op === '+' || value.op === '-') ? `(${text})` : text;
    }
  }
}

/** The page field holding the note, when there is one. */
export function withCliFlowNote(method: Pick<MethodModel, 'cliCommand' | 'fullName'>): { cliFlow?: CliFlowNoteView } {
  const note = cliFlowNote(method);
  return note ? { cliFlow: note } : {};
}
