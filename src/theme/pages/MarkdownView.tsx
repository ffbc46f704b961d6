/** A page written in markdown (content/pages/). */
import type { MarkdownPage } from '../../site/page-data.ts';
import { TableOfContents } from '../components/TableOfContents.tsx';

export function MarkdownView({ page }: { page: MarkdownPage }) {
  return (
    <div className={page.toc.length > 0 ? 'markdown-page markdown-page--toc' : 'markdown-page'}>
      <div className="markdown-page__body">
        <h1>{page.title}</h1>
        {/* Safe HTML: content markdown rendered with raw HTML disabled. */}
        <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
      {page.toc.length > 0 ? <TableOfContents entries={page.toc} /> : null}
    </div>
  );
}
