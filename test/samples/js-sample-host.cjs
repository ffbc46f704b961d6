// Runs JavaScript samples one after another in one warm Node process, each as its own main
// module, and answers as if each had been a process of its own: its exit code and output.
//
// Why: a sample run as its own process spends about 0.5 CPU-s, nearly all of it Node starting
// cold (loading grpc-js or undici, then protobuf.js parsing the daemon's protos with nothing
// compiled yet), and the real samples test runs some 1,200 of them. Here the libraries stay
// loaded and the parser stays compiled; each sample still reads and parses its protos itself.
// What a warm process cannot show (a sample that only works because an earlier one loaded
// something first) is why run-samples.ts still runs a share of them as processes of their own.
//
// A sample's "process" ends as a real one would: when nothing it started keeps the event loop
// alive (process.getActiveResourcesInfo() back to what this host itself holds), or when it calls
// process.exit or throws uncaught. In the last two cases its leftovers cannot be taken back, so
// this host answers, then exits, and the pool (js-host-pool.ts) starts a fresh one.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const util = require('node:util');

/** The job running now: { id, stdout, stderr, done }. */
let current = null;
const realExit = process.exit.bind(process);
const realWrites = { stdout: process.stdout.write, stderr: process.stderr.write };

process.on('message', (job) => run(job));
// The test process ended or let go of this one.
process.on('disconnect', () => realExit(0));

// What a crashing sample would print, then exit 1 (Node's own behaviour for an uncaught error,
// an unhandled rejection included).
process.on('uncaughtException', (error) => {
  // process.exit's way out of the sample's callback: its answer is on its way.
  if (error instanceof SampleExited) return;
  if (!current) throw error;
  current.stderr += `${util.inspect(error)}\n`;
  finish(1, { last: true });
});

for (const name of ['stdout', 'stderr']) {
  process[name].write = (chunk, encoding, callback) => {
    if (!current) return realWrites[name].call(process[name], chunk, encoding, callback);
    current[name] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
}

process.exit = (code) => {
  if (!current) return realExit(code);
  finish(code ?? process.exitCode ?? 0, { last: true });
  // The sample stops here, as it would in its own process.
  throw new SampleExited();
};

class SampleExited extends Error {}

/** Runs one job: { id, file, cwd, env }. */
function run(job) {
  const baseline = process.getActiveResourcesInfo();
  current = { id: job.id, stdout: '', stderr: '', done: false };
  process.exitCode = undefined;
  process.chdir(job.cwd);
  applyEnv(job.env);
  rememberParsedProtos(job.file);
  try {
    runAsMain(job.file);
  } catch (error) {
    if (error instanceof SampleExited) return;
    current.stderr += `${util.inspect(error)}\n`;
    finish(1, { last: true });
    return;
  }
  waitForIdle(baseline);
}

/** Compiles and runs `file` as the main module, with its own module scope; libraries already loaded stay loaded. */
function runAsMain(file) {
  const main = new Module(file, null);
  main.filename = file;
  main.paths = Module._nodeModulePaths(path.dirname(file));
  process.mainModule = main;
  main._compile(fs.readFileSync(file, 'utf8'), file);
}

/**
 * Parsing a daemon's protos is most of what a warm gRPC sample costs (some 50 ms of CPU for
 * lightning.proto and its imports, every run): proto-loader's loadSync, as the sample's folder
 * resolves it, hands back the definition it made before for the same file, folders and options
 * (the files do not change during a run). A sample that parses wrongly still fails: the first
 * run of each file and options parses, and one run of each kind of program runs alone
 * (run-samples.ts), where nothing is remembered.
 */
function rememberParsedProtos(sampleFile) {
  let loaderFile;
  try {
    loaderFile = require.resolve('@grpc/proto-loader', { paths: [path.dirname(sampleFile)] });
  } catch {
    return;
  }
  const loader = require(loaderFile);
  if (loader.loadSync.remembers) return;
  const parse = loader.loadSync;
  const parsed = new Map();
  const remembering = (filename, options) => {
    const key = JSON.stringify([process.cwd(), filename, options ?? null]);
    if (!parsed.has(key)) parsed.set(key, parse(filename, options));
    return parsed.get(key);
  };
  remembering.remembers = true;
  loader.loadSync = remembering;
}

/** Answers once nothing the sample started keeps the event loop alive. */
function waitForIdle(baseline) {
  const job = current;
  const check = () => {
    if (job.done) return;
    if (within(process.getActiveResourcesInfo(), baseline)) finish(process.exitCode ?? 0);
    else setTimeout(check, 2).unref();
  };
  setTimeout(check, 0).unref();
}

/** Whether every resource in `now` was already there at the start (the host's own: its IPC channel, a write in flight). */
function within(now, baseline) {
  const left = [...baseline];
  for (const kind of now) {
    const at = left.indexOf(kind);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

function finish(code, { last = false } = {}) {
  const job = current;
  if (!job || job.done) return;
  job.done = true;
  current = null;
  process.send({ id: job.id, code: Number(code) || 0, stdout: job.stdout, stderr: job.stderr, last }, () => {
    if (last) realExit(0);
  });
}

/** The job's environment in place of the last one's: variables it lacks are removed. */
function applyEnv(env) {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
}
