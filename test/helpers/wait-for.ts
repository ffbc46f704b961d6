/**
 * Polls until `condition` holds: tests wait for what happened (on disk, in recorded events),
 * never a fixed time. The default limit is far above any wait when tests pass (a build
 * starting took over 10 s once, with three test files running at once on two cores): a
 * passing test never waits for it, a failing one fails later.
 */
export async function waitFor(condition: () => boolean, what = 'the condition', timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
