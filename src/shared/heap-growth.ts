/**
 * How far V8 lets a full build's heap grow past what the last full collection kept alive.
 * By default V8 grows the limit by a factor of up to 4 when collecting is cheap next to the
 * program's work, and a build allocates fast: on the real site the main thread's heap reached
 * 440 MB around 230-300 MB of live data, most of the build's peak memory. Growing by 30% of
 * the live size keeps the heap near what is alive (peak RSS of a cold real build 742 -> 608 MB)
 * for about the same CPU time: the extra full collections are short next to a build.
 */
import v8 from 'node:v8';

export const BUILD_HEAP_GROWING_PERCENT = 30;

/**
 * Sets V8's heap growing factor for the rest of the process (and the workers it starts),
 * unless the user chose one in NODE_OPTIONS or the node command line. The flag is read each
 * time V8 sets a new heap limit, so setting it at run time takes effect from the next collection.
 */
export function limitHeapGrowth(percent = BUILD_HEAP_GROWING_PERCENT): void {
  const chosen = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) =>
    /heap[-_]growing[-_]percent/.test(arg),
  );
  if (!chosen) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
