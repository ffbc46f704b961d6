/** Polls until `condition` holds: tests wait for what happened (on disk, in recorded events), never a fixed time. */
export async function waitFor(condition: () => boolean, what = 'the condition', timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
