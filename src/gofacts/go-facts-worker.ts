/**
 * A Go facts worker (see go-facts-pool.ts): parses a release's Go files and joins their
 * facts into the release model it is sent, exactly as attachGoFacts does on the main thread.
 */
import { parentPort } from 'node:worker_threads';
import type { ApiRelease } from '../proto/model-types.ts';
import { type GoFactsInput, attachGoFacts } from './attach-go-facts.ts';

export interface GoFactsRequest {
  id: number;
  release: ApiRelease;
  input: GoFactsInput;
}

export type GoFactsAnswer = { id: number; ok: true; result: ReturnType<typeof attachGoFacts> } | { id: number; ok: false };

parentPort!.on('message', ({ id, release, input }: GoFactsRequest) => {
  let answer: GoFactsAnswer;
  try {
    answer = { id, ok: true, result: attachGoFacts(release, input) };
  } catch {
    // The main thread repeats the release to report the error with its own type and hint.
    answer = { id, ok: false };
  }
  parentPort!.postMessage(answer);
});
