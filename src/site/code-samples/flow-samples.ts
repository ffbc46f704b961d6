/**
 * The flow steps in each sample kind (sample-flow.ts): the calls the CLI makes first, each
 * answer kept in a variable, the computed fields set from them (flow-code.ts), then the page's
 * call, then the call completing what it staged. gRPC samples call the same client; REST
 * samples call the step's own REST route with the same certificate and macaroon; curl keeps
 * each answer in a shell variable and lets jq add the computed fields to the body.
 */
import { slot } from '../../shared/code-template.ts';
import { callVariable, derivedLines, stepVariable } from './flow-code.ts';
import { jsKey, jsString } from './literals.ts';
import type { PlannedEntry } from './request-plan.ts';
import { urlText } from './rest-plan.ts';
import { codePlan } from './method-plan.ts';
import { type SampleFlow, type SampleFlowStep, afterComment, flowComment, sampleFlow } from './sample-flow.ts';
import type { CodeSampleInput } from './types.ts';
import { entryLines, pythonKwargLines } from './value-literals.ts';

/** The flow a writer's sample runs; an RPC staging or completing the page's is sent its minimal request. */
export function writerFlow(
  input: Pick<CodeSampleInput, 'service' | 'sub' | 'method'>,
  plan: { entries: PlannedEntry[] },
): SampleFlow | null {
  return sampleFlow(
    input,
    { fullName: '', entries: plan.entries },
    (method) => codePlan({ service: input.service, method }, 'minimal').entries,
  );
}

const indent = (lines: string[]) => lines.map((l) => (l === '' ? l : `  ${l}`));
const setNames = (entries: PlannedEntry[]) =>
  new Set(entries.filter((e) => e.state === 'set').map((e) => e.field.name));
const JS_ERROR = (variable: string, status = '') => [
  `if (${status ? '!res.ok' : 'err'}) {`,
  `  console.error(${status ? `res.status, ${variable}` : 'err'});`,
  '  process.exitCode = 1;',
  '  return;',
  '}',
];

/** The lines of a unary call's callback (`call` ends with `});`) with `inside` added at its end. */
function withinLast(call: string[], inside: string[]): string[] {
  return inside.length === 0 ? call : [...call.slice(0, -1), ...indent(inside), call.at(-1)!];
}

/** `const <name> = { ... };` of a step's request, for JavaScript. */
function jsObject(name: string, entries: PlannedEntry[], target: 'js-grpc' | 'js-json', pkg: string): string[] {
  const fields = entryLines(entries, target, pkg, '  ', (f, v) => `${jsKey(f.name)}: ${v}`);
  return fields.length === 0 ? [`const ${name} = {};`] : [`const ${name} = {`, ...fields, '};'];
}

type JsStepCall = (step: SampleFlowStep, variable: string, body: string[]) => string[];

/** JavaScript's calls in order: each one's answer in a callback holding the next, the call after inside the page's. */
function jsNested(flow: SampleFlow, entries: PlannedEntry[], call: string[], stepCall: JsStepCall): string[] {
  const set = setNames(entries);
  const after = flow.after.flatMap((step) => {
    const variable = callVariable(step.method.name, 'js');
    return [`// ${afterComment(flow)}`, ...stepCall(step, variable, [`console.log(${variable});`])];
  });
  const nest = (i: number): string[] =>
    i === flow.steps.length
      ? [...derivedLines(flow, 'js', 'request', (f) => set.has(f)), ...withinLast(call, after)]
      : stepCall(flow.steps[i]!, stepVariable(flow, i, 'js'), nest(i + 1));
  return flow.steps.length === 0 ? nest(0) : [`// ${flowComment(flow, 'the answer')}`, ...nest(0)];
}

/** grpc-js: each step's call with its answer in a callback, the page's call inside the last one, the call after inside its own. */
export function grpcJsFlowLines(flow: SampleFlow, entries: PlannedEntry[], pkg: string, call: string[]): string[] {
  const stepCall = (step: SampleFlowStep, variable: string, body: string[]) => [
    ...jsObject(`${variable}Request`, step.entries, 'js-grpc', pkg),
    `client.${step.method.name}(${variable}Request, (err, ${variable}) => {`,
    ...indent([...JS_ERROR(variable), ...body]),
    '});',
  ];
  return jsNested(flow, entries, call, stepCall);
}

/** grpcio: each step called in turn, its answer in a variable, the computed fields set on `request`. */
/** A Python sample's flow: the calls before (then the fields they compute) and after, each step written by `stepCall`. */
function pythonFlowLines(
  flow: SampleFlow,
  target: 'py-grpc' | 'py-json',
  requestVariable: string,
  set: Set<string>,
  stepCall: (step: SampleFlowStep, variable: string) => string[],
): { before: string[]; after: string[] } {
  return {
    before: [
      ...(flow.steps.length === 0 ? [] : [`# ${flowComment(flow, 'the answer')}`]),
      ...flow.steps.flatMap((step, i) => stepCall(step, stepVariable(flow, i, target))),
      ...derivedLines(flow, target, requestVariable, (f) => set.has(f)),
    ],
    after: flow.after.flatMap((step) => {
      const variable = callVariable(step.method.name, target);
      return [`# ${afterComment(flow)}`, ...stepCall(step, variable), `print(${variable})`];
    }),
  };
}

export function grpcPyFlowLines(
  flow: SampleFlow,
  entries: PlannedEntry[],
  pkg: string,
  requestClass: (step: SampleFlowStep) => string,
): { before: string[]; after: string[] } {
  const set = setNames(entries);
  const stepCall = (step: SampleFlowStep, variable: string) => {
    const args = pythonKwargLines(step.entries, pkg, '    ');
    const request = args.length === 0 ? `${requestClass(step)}()` : `${requestClass(step)}(\n${args.join('\n')}\n)`;
    return `${variable} = stub.${step.method.name}(${request})`.split('\n');
  };
  return pythonFlowLines(flow, 'py-grpc', 'request', set, stepCall);
}

interface StepRoute {
  method: string;
  /** Path and query, values in place. */
  url: string;
  /** The JSON body's entries (body "*"), or null without a body. */
  body: PlannedEntry[] | null;
}

/** A step's REST call: its route with the step's values in the path, the rest in the query (scalars) or a whole body. */
function stepRoute(step: SampleFlowStep): StepRoute | null {
  const binding = step.method.rest[0];
  if (!binding || (binding.body !== null && binding.body !== '*')) return null;
  const used = new Set<string>();
  const path = binding.path.replace(/\{([^}=]+)(?:=[^}]*)?\}/g, (_, name: string) => {
    const entry = step.entries.find((e) => e.field.name === name.trim());
    used.add(name.trim());
    return entry ? encodeURIComponent(urlText(entry.value)) : '';
  });
  const rest = step.entries.filter((e) => !used.has(e.field.name));
  if (binding.body === '*') return { method: binding.method, url: path, body: rest };
  // A message or list of them has no query form (grpc-gateway): such a step goes without it.
  const pairs = rest
    .filter((e) => e.value.kind === 'scalar' || e.value.kind === 'enum')
    .map((e) => `${encodeURIComponent(e.field.name)}=${encodeURIComponent(urlText(e.value))}`);
  return { method: binding.method, url: `${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`, body: null };
}

/** Whether every call of the flow can be made over REST the way these samples do. */
export function restFlowPossible(flow: SampleFlow): boolean {
  return [...flow.steps, ...flow.after].every((s) => stepRoute(s) !== null);
}

/** undici fetch: each step's route first, its JSON answer in a variable, the page's fetch inside, the call after inside that. */
export function restJsFlowLines(
  flow: SampleFlow,
  entries: PlannedEntry[],
  pkg: string,
  headers: string,
  call: string[],
): string[] {
  const stepCall = (step: SampleFlowStep, variable: string, body: string[]) => {
    const route = stepRoute(step)!;
    const payload = route.body ? `, body: JSON.stringify(${variable}Request)` : '';
    return [
      ...(route.body ? jsObject(`${variable}Request`, route.body, 'js-json', pkg) : []),
      `fetch(\`https://${slot('restHost', 'js-template-text')}${route.url}\`, { method: ${jsString(route.method)}, headers: ${headers}${payload}, dispatcher }).then(async (res) => {`,
      ...indent([`const ${variable} = await res.json();`, ...JS_ERROR(variable, 'status'), ...body]),
      '});',
    ];
  };
  return jsNested(flow, entries, call, stepCall);
}

/** requests: each step's route first, its JSON answer in a variable, the computed fields set on `data`; the call after. */
export function restPyFlowLines(
  flow: SampleFlow,
  entries: PlannedEntry[],
  pkg: string,
  headers: string,
): { before: string[]; after: string[] } {
  const set = setNames(entries);
  const stepCall = (step: SampleFlowStep, variable: string) => {
    const route = stepRoute(step)!;
    const body = route.body ? entryLines(route.body, 'py-json', pkg, '    ', (f, v) => `'${f.name}': ${v}`) : null;
    const json = body === null ? '' : body.length === 0 ? ', json={}' : `, json={\n${body.join('\n')}\n}`;
    const args = `${headers ? `, ${headers}` : ''}${json}, verify=TLS_PATH`;
    return [
      ...`r = requests.${route.method.toLowerCase()}(f'https://${slot('restHost', 'py-fstring-text')}${route.url}'${args})`.split(
        '\n',
      ),
      `${variable} = r.json()`,
      'if not r.ok:',
      `    raise SystemExit(f'{r.status_code}: {${variable}}')`,
    ];
  };
  return pythonFlowLines(flow, 'py-json', 'data', set, stepCall);
}

/**
 * curl: each step's answer in a shell variable; the page's body piped through jq, which adds the
 * computed fields (none: no jq); the call after as a curl of its own.
 */
export function curlFlowLines(
  flow: SampleFlow,
  entries: PlannedEntry[],
  pkg: string,
  curlStart: (method: string) => string[],
): { before: string[]; bodyFilter: string | null; after: string[] } {
  const set = setNames(entries);
  const command = (step: SampleFlowStep) => {
    const route = stepRoute(step)!;
    // Double quotes: a query's `?` and `&` mean something else to the shell.
    const url = `  "https://${slot('restHost', 'shell-dq-text')}${route.url}"`;
    const body = route.body ? [`  -d '${jsonText(route.body, pkg).replace(/'/g, `'\\''`)}'`] : [];
    return [...curlStart(route.method), url, ...body].join(' \\\n');
  };
  const before = flow.steps.map((step, i) => `${stepVariable(flow, i, 'jq')}=$(${command(step)})`);
  const after = flow.after.flatMap((step) => [`# ${afterComment(flow)}`, command(step)]);
  if (flow.derived.length === 0)
    return { before: before.length === 0 ? [] : [`# ${flowComment(flow, '')}`, ...before], bodyFilter: null, after };
  const args = flow.steps.map((_, i) => `--argjson ${stepVariable(flow, i, 'jq')} "$${stepVariable(flow, i, 'jq')}"`);
  const members = derivedLines(flow, 'jq', '.', (f) => set.has(f));
  const filter = jqAddFilter(args, members);
  return { before: [`# ${flowComment(flow, 'the answer (jq computes them)')}`, ...before], bodyFilter: filter, after };
}

/** `jq <args> '. + { members }'`: a filter adding members to the JSON body it reads. */
export function jqAddFilter(args: string[], members: string[]): string {
  const lines = members.map((m, i) => `  ${m}${i < members.length - 1 ? ',' : ''}`);
  return `jq ${args.join(' ')} '. + {\n${lines.join('\n')}\n}'`;
}

/** A request's JSON on one line. */
function jsonText(entries: PlannedEntry[], pkg: string): string {
  const lines = entryLines(entries, 'json', pkg, '', (f, v) => `${JSON.stringify(f.name)}: ${v}`);
  return JSON.stringify(JSON.parse(`{${lines.join('\n')}}`));
}
