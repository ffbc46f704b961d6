/**
 * The one React tree of the site. The server calls renderToString(<App/>) and the client
 * hydrateRoot() on the same tree with the same data (site data + the route's chunk), so
 * nothing here may depend on the browser during the first render. The page views come in
 * as a prop: the server passes every view, the client the views it has loaded, which always
 * include the kind of the page it renders.
 */
import type { ReactNode } from 'react';
import type { PageData } from '../site/page-data.ts';
import type { SiteData } from '../site/site-data.ts';
import { PageViewsProvider, RouteProvider, SiteProvider } from './contexts.tsx';
import { AnnouncementBar } from './layout/AnnouncementBar.tsx';
import { BaseUrlIssueBanner } from './layout/BaseUrlIssueBanner.tsx';
import { DocLayout } from './layout/DocLayout.tsx';
import { Footer } from './layout/Footer.tsx';
import { SkipToContent } from './layout/SkipToContent.tsx';
import { Navbar } from './navbar/Navbar.tsx';
import { PageContent } from './pages/PageContent.tsx';
import type { PageViews } from './pages/page-view.ts';
import { Sidebar } from './sidebar/Sidebar.tsx';

export interface AppProps {
  site: SiteData;
  page: PageData;
  /** The views pages are rendered with, by kind; must hold the view of `page.kind`. */
  views: PageViews;
  /**
   * Client only: a loading or load-error state shown in place of the page's content while
   * the next route's data is missing (the shell keeps showing `page`). Never on the server.
   */
  status?: ReactNode;
}

/** The whole page: shell around the route's content. */
export function App({ site, page, views, status }: AppProps) {
  return (
    <SiteProvider value={site}>
      <PageViewsProvider value={views}>
        <RouteProvider value={page}>
          <SkipToContent />
          <AnnouncementBar />
          <Navbar />
          {page.kind === 'home' && !status ? <BaseUrlIssueBanner /> : null}
          <div className="main-wrapper">
            {status ? (
              <>
                <Sidebar mobileOnly />
                <main id="__main" className="plain-main" tabIndex={-1}>
                  {status}
                </main>
              </>
            ) : page.layout === 'doc' ? (
              <DocLayout page={page} />
            ) : (
              <>
                <Sidebar mobileOnly />
                <main id="__main" className="plain-main" tabIndex={-1}>
                  <PageContent page={page} />
                </main>
              </>
            )}
          </div>
          <Footer />
        </RouteProvider>
      </PageViewsProvider>
    </SiteProvider>
  );
}
