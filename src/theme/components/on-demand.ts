/**
 * Code that loads on demand (a chunk of its own, outside a page's first load): requested
 * once per page load by `load()` (call it as early as the need is known: the search box
 * asks for it with the index), and read in a component with `useLoaded(wanted)`, which
 * starts the load when `wanted` and re-renders once it is there. Not React.lazy: a Suspense
 * boundary reveals its content at most every 300 ms after showing its fallback (React 19),
 * which delayed the search dropdown's first hits by that much.
 */
import { useEffect, useState } from 'react';

/** What `useLoaded` gives: not (yet) there, the loaded value, or why it could not load. */
export type Loaded<T> = { status: 'waiting' } | { status: 'ready'; value: T } | { status: 'failed'; problem: string };

const WAITING = { status: 'waiting' } as const;

export interface OnDemand<T> {
  load(): Promise<T>;
  useLoaded(wanted: boolean): Loaded<T>;
}

/** `what` names the code in the console when it cannot load ("the search dropdown"). */
export function onDemand<T>(importer: () => Promise<T>, what: string): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let value: T | null = null;
  const load = () => {
    pending ??= importer().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        pending = null; // a later attempt may succeed
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    useLoaded(wanted) {
      const [loaded, setLoaded] = useState<Loaded<T>>(() => (value === null ? WAITING : { status: 'ready', value }));
      useEffect(() => {
        if (!wanted || loaded.status !== 'waiting') return;
        let current = true;
        load().then(
          (next) => current && setLoaded({ status: 'ready', value: next }),
          (error: unknown) => {
            console.error(`apidocs: ${what} could not load:`, error);
            if (current)
              setLoaded({ status: 'failed', problem: error instanceof Error ? error.message : String(error) });
          },
        );
        return () => {
          current = false;
        };
      }, [wanted, loaded]);
      return loaded;
    },
  };
}
