/**
 * Worker threads do not inherit the TypeScript loader, and loading it in a worker costs
 * about half a second; so a worker module is bundled by esbuild (its Go process, in
 * parallel with the caller) into one CommonJS script with its dependencies, which the
 * worker evaluates. Every worker pool of the build starts its workers this way.
 */
import { Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';

/** Bundles the worker module at `entry` (an absolute .ts/.tsx path) into a script for `new Worker(code, { eval: true })`. */
export async function bundleWorkerScript(entry: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: ['node20'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * A worker's young generation, in MB. V8's default lets each isolate's nursery grow to 48 MB
 * of which a render worker uses little (its pages are short-lived garbage); capped, the full
 * build's peak RSS measured 582-612 MB against 628-647 MB with the default, at the same CPU time.
 */
const WORKER_YOUNG_GENERATION_MB = 8;

/** Starts `count` workers running the bundled module at `entry`. */
export async function startWorkers(entry: string, count: number): Promise<Worker[]> {
  const code = await bundleWorkerScript(entry);
  return Array.from(
    { length: count },
    () => new Worker(code, { eval: true, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } }),
  );
}

/**
 * Posts a request carrying an `id` and resolves with the worker's answer of the same id;
 * rejects when the worker fails or exits first. `what` names the worker in errors.
 */
export function askWorker<Request extends { id: number }, Answer extends { id: number }>(
  worker: Worker,
  request: Request,
  what: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: Answer) => {
      if (answer.id !== request.id) return;
      cleanup();
      resolve(answer);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new Error(`${what} failed: ${error.message}`, { cause: error }));
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`${what} exited with code ${code}`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(request);
  });
}
