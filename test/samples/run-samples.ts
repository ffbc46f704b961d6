/**
 * Runs the code samples of every RPC as a reader would, against stub servers generated
 * from the same protos (one gRPC and one REST stub per daemon), and checks what arrived.
 *
 * For each sample: the "Your node" settings point at the stubs and a fresh data folder
 * (its own TLS certificate copy and macaroons with random contents), the sample is filled
 * with them exactly as the page fills its slots, its set-up commands are followed
 * (`git clone` at the pinned tag: checked against sources.json and replaced by a link to
 * the local tree; `python -m grpc_tools.protoc ...`: run with Debian's protoc and gRPC
 * Python plugin, once per distinct command; `npm install`: the packages must be this
 * project's dev dependencies), and it runs with node, python3 or bash. It passes when it
 * exits 0 and the stub received exactly the planned request, in the right fields with the
 * right encodings, with the macaroon the sample says it uses.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type FileRegistry, fromJson, toJson } from '@bufbuild/protobuf';
import type { MethodModel } from '../../src/proto/model-types.ts';
import type { SiteRelease as ServiceModel } from '../../src/site/site-api.ts';
import { fillText, splitSlots } from '../../src/shared/code-template.ts';
import { DEFAULT_SETTINGS, type NodeSettings, connectionValues } from '../../src/shared/node-settings.ts';
import { codeSamples } from '../../src/site/code-samples/index.ts';
import { flagFlow, flagInput } from '../../src/site/code-samples/flag-flow.ts';
import { methodPlan } from '../../src/site/code-samples/method-plan.ts';
import type { PlannedEntry, PlannedMessage, PlannedValue } from '../../src/site/code-samples/request-plan.ts';
import { restPlan } from '../../src/site/code-samples/rest-plan.ts';
import { rpcMacaroon } from '../../src/site/code-samples/rpc-macaroon.ts';
import type { CodeSample, SampleVariant } from '../../src/site/code-samples/types.ts';
import type { NodeFacts } from '../../src/site/connection.ts';
import type { TreeOptions } from '../../src/sources/proto-trees.ts';
import type { Sources } from '../../src/sources/sources-config.ts';
import { checkCliCalls, cliStandIns, samplesClis } from './cli-check/cli-calls.ts';
import type { GoCliPackage } from './cli-check/go-cli-reading.ts';
import { type ProgramResult, runProgram } from '../helpers/small-spawner.ts';
import { runInWarmHost, runsAlone } from './warm-host-pool.ts';
import { type ExpectedCall, expectedFlow, overRest, switchedFlowRequest } from './flow-expectation.ts';
import type { Received, Recorder } from './recorder.ts';
import { type Setup, setupLines } from './sample-setup.ts';
import { type SampleWorld, openSampleWorld } from './sample-world.ts';
import { sortKeys } from './sort-keys.ts';
import { alwaysRefused } from './stand-in-daemon.ts';

export interface SampleRunOptions {
  sources: Sources;
  trees: TreeOptions;
  contentDir: string;
  /** Work folder (emptied by the caller). */
  workDir: string;
  /** Folder holding node_modules with the samples' npm packages. */
  nodeModules: string;
  python: string;
  /** protoc and the gRPC Python plugin (Debian: protobuf-compiler, protobuf-compiler-grpc). */
  protoc: string;
  grpcPythonPlugin: string;
  /** The requests to run: `flag` runs the samples of a flow a CLI runs under a switch (keysend), where a page has them. */
  variants: SampleVariant[];
  /** Runs at once (child processes). */
  concurrency: number;
  /** Which RPCs to run (all when absent). */
  only?: (method: MethodModel) => boolean;
  /** Samples ("protocol/language") not to run, because their tools are missing. */
  skip?: ReadonlySet<string>;
  /** How long one sample may run (ms; default 30 s). */
  timeoutMs?: number;
  /** Changes a sample's filled code before it runs (tests break samples on purpose to see the checks fail). */
  transform?: (name: string, code: string) => string;
  log?: (line: string) => void;
}

export interface SampleFailure {
  name: string;
  reason: string;
}

export interface SampleRunReport {
  /** Passed and failed runs, and the time they took in all, by "protocol/language variant". */
  counts: Map<string, { passed: number; failed: number; ms: number }>;
  failures: SampleFailure[];
  rpcs: number;
  /** RPCs the stand-in daemon refuses whatever a call carries (not served, no permission entry): no sample may be offered. */
  refused: string[];
  /** How many JavaScript and Python runs ran as processes of their own (runsOfTheirOwn), when counted. */
  alone?: number;
}

/** One sample run (also built by run-upgrade-samples.ts). */
export interface Run {
  name: string;
  key: string;
  service: ServiceModel;
  method: MethodModel;
  sample: CodeSample;
  variant: SampleVariant;
  expected: unknown;
  /** The whole plan as proto3 JSON, zero values kept (the CLI checks: an enum's first value is still a word to give; REST's unsendable fields are a CLI's to send). */
  planned: unknown;
  plannedFull: unknown;
  /** The calls the sample makes before it, when it runs the CLI's flow (loop out: LoopOutQuote). */
  before: ExpectedCall[];
  /** The calls it makes after (tapcli assets mint finalize after MintAsset). */
  after: ExpectedCall[];
  macaroon: string | null;
  /** The daemon's stub ports and connection facts. */
  ports: { grpc: number; rest: number };
  facts: NodeFacts;
  /** The CLI's Go source, read the second, simpler way (cli-check/go-cli-reading.ts). */
  goCli: GoCliPackage | null;
}

/**
 * Runs every sample of the selected RPCs; resolves with counts and failures. A file that runs
 * samples more than once passes the `world` it opened (sample-world.ts) and closes it itself.
 */
export async function runSamples(options: SampleRunOptions & { world?: SampleWorld }): Promise<SampleRunReport> {
  const world = options.world ?? (await openSampleWorld(options));
  try {
    return await runInWorld(options, world);
  } finally {
    if (!options.world) await world.close();
  }
}

async function runInWorld(options: SampleRunOptions, world: SampleWorld): Promise<SampleRunReport> {
  const log = options.log ?? (() => {});
  const report: SampleRunReport = { counts: new Map(), failures: [], rpcs: 0, refused: [] };
  const runs: Run[] = [];
  for (const service of world.services) {
    const picked = (method: MethodModel) => !options.only || options.only(method);
    // A daemon none of whose RPCs is picked is not started.
    if (!service.subServices.some((sub) => sub.methods.some(picked))) continue;
    const { facts, standIn, goCli } = await world.daemon(service);
    const { rules, registry } = standIn;
    for (const sub of service.subServices) {
      for (const method of sub.methods) {
        if (!picked(method)) continue;
        report.rpcs++;
        const { file: macaroon, note: macaroonNote } = rpcMacaroon(method, facts.daemon);
        const samples = codeSamples({ service, sub, method, macaroon, macaroonNote });
        // An RPC the daemon refuses whatever the call carries: its page offers no sample aimed at the reader's node.
        const refused = alwaysRefused(rules, `/${sub.fullName}/${method.name}`);
        if (refused) {
          report.refused.push(method.fullName);
          if (samples.length > 0)
            report.failures.push({
              name: method.fullName,
              reason: `${samples.length} samples call ${facts.daemon.daemon}, which answers "${refused.message}"`,
            });
          continue;
        }
        const plans = runPlans(service, method);
        for (const sample of samples) {
          if (options.skip?.has(`${sample.protocol}/${sample.language}`)) continue;
          for (const variant of options.variants) {
            if (variant === 'full' && sample.variants.full === null) continue;
            if (variant === 'flag' && sample.variants.flag === undefined) continue;
            const key = `${sample.protocol}/${sample.language}`;
            const expected = expectedRequest(registry, service, method, sample, variant, plans);
            // The CLI runs its flow itself; the other samples make its calls and compute its fields.
            const flow =
              sample.language === 'cli' ? null : expectedFlow(registry, method, expected, minimalOf(service, registry));
            runs.push({
              name: `${method.fullName} ${key} ${variant}`,
              key: `${key} ${variant}`,
              service,
              method,
              sample,
              variant,
              expected: flow?.request ?? expected,
              ...cliCheckPlans(plans, variant),
              before:
                sample.protocol === 'grpc'
                  ? (flow?.before ?? [])
                  : overRest(flow?.before ?? [], (rpc) => bodylessRoute(service, rpc)),
              after: flow?.after ?? [],
              macaroon,
              ports: standIn.ports,
              facts,
              goCli,
            });
          }
        }
      }
    }
  }
  const alone = runsOfTheirOwn(runs);
  report.alone = [...alone].filter((run) => ['javascript', 'python'].includes(run.sample.language)).length;
  log(`${runs.length} sample runs of ${report.rpcs} RPCs`);
  await runCounted(runs, options.concurrency, report, {
    run: (run) => run,
    runOne: (run) => runOne(run, options, world.setup, world.recorder, world.tls.cert, alone.has(run)),
    done: (done) => {
      if (done % 200 === 0) log(`${done}/${runs.length} runs, ${report.failures.length} failed`);
    },
  });
  return report;
}

/**
 * Runs them all (`runOne` answers a run's failure, or null), counting by run key into the
 * report. Calls without a macaroon cannot be told apart by run: they go one at a time, after
 * the rest.
 */
export async function runCounted<T>(
  items: T[],
  concurrency: number,
  report: SampleRunReport,
  how: { run: (item: T) => Run; runOne: (item: T) => Promise<string | null>; done?: (done: number) => void },
): Promise<void> {
  const anonymous = (item: T) => {
    const run = how.run(item);
    return run.macaroon === null && run.sample.language !== 'cli';
  };
  let done = 0;
  const runAndCount = async (item: T) => {
    const { key, name } = how.run(item);
    const started = performance.now();
    const failure = await how.runOne(item);
    const count = report.counts.get(key) ?? { passed: 0, failed: 0, ms: 0 };
    count.ms += performance.now() - started;
    if (failure) report.failures.push({ name, reason: failure });
    count[failure ? 'failed' : 'passed']++;
    report.counts.set(key, count);
    how.done?.(++done);
  };
  await pool(
    items.filter((item) => !anonymous(item)),
    concurrency,
    runAndCount,
  );
  await pool(items.filter(anonymous), 1, runAndCount);
}

/** The canonical minimal request of a unary RPC of the release a flow calls besides the page's, or null. */
function minimalOf(service: ServiceModel, registry: FileRegistry): (rpc: string) => unknown | null {
  return (rpc) => {
    const method = service.subServices.flatMap((s) => s.methods).find((m) => m.fullName === rpc);
    if (!method || method.streaming !== 'unary') return null;
    return canonicalOfPlan(registry, method.requestType, methodPlan({ service, method }, 'minimal'));
  };
}

/** Whether an RPC's primary REST route takes no body (its request goes in the path and query). */
function bodylessRoute(service: ServiceModel, rpc: string): boolean {
  return service.subServices.flatMap((s) => s.methods).find((m) => m.fullName === rpc)?.rest[0]?.body === null;
}

/** A method's request of a variant and its JSON, planned once for all the runs of its samples (by runPlans). */
export type RunPlans = (variant: SampleVariant) => { plan: PlannedMessage; json: Record<string, unknown> };

/** The plans of a method's runs: each variant's planned (and turned to JSON) when first asked. */
export function runPlans(service: ServiceModel, method: MethodModel): RunPlans {
  const planned = new Map<SampleVariant, ReturnType<RunPlans>>();
  return (variant) => {
    let found = planned.get(variant);
    if (!found) {
      const plan = variantPlan(service, method, variant);
      planned.set(variant, (found = { plan, json: planJson(plan) }));
    }
    return found;
  };
}

/** The whole plans the CLI checks read (Run's `planned` and `plannedFull`). */
export function cliCheckPlans(plans: RunPlans, variant: SampleVariant): Pick<Run, 'planned' | 'plannedFull'> {
  return { planned: plans(variant).json, plannedFull: plans('full').json };
}

/**
 * The request a variant's samples were written from: the planned one, or for a flow under a
 * switch (keysend) its request without the values the flow computes, which the run checks apart
 * (switchedFlowRequest in flow-expectation.ts).
 */
function variantPlan(service: ServiceModel, method: MethodModel, variant: SampleVariant): PlannedMessage {
  if (variant !== 'flag') return methodPlan({ service, method }, variant);
  const flow = flagFlow({ service, method });
  if (!flow) throw new Error(`Internal error: ${method.fullName} has a flag sample and no flag flow`);
  return flow.plan;
}

/** What the stub must receive from a sample: the planned request less what the sample says it cannot send. */
export function expectedRequest(
  registry: FileRegistry,
  service: ServiceModel,
  method: MethodModel,
  sample: CodeSample,
  variant: SampleVariant,
  plans: RunPlans,
): unknown {
  const plan = sendablePlan(
    plans(variant).plan,
    sample.protocol === 'grpc' ? [] : (restOf(service, method, variant)?.unsendable ?? []),
  );
  return canonicalOfPlan(registry, method.requestType, plan);
}

/** The REST plan a variant's samples were written from (the flag flow's through the method planning its request). */
function restOf(service: ServiceModel, method: MethodModel, variant: SampleVariant) {
  if (variant !== 'flag') return restPlan({ service, method }, variant);
  const flow = flagFlow({ service, method });
  return flow ? restPlan(flagInput({ service, method }, flow), 'minimal') : null;
}

/** A plan without the fields the sample cannot send (REST has no query form for a repeated message; the samples say so). */
function sendablePlan(plan: PlannedMessage, unsendable: PlannedEntry[]): PlannedMessage {
  return { ...plan, entries: plan.entries.filter((e) => !unsendable.some((u) => u.field.name === e.field.name)) };
}

/** The canonical JSON of a planned request: what the stub must receive. */
function canonicalOfPlan(registry: FileRegistry, typeName: string, plan: PlannedMessage): unknown {
  const schema = registry.getMessage(typeName);
  if (!schema) throw new Error(`Internal error: no message ${typeName}`);
  return toJson(schema, fromJson(schema, planJson(plan) as never), { useProtoFieldName: true });
}

/** A plan's set values as proto3 JSON. */
export function planJson(plan: PlannedMessage): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const entry of plan.entries) if (entry.state === 'set') out[entry.field.name] = valueJson(entry.value);
  return out;
}

function valueJson(value: PlannedValue): unknown {
  switch (value.kind) {
    case 'scalar':
      return value.type === 'bytes' ? Buffer.from(String(value.value), 'hex').toString('base64') : value.value;
    case 'enum':
      return value.name;
    case 'list':
      return value.items.map(valueJson);
    case 'map':
      return Object.fromEntries(value.entries.map((e) => [e.key, valueJson(e.value)]));
    case 'message':
      return planJson(value.message);
  }
}

/** The id of a run (hex): its work folder's name, and the id its macaroons carry. */
function runId(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 12);
}

/**
 * How a run's program is written: its language and protocol, variant, call shape, and REST
 * verb and body. Not its daemon: that changes the values filled in (ports, paths, the
 * macaroon, the protos read), not how the program is written.
 */
function programKind(run: Run): string {
  const binding = run.method.rest[0];
  const body = binding?.body === null ? 'no body' : binding?.body === '*' ? 'body' : 'body field';
  const rest = run.sample.protocol === 'rest' && binding ? ` ${binding.method} ${body}` : '';
  return `${run.key} ${run.method.streaming}${rest}`;
}

/** The runs that run as processes of their own: one of each kind of program (warm-host-pool.ts: runsAlone). */
function runsOfTheirOwn(runs: Run[]): Set<Run> {
  return runsAlone(runs, programKind, (run) => runId(run.name));
}

export async function runOne(
  run: Run,
  options: SampleRunOptions,
  setup: Setup,
  recorder: Recorder,
  cert: Buffer,
  /** A JavaScript or Python sample runs as a process of its own, not in a warm host. */
  alone = false,
): Promise<string | null> {
  const id = runId(run.name);
  // The reader's node: the stubs' ports and a data folder of this run's own.
  const dataDir = path.join(options.workDir, 'runs', id);
  const settings: NodeSettings = {
    ...DEFAULT_SETTINGS,
    daemons: { [run.service.id]: { dir: dataDir, grpcPort: String(run.ports.grpc), restPort: String(run.ports.rest) } },
  };
  const values = connectionValues(settings, run.facts.daemon, run.facts.litd, run.macaroon);
  fs.mkdirSync(path.dirname(values.tlsCertPath), { recursive: true });
  fs.writeFileSync(values.tlsCertPath, cert);
  const macaroonDir = path.dirname(values.macaroonPath);
  fs.mkdirSync(macaroonDir, { recursive: true });
  // Every macaroon the daemon bakes, as on a real node: a sample that reads the wrong one reaches the stub's check.
  for (const file of new Set([
    run.facts.daemon.defaultMacaroon,
    ...run.service.macaroons.map((m) => m.file),
    ...(run.macaroon ? [run.macaroon] : []),
  ])) {
    fs.writeFileSync(path.join(macaroonDir, file), recorder.issueMacaroon(id, file));
  }
  const source =
    (run.variant === 'full' ? run.sample.variants.full : run.variant === 'flag' ? run.sample.variants.flag : null) ??
    run.sample.variants.minimal;
  const filled = fillText(splitSlots(source), values);
  const code = options.transform ? options.transform(run.name, filled) : filled;
  let result: ProgramResult;
  try {
    if (run.sample.language === 'javascript') {
      const dir = setup.javascriptDir(setupLines(code, '//'));
      const file = path.join(dir, 'samples', `${id}.js`);
      fs.writeFileSync(file, code);
      const timeout = options.timeoutMs ?? 30_000;
      result = alone
        ? await exec(process.execPath, [file], dir, timeout)
        : await runInWarmHost({ node: true }, file, { cwd: dir, timeout, env: sampleEnv() });
    } else if (run.sample.language === 'python') {
      const dir =
        run.sample.protocol === 'grpc'
          ? await setup.pythonDir(setupLines(code, '#'))
          : path.join(options.workDir, 'rest-py');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `sample_${id}.py`);
      fs.writeFileSync(file, code);
      const timeout = options.timeoutMs ?? 30_000;
      result = alone
        ? await exec(options.python, [file], dir, timeout)
        : await runInWarmHost({ python: options.python }, file, { cwd: dir, timeout, env: sampleEnv() });
    } else if (run.sample.language === 'cli') {
      // The CLI itself is Go: a shell function in its place receives exactly the arguments the shell passes it.
      const stand = cliStandIns(samplesClis(run));
      result = await exec('bash', ['-c', `${stand}\n${code}`], options.workDir, options.timeoutMs ?? 30_000);
      if (result.code === 0) return checkCliCalls(run, result.stdout, values, code);
    } else {
      result = await exec('bash', ['-c', `set -o pipefail\n${code}`], options.workDir, options.timeoutMs ?? 30_000);
    }
  } catch (error) {
    return `set-up failed: ${(error as Error).message}`;
  }
  const received = recorder.take(id);
  const output = `${result.stderr}${result.stdout}`.trim().split('\n').slice(-6).join('\n');
  if (result.code !== 0)
    return `exited with ${result.code}: ${output}${received.some((r) => r.error) ? `\nstub: ${received.map((r) => r.error).join('; ')}` : ''}`;
  if (run.sample.language === 'curl' && /"code":\s*\d+,\s*"message"/.test(result.stdout))
    return `the REST call failed: ${output}`;
  return checkReceived(run, received, recorder);
}

/** Why what the stub received does not match the planned request, or null. */
function checkReceived(run: Run, received: Received[], recorder: Recorder): string | null {
  if (run.macaroon === null) {
    const expected = JSON.stringify(sortKeys(run.expected));
    const call = recorder.takeAnonymous(
      run.method.fullName,
      (entry) => JSON.stringify(sortKeys(entry.request)) === expected && entry.error === null,
    );
    if (call) return null;
    return `the stub received no call of ${run.method.fullName} with the planned request ${expected} and no macaroon: ${JSON.stringify(recorder.anonymousOf(run.method.fullName))}`;
  }
  if (received.length !== 1 + run.before.length + run.after.length)
    return `the stub received ${received.length} calls: ${JSON.stringify(received)}`;
  const steps = [...run.before, null, ...run.after];
  for (const [i, step] of steps.entries()) {
    const got = received[i]!;
    const same = step && JSON.stringify(sortKeys(got.request)) === JSON.stringify(sortKeys(step.request));
    if (step && (got.error || got.rpc !== step.rpc || !same))
      return `call ${i + 1} should be ${step.rpc} with ${JSON.stringify(step.request)}: ${JSON.stringify(got)}`;
  }
  const call = received[run.before.length]!;
  if (call.error) return `the stub refused the call: ${call.error}`;
  if (call.rpc !== run.method.fullName) return `called ${call.rpc}`;
  if (call.macaroonFile !== run.macaroon) return `sent ${call.macaroonFile}, the sample says ${run.macaroon}`;
  // A flow under a switch (keysend): its random values checked apart, the rest compared with the plan.
  const switched = run.variant === 'flag' ? switchedFlowRequest(run.method, call.request) : null;
  if (switched?.problem) return `the flow's values are wrong: ${switched.problem}: ${JSON.stringify(call.request)}`;
  const sent = switched ? switched.rest : call.request;
  if (JSON.stringify(sortKeys(sent)) !== JSON.stringify(sortKeys(run.expected))) {
    return `the request differs from the plan:\n  sent     ${JSON.stringify(sortKeys(sent))}\n  expected ${JSON.stringify(sortKeys(run.expected))}`;
  }
  return null;
}

/**
 * How the samples' environment differs from the tests': no bytecode files beside the
 * generated Python modules, and no NODE_EXTRA_CA_CERTS. Every sample trusts the stub's
 * certificate itself, as a reader's trusts the daemon's; and where the machine sets it to the
 * system's bundle (this sandbox does), Node reads and parses that file at every start: about
 * 70 ms of CPU for each of some 1,200 JavaScript samples.
 */
const SAMPLE_ENV = { PYTHONDONTWRITEBYTECODE: '1', NODE_EXTRA_CA_CERTS: null };

/** This process's environment as SAMPLE_ENV changes it, for the samples' warm hosts. */
function sampleEnv(): Record<string, string> {
  const env = { ...process.env } as Record<string, string>;
  for (const [name, value] of Object.entries(SAMPLE_ENV)) {
    if (value === null) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** Runs a program; resolves with its exit code and output (killed after `timeout` ms). */
function exec(program: string, args: string[], cwd: string, timeout: number): Promise<ProgramResult> {
  // Through a small process: forking this one, which holds the real model, costs ~35 ms a program.
  return runProgram(program, args, { cwd, timeout, env: SAMPLE_ENV });
}

/** Runs `task` over the items, `concurrency` at a time. */
export async function pool<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
