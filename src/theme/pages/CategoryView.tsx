/** A generated index: description and cards. */
import type { CategoryPage } from '../../site/page-data.ts';
import { Cards } from '../components/Cards.tsx';

export function CategoryView({ page }: { page: CategoryPage }) {
  return (
    <>
      <header>
        <h1>{page.title}</h1>
        {/* Safe HTML: markdown rendered with raw HTML disabled. */}
        <div className="markdown" dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} />
      </header>
      <Cards cards={page.cards} />
    </>
  );
}
