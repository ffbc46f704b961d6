/**
 * Where the Go facts of the releases are computed. Parsing a release's Go source is pure
 * CPU (lnd's files take about 0.3 s), while the main thread of the model phase mostly
 * waits for `buf` to compile the next release: on the real site (12 releases, ~1.5 s of Go)
 * the releases go to worker threads as they compile. Small sites attach inline, where a
 * worker's start-up would cost more than it saves. Both run attachGoFacts: same result.
 */
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { ApiRelease, ModelWarning } from '../proto/model-types.ts';
import { askWorker, startWorkers } from '../shared/worker-script.ts';
import { type GoFactsInput, attachGoFacts } from './attach-go-facts.ts';
import type { GoFactsAnswer, GoFactsRequest } from './go-facts-worker.ts';

export interface GoFactsRunner {
  attach(release: ApiRelease, input: GoFactsInput): Promise<{ release: ApiRelease; warnings: ModelWarning[] }>;
  close(): Promise<void>;
}

/** From this many releases with Go files on, workers pay for their start-up. */
export const GO_WORKERS_MIN_RELEASES = 6;

const WORKER_ENTRY = fileURLToPath(new URL('./go-facts-worker.ts', import.meta.url));

/** Attaches on the calling thread. */
export function inlineGoFacts(): GoFactsRunner {
  return { attach: async (release, input) => attachGoFacts(release, input), close: async () => {} };
}

/** Attaches on `size` worker threads, one release at a time each, in the order asked. */
export function workerGoFacts(size: number): GoFactsRunner {
  const started = startWorkers(WORKER_ENTRY, size);
  started.catch(() => {}); // reported by attach()
  const idle: Worker[] = [];
  const waiting: ((worker: Worker) => void)[] = [];
  let nextId = 0;
  const ready = started.then((workers) => idle.push(...workers));
  const acquire = async (): Promise<Worker> => {
    await ready;
    const worker = idle.pop();
    return worker ?? new Promise<Worker>((resolve) => waiting.push(resolve));
  };
  const release = (worker: Worker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };
  return {
    async attach(model, input) {
      const worker = await acquire();
      try {
        const answer = await askWorker<GoFactsRequest, GoFactsAnswer>(worker, { id: ++nextId, release: model, input }, 'a Go facts worker');
        return answer.ok ? answer.result : attachGoFacts(model, input);
      } finally {
        release(worker);
      }
    },
    async close() {
      const workers = await started.catch(() => []);
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
