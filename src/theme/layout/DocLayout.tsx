/** Docs pages: sidebar, the page with breadcrumbs and pager, and the table of contents. */
import type { PageData } from '../../site/page-data.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Pager } from '../components/Pager.tsx';
import { TableOfContents } from '../components/TableOfContents.tsx';
import { PageContent } from '../pages/PageContent.tsx';
import { OlderReleaseNotice } from '../release/OlderReleaseNotice.tsx';
import { Sidebar } from '../sidebar/Sidebar.tsx';

export function DocLayout({ page }: { page: PageData }) {
  return (
    <div className="doc-layout">
      <Sidebar />
      <main id="__main" className="doc-main" tabIndex={-1}>
        {/* With a table of contents the row reserves its column (or, on narrow screens, its
            bar) before the TOC itself is parsed: nothing moves when it arrives. */}
        <div className={page.toc.length > 0 ? 'doc-main__row doc-main__row--toc' : 'doc-main__row'}>
          <div className="doc-main__content">
            {page.release ? <OlderReleaseNotice release={page.release} /> : null}
            <Breadcrumbs items={page.breadcrumbs} />
            <article className="doc-article">
              <PageContent page={page} />
            </article>
            <Pager prev={page.prev} next={page.next} />
          </div>
          {page.toc.length > 0 ? <TableOfContents key={page.path} entries={page.toc} /> : null}
        </div>
      </main>
    </div>
  );
}
