/** Renders the page with the view of its kind, from the views the app was given. */
import type { PageData, PageKind } from '../../site/page-data.ts';
import { usePageViews } from '../contexts.tsx';
import type { PageView } from './page-view.ts';

export function PageContent({ page }: { page: PageData }) {
  // Indexed by the page's own kind, the view takes this page: the cast only widens K.
  const View = usePageViews()[page.kind] as PageView<PageKind> | undefined;
  if (!View) {
    throw new Error(
      `Internal error: the view of ${page.kind} pages is not loaded; the client must load it (view-loader.ts) before it renders such a page.`,
    );
  }
  return <View page={page} />;
}
