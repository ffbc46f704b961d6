/**
 * A component whose code loads on demand (a chunk of its own, outside a page's first load),
 * for the interactive part of something the reader opens first. While it loads nothing is
 * shown; if it cannot load (offline, or a redeploy removed the chunk) a one-line notice
 * takes its place instead of the page crashing.
 */
import { type ComponentType, lazy, Suspense } from 'react';

/** `what` names the part in the notice ("The converter"). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, what: string): ComponentType<P> {
  const Part = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`apidocs: ${what} could not load:`, error);
        const Notice: ComponentType<P> = () => <p role="alert">{what} could not load. Reload the page to try again.</p>;
        return { default: Notice };
      },
    ),
  );
  return (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}
