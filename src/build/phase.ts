/**
 * Timed build phases: each prints ✓ or ✗ with its name, a short summary and its time, and
 * records the time for the benchmark.
 */

export interface PhaseLog {
  /** Where progress lines go (stderr in the CLI, nowhere in tests). */
  write: (line: string) => void;
  /** Milliseconds per phase, in order. */
  timings: { name: string; ms: number }[];
}

/** Runs one phase; `summary` turns its result into a few words for the progress line. */
export async function phase<T>(
  log: PhaseLog,
  name: string,
  run: () => T | Promise<T>,
  summary?: (result: T) => string,
): Promise<T> {
  const started = performance.now();
  try {
    const result = await run();
    const ms = performance.now() - started;
    log.timings.push({ name, ms });
    log.write(`✓ ${name.padEnd(10)} ${(summary?.(result) ?? '').padEnd(44)} ${formatMs(ms)}`);
    return result;
  } catch (error) {
    log.write(`✗ ${name.padEnd(10)} failed after ${formatMs(performance.now() - started)}`);
    throw error;
  }
}

/** 850 ms, 1.24 s. */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
