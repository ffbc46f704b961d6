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
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type FileRegistry, fromJson, toJson } from '@bufbuild/protobuf';
import { loadServicePages } from '../../src/content/load-content.ts';
import { loadModel } from '../../src/release/load-model.ts';
import type { CliFieldBindingModel, CliFlagModel, FieldModel, MethodModel } from '../../src/proto/model-types.ts';
import {
  type ArgumentItems,
  type ValuePart,
  argumentItems,
  valueParts,
} from '../../src/site/code-samples/cli-pieces.ts';
import { type SiteRelease as ServiceModel, buildSiteApi, latestReleases } from '../../src/site/site-api.ts';
import { fillText, splitSlots } from '../../src/shared/code-template.ts';
import { DEFAULT_SETTINGS, type NodeSettings, connectionValues } from '../../src/shared/node-settings.ts';
import { codeSamples } from '../../src/site/code-samples/index.ts';
import { methodCli } from '../../src/site/code-samples/method-cli.ts';
import { methodPlan } from '../../src/site/code-samples/method-plan.ts';
import { argState, planLeaves, stoppedBy } from '../../src/site/code-samples/cli-args.ts';
import { isGoConstantOf } from '../../src/site/code-samples/cli-arg-ways.ts';
import { evaluateCondition, inputCondition } from '../../src/site/code-samples/cli-conditions.ts';
import { type DrivenCall, drivenCall } from '../../src/site/code-samples/cli-driven.ts';
import { promptNoteField, promptedOnly } from '../../src/site/code-samples/cli-prompts.ts';
import { mapValueNote, unwritableNote } from '../../src/site/code-samples/cli-value-forms.ts';
import type {
  PlannedEntry,
  PlannedMessage,
  PlannedValue,
  RequestVariant,
} from '../../src/site/code-samples/request-plan.ts';
import { restPlan } from '../../src/site/code-samples/rest-plan.ts';
import { rpcMacaroon } from '../../src/site/code-samples/rpc-macaroon.ts';
import type { CodeSample } from '../../src/site/code-samples/types.ts';
import { type NodeFacts, nodeFacts } from '../../src/site/connection.ts';
import { type TreeOptions, locateTree } from '../../src/sources/proto-trees.ts';
import type { Sources } from '../../src/sources/sources-config.ts';
import { type Received, Recorder } from './recorder.ts';
import { startStandIn } from './stand-in-stubs.ts';
import { alwaysRefused } from './stand-in-daemon.ts';
import { makeEcdsaCertificate } from './tls-cert.ts';

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
  variants: RequestVariant[];
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
}

interface Run {
  name: string;
  key: string;
  service: ServiceModel;
  method: MethodModel;
  sample: CodeSample;
  variant: RequestVariant;
  expected: unknown;
  macaroon: string | null;
  /** The daemon's stub ports and connection facts. */
  ports: { grpc: number; rest: number };
  facts: NodeFacts;
}

/** Runs every sample of the selected RPCs; resolves with counts and failures. */
export async function runSamples(options: SampleRunOptions): Promise<SampleRunReport> {
  const log = options.log ?? (() => {});
  const { model: apiModel } = await loadModel({ sources: options.sources, trees: options.trees, releases: 'newest' });
  const model = { services: latestReleases(buildSiteApi(apiModel)) };
  const servicePages = loadServicePages(
    options.contentDir,
    model.services.map((s) => s.id),
  );
  const repoTrees = await locateRepoTrees(options.sources, options.trees);
  const tls = makeEcdsaCertificate(options.workDir);
  const recorder = new Recorder();
  const report: SampleRunReport = { counts: new Map(), failures: [], rpcs: 0, refused: [] };
  const stops: (() => Promise<void>)[] = [];
  try {
    const runs: Run[] = [];
    for (const service of model.services) {
      const facts = nodeFacts(service, servicePages, model.services);
      const standIn = await startStandIn({ sources: options.sources, trees: options.trees, service, recorder, tls });
      stops.push(() => standIn.close());
      const { rules, registry } = standIn;
      for (const sub of service.subServices) {
        for (const method of sub.methods) {
          if (options.only && !options.only(method)) continue;
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
          for (const sample of samples) {
            if (options.skip?.has(`${sample.protocol}/${sample.language}`)) continue;
            for (const variant of options.variants) {
              if (variant === 'full' && sample.variants.full === null) continue;
              const plan = sendablePlan(
                methodPlan({ service, method }, variant),
                sample.protocol === 'grpc' ? [] : (restPlan({ service, method }, variant)?.unsendable ?? []),
              );
              const key = `${sample.protocol}/${sample.language}`;
              runs.push({
                name: `${method.fullName} ${key} ${variant}`,
                key: `${key} ${variant}`,
                service,
                method,
                sample,
                variant,
                expected: canonicalOfPlan(registry, method.requestType, plan),
                macaroon,
                ports: standIn.ports,
                facts,
              });
            }
          }
        }
      }
    }
    log(`${runs.length} sample runs of ${report.rpcs} RPCs`);
    const setup = new Setup(options, repoTrees);
    let done = 0;
    // Calls without a macaroon cannot be told apart by run: they go one at a time, after the rest.
    const ordered = [
      ...runs.filter((r) => r.macaroon !== null || r.sample.language === 'cli'),
      ...runs.filter((r) => r.macaroon === null && r.sample.language !== 'cli'),
    ];
    let sequential = ordered.findIndex((r) => r.macaroon === null && r.sample.language !== 'cli');
    if (sequential < 0) sequential = ordered.length;
    const runAndCount = async (run: Run) => {
      const started = performance.now();
      const failure = await runOne(run, options, setup, recorder, tls.cert);
      const count = report.counts.get(run.key) ?? { passed: 0, failed: 0, ms: 0 };
      count.ms += performance.now() - started;
      if (failure) {
        count.failed++;
        report.failures.push({ name: run.name, reason: failure });
      } else {
        count.passed++;
      }
      report.counts.set(run.key, count);
      if (++done % 200 === 0) log(`${done}/${runs.length} runs, ${report.failures.length} failed`);
    };
    await pool(ordered.slice(0, sequential), options.concurrency, runAndCount);
    await pool(ordered.slice(sequential), 1, runAndCount);
  } finally {
    for (const stop of stops) await stop();
  }
  return report;
}

/** Each repository's tree at each pinned tag, by "owner/name@tag". */
async function locateRepoTrees(sources: Sources, trees: TreeOptions): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for (const service of sources.services) {
    for (const version of service.versions)
      map.set(`${service.repo}@${version.tag}`, (await locateTree(service, version, trees)).dir);
  }
  return map;
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

/** Follows the samples' set-up lines: clones become links to the local trees, protoc runs once per command. */
class Setup {
  private readonly compiled = new Map<string, Promise<string>>();
  private jsDir: string | undefined;

  constructor(
    private readonly options: SampleRunOptions,
    private readonly repoTrees: Map<string, string>,
  ) {}

  /** Checks a `git clone --depth 1 --branch TAG URL` line and links the local tree into `dir`. */
  clone(dir: string, line: string): void {
    const match = /^git clone --depth 1 --branch (\S+) https:\/\/github\.com\/([\w.-]+\/[\w.-]+)$/.exec(line);
    if (!match) throw new Error(`not a clone command this test knows: ${line}`);
    const [, tag, repo] = match as unknown as [string, string, string];
    const tree = this.repoTrees.get(`${repo}@${tag}`);
    if (!tree) throw new Error(`clones ${repo} at ${tag}, which sources.json does not pin`);
    const link = path.join(dir, repo.split('/')[1]!);
    if (!fs.existsSync(link)) fs.symlinkSync(tree, link);
  }

  /** The folder JavaScript samples run in (clones and node_modules linked in). */
  javascriptDir(lines: string[]): string {
    this.jsDir ??= (() => {
      const dir = path.join(this.options.workDir, 'js');
      fs.mkdirSync(path.join(dir, 'samples'), { recursive: true });
      fs.symlinkSync(this.options.nodeModules, path.join(dir, 'node_modules'));
      return dir;
    })();
    for (const line of lines) {
      if (line.startsWith('git clone')) this.clone(this.jsDir, line);
      else if (line.startsWith('npm install ')) {
        for (const pkg of line.slice('npm install '.length).split(/\s+/)) {
          if (!fs.existsSync(path.join(this.options.nodeModules, pkg)))
            throw new Error(`npm package ${pkg} is not installed (add it to devDependencies)`);
        }
      } else throw new Error(`unknown set-up line: ${line}`);
    }
    return this.jsDir;
  }

  /** The folder a Python gRPC sample runs in: its clones, and the modules its protoc command generated. */
  pythonDir(lines: string[]): Promise<string> {
    const key = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    let dir = this.compiled.get(key);
    if (!dir) {
      dir = this.compilePython(path.join(this.options.workDir, 'py', key), lines);
      this.compiled.set(key, dir);
    }
    return dir;
  }

  private async compilePython(dir: string, lines: string[]): Promise<string> {
    fs.mkdirSync(dir, { recursive: true });
    for (const line of lines) {
      if (line.startsWith('git clone')) this.clone(dir, line);
      else if (line === 'pip install grpcio grpcio-tools')
        continue; // Debian's python3-grpcio, protoc and plugin stand in.
      else if (line.startsWith('python -m grpc_tools.protoc ')) {
        const args = line.slice('python -m grpc_tools.protoc '.length).split(/\s+/);
        const result = await exec(
          this.options.protoc,
          [`--plugin=protoc-gen-grpc_python=${this.options.grpcPythonPlugin}`, ...args],
          dir,
          60_000,
        );
        if (result.code !== 0) throw new Error(`protoc failed: ${result.stderr.trim()}`);
      } else throw new Error(`unknown set-up line: ${line}`);
    }
    return dir;
  }
}

/** The indented command lines under "Set up once" in a sample's opening comment. */
function setupLines(code: string, marker: string): string[] {
  const lines = code.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${marker} Set up once`));
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(`${marker}   `)) break;
    out.push(line.slice(marker.length + 3));
  }
  return out;
}

async function runOne(
  run: Run,
  options: SampleRunOptions,
  setup: Setup,
  recorder: Recorder,
  cert: Buffer,
): Promise<string | null> {
  const id = createHash('sha256').update(run.name).digest('hex').slice(0, 12);
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
    run.variant === 'full' ? (run.sample.variants.full ?? run.sample.variants.minimal) : run.sample.variants.minimal;
  const filled = fillText(splitSlots(source), values);
  const code = options.transform ? options.transform(run.name, filled) : filled;
  let result: { code: number | null; stdout: string; stderr: string };
  try {
    if (run.sample.language === 'javascript') {
      const dir = setup.javascriptDir(setupLines(code, '//'));
      const file = path.join(dir, 'samples', `${id}.js`);
      fs.writeFileSync(file, code);
      result = await exec(process.execPath, [file], dir, options.timeoutMs ?? 30_000);
    } else if (run.sample.language === 'python') {
      const dir =
        run.sample.protocol === 'grpc'
          ? await setup.pythonDir(setupLines(code, '#'))
          : path.join(options.workDir, 'rest-py');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `sample_${id}.py`);
      fs.writeFileSync(file, code);
      result = await exec(options.python, [file], dir, options.timeoutMs ?? 30_000);
    } else if (run.sample.language === 'cli') {
      // The CLI itself is Go: a shell function in its place receives exactly the arguments the shell passes it.
      // Each CLI the sample runs (its own, and litcli for tapd's channel RPCs) prints its name and arguments, one call per record.
      const own = methodCli(run.service, run.method);
      const others = run.method.otherCliCommands ?? [];
      const clis = [
        ...new Set([...(own ? [own.path] : []), ...others.map((o) => o.path)].map((p) => p.split(' ')[0]!)),
      ];
      const stand = clis.map((cli) => `${cli}() { printf '%s\\0' ${cli} "$@"; printf '\\1\\0'; }`).join('\n');
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

/** Checks every call a CLI sample makes: the daemon's own CLI first, then each other CLI's command, each exactly once. */
function checkCliCalls(
  run: Run,
  stdout: string,
  values: { tlsCertPath: string; macaroonPath: string },
  code: string,
): string | null {
  const calls = stdout
    .split('\u0001\0')
    .slice(0, -1)
    .map((record) => record.split('\0').slice(0, -1));
  const own = methodCli(run.service, run.method);
  const others = run.method.otherCliCommands ?? [];
  if (calls.length !== (own ? 1 : 0) + others.length)
    return `the sample runs ${calls.length} commands, not ${(own ? 1 : 0) + others.length}`;
  if (own) {
    const [name, ...argv] = calls.shift()!;
    if (name !== own.path.split(' ')[0]) return `runs ${name} first, not ${own.path}`;
    const problem = checkCliArguments(run, argv, values, code);
    if (problem) return problem;
  }
  for (const [i, other] of others.entries()) {
    const [name, ...argv] = calls[i]!;
    const problem = checkOtherCli(other, name!, argv);
    if (problem) return problem;
  }
  return null;
}

/**
 * Another daemon's CLI command (litcli for tapd): with its daemon's defaults (`--network` only),
 * the command path, and only flags the command defines.
 */
function checkOtherCli(
  command: NonNullable<MethodModel['otherCliCommands']>[number],
  name: string,
  argv: string[],
): string | null {
  const [cli, ...path] = command.path.split(' ');
  if (name !== cli) return `runs ${name}, not ${cli}`;
  const args = [...argv];
  while (args[0]?.startsWith('--')) {
    const [flag] = splitFlag(args.shift()!);
    if (flag !== 'network') return `${cli} gets --${flag}; with ${command.daemon}'s defaults only --network is needed`;
  }
  if (args.slice(0, path.length).join(' ') !== path.join(' '))
    return `runs "${cli} ${args.slice(0, path.length).join(' ')}", not "${command.path}"`;
  for (const arg of args.slice(path.length)) {
    if (!arg.startsWith('--')) return `unexpected argument ${arg}`;
    const [flagName, value] = splitFlag(arg);
    const flag = command.flags.find((f) => f.name === flagName || f.aliases.includes(flagName));
    if (!flag) return `${command.path} has no flag --${flagName}`;
    if (flag.kind === 'Bool' ? value !== undefined : value === undefined)
      return `--${flagName} ${flag.kind === 'Bool' ? 'takes no value' : 'needs a value'}`;
  }
  return null;
}

/**
 * Why a CLI sample's arguments are not what the pinned CLI accepts, or null: the global
 * connection flags (pointing at this run's files), the command path, then only flags the
 * command defines, each with a value its type parses, equal to the planned field value.
 */
function checkCliArguments(
  run: Run,
  argv: string[],
  values: { tlsCertPath: string; macaroonPath: string },
  code: string,
): string | null {
  const command = methodCli(run.service, run.method)!;
  const args = [...argv];
  while (args[0]?.startsWith('--')) {
    const [name, value] = splitFlag(args.shift()!);
    if (!CLI_CONNECTION_FLAGS.has(name)) return `unknown global flag --${name}`;
    if ((name === 'tlscertpath' || name === 'macaroonpath') && !fs.existsSync(value ?? ''))
      return `--${name}=${value} names no file`;
  }
  // One page, one macaroon: the CLI reads the file the other samples send.
  if (
    !argv.some((a) => a === `--tlscertpath=${values.tlsCertPath}`) ||
    !argv.some((a) => a === `--macaroonpath=${values.macaroonPath}`)
  ) {
    return `the CLI is not pointed at the run's files: ${argv.join(' ')}`;
  }
  const path = command.path.split(' ').slice(1);
  if (args.slice(0, path.length).join(' ') !== path.join(' '))
    return `runs "${args.slice(0, path.length).join(' ')}", not "${path.join(' ')}"`;
  const rest = args.slice(path.length);
  const positional: string[] = [];
  const given: { name: string; value: string }[] = [];
  for (const arg of rest) {
    if (!arg.startsWith('--')) {
      const takesItems = command.inputs?.requests.some(
        (r) => r.rpc === run.method.fullName && r.fields.some((f) => argumentItems(f)),
      );
      if (!command.inputs || (command.inputs.positional.length === 0 && !takesItems))
        return `unexpected argument ${arg}`;
      positional.push(arg);
      continue;
    }
    const [name, value] = splitFlag(arg);
    const flag = command.flags.find((f) => f.name === name || f.aliases.includes(name));
    if (!flag) return `${command.path} has no flag --${name}`;
    if (flag.kind === 'Bool' ? value !== undefined : value === undefined)
      return `--${name} ${flag.kind === 'Bool' ? 'takes no value' : 'needs a value'}`;
    if (/^(?:Int|Uint)/.test(flag.kind) && !/^-?\d+$/.test(value!)) return `--${name}=${value} is not an integer`;
    // A Go duration flag for a field counting seconds (`--timeout=3600s`).
    given.push({
      name: flag.name,
      value: flag.kind === 'Duration' && /^\d+s$/.test(value ?? '') ? value!.slice(0, -1) : (value ?? 'true'),
    });
  }
  if (!command.inputs) return null;
  // What the Go action checks first: its required flags and arguments ("dest argument missing").
  const stops = stoppedBy(rest, command);
  if (stops.length > 0) return `${command.path} stops: ${stops.join('; ')}`;
  const driven = drivenCall(command.inputs, command.flags, run.method.fullName, command.path.split(' ').at(-1)!);
  if (driven) return checkDrivenCall(run, command, driven, given, positional, code);
  return checkCliFields(run, command, given, positional, code);
}

/**
 * A command that drives the RPC itself (lncli openchannel --psbt for FundingStateStep): the
 * sample must say so, give the switches the call needs, name every planned field of the RPC in
 * a `# field:` line (the command sets none), and its other arguments are checked as the
 * minimal request the command starts with (OpenChannel's).
 */
function checkDrivenCall(
  run: Run,
  command: ReturnType<typeof methodCli> & object,
  driven: DrivenCall,
  given: { name: string; value: string }[],
  positional: string[],
  code: string,
): string | null {
  const rpcName = run.method.fullName.split('.').at(-1)!;
  if (!code.includes(`calls ${rpcName} itself`))
    return `${command.path} sends no ${rpcName} request built from its arguments, and the sample does not say so`;
  for (const flag of driven.callFlags)
    if (!given.some((g) => g.name === flag)) return `${command.path} does not call ${rpcName} without --${flag}`;
  const commented = new Set(code.split('\n').flatMap((line) => /^# ([\w.]+): /.exec(line)?.[1] ?? []));
  for (const leaf of planLeaves(methodPlan({ service: run.service, method: run.method }, run.variant).entries, [])) {
    if (!commented.has(leaf.path)) return `drops ${leaf.path}: ${command.path} cannot set it and no comment says so`;
  }
  const start = run.service.subServices.flatMap((s) => s.methods).find((m) => m.fullName === driven.startRpc);
  if (!start) return `${driven.startRpc} is not documented`;
  return checkCliFields(
    { ...run, method: start, variant: 'minimal' },
    command,
    given.filter((g) => !driven.callFlags.includes(g.name)),
    positional,
    code,
  );
}

/**
 * Maps the flags and positional arguments back to request fields (the bindings read from the
 * Go action) and compares them with the plan: every planned field must arrive with its value
 * or be named in a `# field: ...` comment of the sample, and every argument must set a planned field.
 */
function checkCliFields(
  run: Run,
  command: ReturnType<typeof methodCli> & object,
  given: { name: string; value: string }[],
  positional: string[],
  code: string,
): string | null {
  const bindings = command.inputs!.requests.find((r) => r.rpc === run.method.fullName)?.fields ?? [];
  const cli = command.path.split(' ')[0]!;
  const state = argState([...given.map((g) => `--${g.name}`), ...positional], command);
  // A slot the action ranges over from (`for _, arg := range ctx.Args()`) takes every argument left, each one item.
  const slotValues = new Map<number, string[]>();
  let next = 0;
  for (const p of command.inputs!.positional) {
    if (!state.slots.has(p.slot)) continue;
    // The arguments from here on are the items of a list of messages (below).
    if (bindings.some((b) => argumentItems(b)?.slot === p.slot)) break;
    const count = p.spread ? positional.length - next : 1;
    slotValues.set(p.slot, positional.slice(next, next + count));
    next += count;
  }
  // Every argument from a slot on as one item of a repeated message field (`info:read`), split as the action splits it.
  const itemsBinding = bindings.find((b) => argumentItems(b)?.slot === next);
  const items = itemsBinding ? cliItems(positional.slice(next), argumentItems(itemsBinding)!) : [];
  if (typeof items === 'string') return `${command.path} stops: ${items}`;
  if (!itemsBinding && next < positional.length) return `${command.path} takes no argument ${positional[next]}`;
  const sent = new Map<string, string[]>();

  const requiredExtra = new Set(
    code.split('\n').flatMap((line) => /^# ([\w.[\]]+): \S+ requires it/.exec(line)?.[1] ?? []),
  );
  const flagsWithoutField = new Set(
    code.split('\n').flatMap((line) => /^# --([\w-]+): \S+ requires it; it sets no field/.exec(line)?.[1] ?? []),
  );
  const planLeavesOf = (variant: RequestVariant, commentedToo: boolean) =>
    planLeaves(methodPlan({ service: run.service, method: run.method }, variant).entries, bindings, commentedToo);
  // The plan, and the fields the sample says the command requires beyond it (with the full request's values).
  const expected = [
    ...planLeavesOf(run.variant, false),
    ...planLeavesOf('full', true).filter((l) => requiredExtra.has(l.path)),
  ];
  const planned = new Set(expected.map((e) => e.path));

  // A field carried as one part of the text (`pubkey@address`) gets that part, as Go's strings.Split cuts it (none when the text has no such part).
  const record = (
    what: string,
    value: string,
    fields: string[],
    partOf: (b: CliFieldBindingModel) => ValuePart | undefined,
    input: { flag?: string; slot?: number },
  ) => {
    if (!fields.some((f) => planned.has(f)))
      return `${what} sets no field the request plan sets (${fields.join(', ') || 'none'})`;
    for (const field of fields) {
      const binding = bindings.find((b) => b.field === field)!;
      // A field the action sets only under flags (`importmc --failure`) gets nothing from this input otherwise.
      if (binding.when && evaluateCondition(binding.when, state) !== true) continue;
      // Nor does an input whose value a later assignment writes over (`--amt` under `--max_swap_routing_fee`).
      const own = inputCondition(binding, input);
      if (own && evaluateCondition(own, state) !== true) continue;
      const part = partOf(binding);
      // A JSON text the action decodes: the values at the field's place in it.
      const place = binding.json?.find((p) =>
        p.flag !== undefined ? what === `--${p.flag}` : what.startsWith(`argument ${p.slot! + 1} `),
      );
      if (place) {
        let decoded: unknown;
        try {
          decoded = JSON.parse(value);
        } catch {
          return `${what} is not JSON`;
        }
        for (const found of valuesAt(decoded, place.path.match(/\[\]|\.[^.[]+/g) ?? []))
          sent.set(field, [...(sent.get(field) ?? []), String(found)]);
        continue;
      }
      const text = part ? value.split(part.separator)[part.index] : value;
      if (text !== undefined) sent.set(field, [...(sent.get(field) ?? []), text]);
    }
    return null;
  };
  // The switches the action needs to reach the call (read from Go): given, and setting no field.
  const callFlags = (command.inputs!.requests.find((r) => r.rpc === run.method.fullName)?.callFlags ?? []).filter(
    (f) => command.flags.find((x) => x.name === f)?.kind === 'Bool',
  );
  for (const flag of callFlags)
    if (!given.some((g) => g.name === flag))
      return `${command.path} does not call ${run.method.name} without --${flag}`;
  for (const g of given) {
    const misread = misreadFlag(cli, g.name, bindings, expected, command.flags);
    if (misread) return misread;
    if (callFlags.includes(g.name) && !bindings.some((b) => b.flags.includes(g.name))) continue;
    if (flagsWithoutField.has(g.name) && !bindings.some((b) => b.flags.includes(g.name))) continue;
    const problem = record(
      `--${g.name}`,
      g.value,
      bindings.filter((b) => b.flags.includes(g.name)).map((b) => b.field),
      (b) => valueParts(b).find((p) => p.flag === g.name),
      { flag: g.name },
    );
    if (problem) return problem;
  }
  for (const [slot, values] of slotValues) {
    for (const [i, value] of values.entries()) {
      const problem = record(
        `argument ${slot + i + 1} (${value})`,
        value,
        bindings.filter((b) => b.slots.includes(slot)).map((b) => b.field),
        (b) => valueParts(b).find((p) => p.slot === slot),
        { slot },
      );
      if (problem) return problem;
    }
  }
  if (itemsBinding && items.length > 0) {
    const problem = record(
      `arguments ${next + 1}.. (${positional.slice(next).join(' ')})`,
      JSON.stringify(sortKeys(items)),
      [itemsBinding.field],
      () => undefined,
      { slot: next },
    );
    if (problem) return problem;
  }
  // An enum the action picks by a switch on the text: the text stands for the constant its case picks.
  for (const b of bindings) {
    const values = sent.get(b.field);
    if (!b.choices || !values) continue;
    const picked = values.map((v) => b.choices!.find((c) => c.text === v)?.constant);
    if (picked.some((c) => c === undefined))
      return `${b.field}: ${command.path} accepts only ${b.choices.map((c) => c.text).join(', ')}, not ${values.join(',')}`;
    const leaf = expected.find((e) => e.path === b.field);
    const matches = (constant: string) =>
      leaf?.enumConstant !== undefined && isGoConstantOf(constant, leaf.enumConstant);
    sent.set(
      b.field,
      picked.map((c) => (matches(c!) ? leaf!.text! : c!)),
    );
  }
  // An enum the action picks by which flag is given: the given flag stands for the constant its case picks.
  for (const b of bindings) {
    if (!b.flagChoices || !sent.has(b.field)) continue;
    const picked = given.flatMap((g) => b.flagChoices!.filter((c) => c.flag === g.name).map((c) => c.constant));
    const leaf = expected.find((e) => e.path === b.field);
    const matches = (constant: string) =>
      leaf?.enumConstant !== undefined && isGoConstantOf(constant, leaf.enumConstant);
    sent.set(
      b.field,
      picked.map((c) => (matches(c) ? leaf!.text! : c)),
    );
  }
  const commented = new Set(code.split('\n').flatMap((line) => /^# ([\w.[\]]+): /.exec(line)?.[1] ?? []));
  const prompts = checkPromptNotes(
    command.path,
    bindings,
    expected.map((e) => e.path),
    code,
  );
  if (prompts) return prompts;
  const cliLines = code.split('\n');
  for (const leaf of expected) {
    const values = sent.get(leaf.path);
    if (!values) {
      if (commented.has(leaf.path)) continue;
      return `drops ${leaf.path}: no flag or argument sets it and no comment says why`;
    }
    if (leaf.keys) {
      // A map the command builds keyed by a flag's values: those are its keys, and each value it does not send is said.
      const binding = bindings.find((b) => b.field === leaf.path)!;
      if ([...values].sort().join(',') !== [...leaf.keys.keys].sort().join(','))
        return `sets the keys of ${leaf.path} to ${values.join(',')}, the plan has ${leaf.keys.keys.join(',')}`;
      const unsaid = leaf.keys.valued.find(
        (key) => !cliLines.includes(mapValueNote(cli, leaf.path, key, binding.flags[0]!)),
      );
      if (unsaid !== undefined)
        return `drops the value of ${leaf.path}[${unsaid}]: --${binding.flags[0]} sets only the key, and no comment says so`;
      continue;
    }
    if (leaf.items) {
      // An item part the sample says the command requires (`# permissions.entity: lncli requires it`) has the full request's value.
      const full = planLeavesOf('full', true).find((l) => l.path === leaf.path)?.items ?? [];
      const want = leaf.items.map((item, i) => ({
        ...item,
        ...Object.fromEntries(
          Object.entries(full[i] ?? {}).filter(([part]) => requiredExtra.has(`${leaf.path}.${part}`)),
        ),
      }));
      if (values.length !== 1 || values[0] !== JSON.stringify(sortKeys(want)))
        return `sets ${leaf.path} to ${values.join(',')}, the plan has ${JSON.stringify(sortKeys(want))}`;
      continue;
    }
    // Several flags may feed one field (loop's fee flags all set fee_ppm): they must agree.
    if ([...new Set(values)].join(',') !== leaf.text && values.join(',') !== leaf.text)
      return `sets ${leaf.path} to ${values.join(',')}, the plan has ${leaf.text}`;
  }
  return null;
}

/**
 * A flag given as if it set a planned field it feeds in another form: added to the clock
 * (`--expiry` for an expiry timestamp) or parsed by another module (`--privacy-flags` names
 * through session.Parse, not the number the field holds).
 */
export function misreadFlag(
  cli: string,
  flag: string,
  bindings: CliFieldBindingModel[],
  planned: { path: string; field: FieldModel }[],
  flags: CliFlagModel[],
): string | null {
  for (const binding of bindings.filter((b) => b.flags.includes(flag))) {
    const leaf = planned.find((p) => p.path === binding.field);
    const note = leaf ? unwritableNote(cli, leaf.path, leaf.field, binding, flags) : null;
    if (note) return `--${flag} cannot set ${leaf!.path} to the planned value: ${note.replace(/^# [\w.]+: /, '')}`;
  }
  return null;
}

/**
 * The fields an interactive command asks for at a prompt (read from Go): the sample must say
 * so for each planned one (`# wallet_password: lncli asks for it at a prompt`), and may say it
 * of no other field.
 */
export function checkPromptNotes(
  commandPath: string,
  bindings: CliFieldBindingModel[],
  planned: string[],
  code: string,
): string | null {
  const said = new Set(code.split('\n').flatMap((line) => promptNoteField(line) ?? []));
  for (const field of said) {
    if (!promptedOnly(bindings.find((b) => b.field === field)))
      return `says ${commandPath} asks for ${field} at a prompt, but its action reads no prompt into it`;
  }
  for (const field of planned) {
    if (promptedOnly(bindings.find((b) => b.field === field)) && !said.has(field))
      return `${commandPath} asks for ${field} at a prompt, and the sample does not say so`;
  }
  return null;
}

/** Arguments as the items the Go action builds from them (each split at the separator into the parts), or why it refuses one. */
function cliItems(words: string[], items: ArgumentItems): Record<string, string>[] | string {
  const out: Record<string, string>[] = [];
  for (const word of words) {
    const parts = items.separator === '' ? [word] : word.split(items.separator);
    if (parts.length !== items.fields.length || parts.some((p) => p === ''))
      return `cannot split ${word} into ${items.fields.join(items.separator || ' ')}`;
    out.push(Object.fromEntries(items.fields.map((name, i) => [name, parts[i]!])));
  }
  return out;
}

/** The values at a JSON path (`[]` every item of a list, `.key` an object's key). */
function valuesAt(value: unknown, steps: string[]): unknown[] {
  if (value === undefined || value === null) return [];
  if (steps.length === 0) return [value];
  const [step, ...rest] = steps as [string, ...string[]];
  if (step === '[]') return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : [];
  return typeof value === 'object' && !Array.isArray(value)
    ? valuesAt((value as Record<string, unknown>)[step.slice(1)], rest)
    : [];
}

/** The global flags every daemon's CLI has (read from each CLI's main.go at the pinned releases). */
const CLI_CONNECTION_FLAGS = new Set(['network', 'rpcserver', 'tlscertpath', 'macaroonpath']);

function splitFlag(arg: string): [string, string | undefined] {
  const at = arg.indexOf('=');
  return at < 0 ? [arg.slice(2), undefined] : [arg.slice(2, at), arg.slice(at + 1)];
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
  if (received.length !== 1) return `the stub received ${received.length} calls: ${JSON.stringify(received)}`;
  const [call] = received as [Received];
  if (call.error) return `the stub refused the call: ${call.error}`;
  if (call.rpc !== run.method.fullName) return `called ${call.rpc}`;
  if (call.macaroonFile !== run.macaroon) return `sent ${call.macaroonFile}, the sample says ${run.macaroon}`;
  if (JSON.stringify(sortKeys(call.request)) !== JSON.stringify(sortKeys(run.expected))) {
    return `the request differs from the plan:\n  sent     ${JSON.stringify(sortKeys(call.request))}\n  expected ${JSON.stringify(sortKeys(run.expected))}`;
  }
  return null;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  return value;
}

/** Runs a program; resolves with its exit code and output (killed after `timeout` ms). */
function exec(
  program: string,
  args: string[],
  cwd: string,
  timeout: number,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${timeout} ms)`;
      child.kill('SIGKILL');
    }, timeout);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: -1, stdout, stderr: `${stderr}${error.message}` });
    });
  });
}

/** Runs `task` over the items, `concurrency` at a time. */
async function pool<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
