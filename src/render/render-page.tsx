/** Server render of one page: the same <App/> the client hydrates, with every page view at hand. */
import { renderToString } from 'react-dom/server';
import type { PageData } from '../site/page-data.ts';
import type { SiteData } from '../site/site-data.ts';
import { App } from '../theme/App.tsx';
import { ALL_PAGE_VIEWS } from '../theme/pages/all-page-views.ts';

export type RenderResult = { ok: true; html: string } | { ok: false; error: Error };

/** Renders a page's app markup; a component error is returned, not thrown. */
export function renderPage(site: SiteData, page: PageData): RenderResult {
  try {
    return { ok: true, html: renderToString(<App site={site} page={page} views={ALL_PAGE_VIEWS} />) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
