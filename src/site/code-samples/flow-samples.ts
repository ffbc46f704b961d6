/**
 * The flow steps in each sample kind (sample-flow.ts): the calls the CLI makes first, each
 * answer kept in a variable, the computed fields set from them (flow-code.ts), then the page's
 * call. gRPC samples call the same client; REST samples call the step's own REST route with
 * the same certificate and macaroon; curl keeps each answer in a shell variable and lets jq add
 * the computed fields to the body.
 */
import { slot } from '../../shared/code-template.ts';
import { derivedLines, stepVariable } from './flow-code.ts';
import { jsKey, jsString } from './literals.ts';
import type { PlannedEntry } from './request-plan.ts';
import { urlText } from './rest-plan.ts';
import { type SampleFlow, type SampleFlowStep, flowComment } from './sample-flow.ts';
import { entryLines, pythonKwargLines } from './value-literals.ts';

const indent = (lines: string[]) => lines.map((l) => (l === '' ? l : `  ${l}`));
const setNames = (entries: PlannedEntry[]) =>
  new Set(entries.filter((e) => e.state === 'set').map((e) => e.field.name));

/** grpc-js: each step's call with its answer in a callback, the page's call inside the last one. */
export function grpcJsFlowLines(flow: SampleFlow, entries: PlannedEntry[], pkg: string, call: string[]): string[] {
  const set = setNames(entries);
  const nest = (i: number): string[] => {
    if (i === flow.steps.length) return [...derivedLines(flow, 'js', 'request', (f) => set.has(f)), ...call];
    const step = flow.steps[i]!;
    const variable = stepVariable(flow, i, 'js');
    const fields = entryLines(step.entries, 'js-grpc', pkg, '  ', (f, v) => `${jsKey(f.name)}: ${v}`);
    return [
      fields.length === 0 ? `const ${variable}Request = {};` : `const ${variable}Request = {`,
      ...(fields.length === 0 ? [] : [...fields, '};']),
      `client.${step.method.name}(${variable}Request, (err, ${variable}) => {`,
      ...indent(['if (err) {', '  console.error(err);', '  process.exitCode = 1;', '  return;', '}', ...nest(i + 1)]),
      '});',
    ];
  };
  return [`// ${flowComment(flow, 'the answer')}`, ...nest(0)];
}

/** grpcio: each step called in turn, its answer in a variable, the computed fields set on `request`. */
export function grpcPyFlowLines(
  flow: SampleFlow,
  entries: PlannedEntry[],
  pkg: string,
  requestClass: (step: SampleFlowStep) => string,
): string[] {
  const set = setNames(entries);
  return [
    `# ${flowComment(flow, 'the answer')}`,
    ...flow.steps.flatMap((step, i) => {
      const args = pythonKwargLines(step.entries, pkg, '    ');
      const request = args.length === 0 ? `${requestClass(step)}()` : `${requestClass(step)}(\n${args.join('\n')}\n)`;
      return `${stepVariable(flow, i, 'py-grpc')} = stub.${step.method.name}(${request})`.split('\n');
    }),
    ...derivedLines(flow, 'py-grpc', 'request', (f) => set.has(f)),
  ];
}

/** A step's REST call: its route with the step's values in the path and the query (GET-like routes). */
function stepRoute(step: SampleFlowStep): { method: string; path: string; query: string } | null {
  const binding = step.method.rest[0];
  if (!binding || binding.body !== null) return null;
  const used = new Set<string>();
  const path = binding.path.replace(/\{([^}=]+)(?:=[^}]*)?\}/g, (_, name: string) => {
    const entry = step.entries.find((e) => e.field.name === name.trim());
    used.add(name.trim());
    return entry ? encodeURIComponent(urlText(entry.value)) : '';
  });
  const pairs: string[] = [];
  for (const e of step.entries) {
    if (used.has(e.field.name)) continue;
    if (e.value.kind !== 'scalar' && e.value.kind !== 'enum') return null;
    pairs.push(`${encodeURIComponent(e.field.name)}=${encodeURIComponent(urlText(e.value))}`);
  }
  return { method: binding.method, path, query: pairs.length > 0 ? `?${pairs.join('&')}` : '' };
}

/** Whether every step can be called over REST the way these samples do (no body, scalar query values). */
export function restFlowPossible(flow: SampleFlow): boolean {
  return flow.steps.every((s) => stepRoute(s) !== null);
}

/** undici fetch: each step's route first, its JSON answer in a variable, then the page's fetch inside. */
export function restJsFlowLines(flow: SampleFlow, entries: PlannedEntry[], headers: string, call: string[]): string[] {
  const set = setNames(entries);
  const nest = (i: number): string[] => {
    if (i === flow.steps.length) return [...derivedLines(flow, 'js', 'request', (f) => set.has(f)), ...call];
    const route = stepRoute(flow.steps[i]!)!;
    const variable = stepVariable(flow, i, 'js');
    return [
      `fetch(\`https://${slot('restHost', 'js-template-text')}${route.path}${route.query}\`, { method: ${jsString(route.method)}, headers: ${headers}, dispatcher }).then(async (res) => {`,
      ...indent([
        `const ${variable} = await res.json();`,
        'if (!res.ok) {',
        `  console.error(res.status, ${variable});`,
        '  process.exitCode = 1;',
        '  return;',
        '}',
        ...nest(i + 1),
      ]),
      '});',
    ];
  };
  return [`// ${flowComment(flow, 'the answer')}`, ...nest(0)];
}

/** requests: each step's route first, its JSON answer in a variable, the computed fields set on `data`. */
export function restPyFlowLines(flow: SampleFlow, entries: PlannedEntry[], headers: string): string[] {
  const set = setNames(entries);
  return [
    `# ${flowComment(flow, 'the answer')}`,
    ...flow.steps.flatMap((step, i) => {
      const route = stepRoute(step)!;
      const variable = stepVariable(flow, i, 'py-json');
      const args = `, ${[headers, 'verify=TLS_PATH'].filter(Boolean).join(', ')}`;
      return [
        `r = requests.${route.method.toLowerCase()}(f'https://${slot('restHost', 'py-fstring-text')}${route.path}${route.query}'${args})`,
        `${variable} = r.json()`,
        'if not r.ok:',
        `    raise SystemExit(f'{r.status_code}: {${variable}}')`,
      ];
    }),
    ...derivedLines(flow, 'py-json', 'data', (f) => set.has(f)),
  ];
}

/** curl: each step's answer in a shell variable; the page's body piped through jq, which adds the computed fields. */
export function curlFlowLines(
  flow: SampleFlow,
  entries: PlannedEntry[],
  curlStart: (method: string) => string[],
): { before: string[]; bodyFilter: string } {
  const set = setNames(entries);
  const before = flow.steps.flatMap((step, i) => {
    const route = stepRoute(step)!;
    // Double quotes: a query's `?` and `&` mean something else to the shell.
    const url = `"https://${slot('restHost', 'shell-dq-text')}${route.path}${route.query}"`;
    return [`${stepVariable(flow, i, 'jq')}=$(${[...curlStart(route.method), `  ${url})`].join(' \\\n')}`];
  });
  const args = flow.steps.map((_, i) => `--argjson ${stepVariable(flow, i, 'jq')} "$${stepVariable(flow, i, 'jq')}"`);
  const members = derivedLines(flow, 'jq', '.', (f) => set.has(f));
  const filter = `jq ${args.join(' ')} '. + {\n${members.map((m, i) => `  ${m}${i < members.length - 1 ? ',' : ''}`).join('\n')}\n}'`;
  return { before: [`# ${flowComment(flow, 'the answer (jq computes them)')}`, ...before], bodyFilter: filter };
}
