/**
 * The "Try it" fold of a method page with a REST binding. Only the fold is in the page's
 * first load: the panel (src/theme/try-it/, its own chunk) loads when the reader first opens
 * it. Without JavaScript the fold says that sending needs it, and the curl sample does the same.
 */
import type { MethodPage, TryItView } from '../../site/page-data.ts';
import { lazyPart } from './lazy-part.tsx';
import { useDetailsOpened } from './use-details-opened.ts';

const TryItPanel = lazyPart(() => import('../try-it/TryItPanel.tsx').then((m) => m.TryItPanel), 'The Try it panel');

export function TryItFold({ page, tryIt }: { page: MethodPage; tryIt: TryItView }) {
  const { ref, onToggle, opened } = useDetailsOpened();
  return (
    <details className="try-it" id="try-it" ref={ref} onToggle={onToggle}>
      <summary>Try it against your node</summary>
      <p className="try-it__nojs">
        Sending from this page needs JavaScript; the curl sample does the same from a terminal.
      </p>
      {opened ? <TryItPanel page={page} tryIt={tryIt} /> : null}
    </details>
  );
}
