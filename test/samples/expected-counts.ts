/**
 * Exact pass counts of a samples run, asserted against a table the test states (one number per
 * sample kind and request variant): a runner that silently runs fewer samples, or a generator
 * that silently writes fewer, fails. Kinds whose tools are missing, and variants the run
 * leaves out, are not expected.
 */
import assert from 'node:assert/strict';
import type { SampleRunReport } from './run-samples.ts';

/** Passed runs by "protocol/language variant" (grpc/javascript minimal). */
export type ExpectedCounts = Readonly<Record<string, number>>;

/** Asserts every expected kind passed exactly its count and no other kind ran. */
export function assertCounts(
  report: SampleRunReport,
  expected: ExpectedCounts,
  run: { skipped: ReadonlySet<string>; variants: readonly string[] },
): void {
  const wanted = Object.fromEntries(
    Object.entries(expected).filter(([key]) => {
      const [kind, variant] = key.split(' ') as [string, string];
      return !run.skipped.has(kind) && run.variants.includes(variant);
    }),
  );
  const passed = Object.fromEntries([...report.counts].map(([key, c]) => [key, c.passed]));
  assert.deepEqual(passed, wanted, 'pass counts by sample kind and variant (see the expected table)');
}
