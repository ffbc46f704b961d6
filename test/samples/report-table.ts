/** The sample run counts as a table for the test output. */
import type { SampleRunReport } from './run-samples.ts';

/** One line per sample kind and variant: passed/total and the time the runs took in all. */
export function reportTable(report: SampleRunReport): string {
  const rows = [...report.counts].sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(...rows.map(([key]) => key.length), 10);
  return rows
    .map(
      ([key, c]) =>
        `${key.padEnd(width)}  ${String(c.passed).padStart(4)}/${String(c.passed + c.failed).padEnd(4)} ${(c.ms / 1000).toFixed(1).padStart(7)} s`,
    )
    .join('\n');
}
