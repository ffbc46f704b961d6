/**
 * How far V8 lets a full build's heap grow past what the last full collection kept alive.
 * By default V8 grows the limit by a factor of up to 4 when collecting is cheap next to the
 * program's work, and a build allocates fast: on the real site the main thread's heap reached
 * 440 MB around 230-300 MB of live data, most of the build's peak memory. Growing by 30% of
 * the live size keeps the heap near what is alive (peak RSS of a cold real build 742 -> 609 MiB
 * with this alone; 60% peaked at 605 MiB with the other savings, 20% no lower than 30%), for
 * about a CPU-second of extra collections (a warm build: 18.9 against 17.7 CPU-s). A one-shot
 * build sets it once its model is read: the CLI's build command asks for it (`heapGrowthPercent`
 * in build-site.ts), since a process-wide V8 flag is a program's choice, not a library's.
 */
import v8 from 'node:v8';

export const BUILD_HEAP_GROWING_PERCENT = 30;

/**
 * Sets V8's heap growing factor for the rest of the process (and the workers it starts),
 * unless the node command line chose one (`node --heap-growing-percent=N bin/apidocs build`;
 * NODE_OPTIONS does not take V8 flags). V8 reads it each time it sets a new heap limit, so
 * setting it at run time takes effect from the next collection.
 */
export function limitHeapGrowth(percent: number): void {
  if (!process.execArgv.some((arg) => /^--heap[-_]growing[-_]percent/.test(arg)))
    v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
