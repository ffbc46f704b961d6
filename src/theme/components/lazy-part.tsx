/**
 * A component whose code loads on demand (see on-demand.ts), for the interactive part of
 * something the reader opens first. While it loads nothing is shown; if it cannot load
 * (offline, or a redeploy removed the chunk) a one-line notice takes its place instead of
 * the page crashing.
 */
import type { ComponentType } from 'react';
import { onDemand } from './on-demand.ts';

/** `what` names the part in the notice ("The converter"). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, what: string): ComponentType<P> {
  const part = onDemand(load, what);
  return (props: P) => {
    const loaded = part.useLoaded(true);
    if (loaded.status === 'waiting') return null;
    if (loaded.status === 'failed') return <p role="alert">{what} could not load. Reload the page to try again.</p>;
    const Part = loaded.value;
    return <Part {...props} />;
  };
}
