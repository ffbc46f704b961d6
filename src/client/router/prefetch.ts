/**
 * Prefetches route chunks before they are needed: when a link is hovered, focused or
 * touched, and when it scrolls into view (in idle time, a few at a time). Nothing is
 * prefetched on 2g connections or with data saver on. Failures are ignored here; the
 * navigation that needs the chunk reports them.
 */
import type { ChunkLoader } from './chunk-loader.ts';
import { currentConnection, prefetchAllowed } from './connection.ts';

/** Chunks fetched at the same time for links in view; hover and focus skip the queue. */
const MAX_PARALLEL = 3;

export interface PrefetchParams {
  /** Element whose links are watched (the React root). */
  root: HTMLElement;
  loader: ChunkLoader;
  /** The route an anchor leads to, or null when it is not a client route. */
  routeOf: (anchor: HTMLAnchorElement) => string | null;
  /**
   * True while the reader waits for something more urgent (the search index loading after
   * a focus of the box): links in view are not prefetched meanwhile, so their data and view
   * code do not compete with it for the network and the main thread.
   */
  yieldTo?: () => boolean;
}

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50);

/** Starts prefetching for links under `root`. */
export function startPrefetch({ root, loader, routeOf, yieldTo = () => false }: PrefetchParams): void {
  const prefetch = (route: string | null): Promise<unknown> => {
    if (!route || loader.has(route) || !prefetchAllowed(currentConnection())) return Promise.resolve();
    return loader.load(route).catch(() => undefined);
  };

  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) void prefetch(routeOf(anchor));
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, onIntent, { passive: true });

  if (typeof IntersectionObserver !== 'function') return;
  const queue: string[] = [];
  let running = 0;
  const pump = () => {
    if (yieldTo()) {
      setTimeout(() => whenIdle(pump), 100);
      return;
    }
    while (running < MAX_PARALLEL && queue.length > 0) {
      running += 1;
      void prefetch(queue.shift()!).finally(() => {
        running -= 1;
        whenIdle(pump);
      });
    }
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const route = routeOf(entry.target as HTMLAnchorElement);
      if (route && !queue.includes(route)) queue.push(route);
    }
    whenIdle(pump);
  });
  // Each scan starts over, so links that left the page are not kept alive by the observer.
  const scan = () => {
    observer.disconnect();
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const route = routeOf(anchor);
      if (route && !loader.has(route)) observer.observe(anchor);
    }
  };
  // Links appear with every navigation and when sidebar categories open.
  let scheduled = false;
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(() => {
      scheduled = false;
      scan();
    });
  }).observe(root, { childList: true, subtree: true });
  whenIdle(scan);
}
