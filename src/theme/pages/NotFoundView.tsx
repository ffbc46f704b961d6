/** The generic not-found page. */
import type { NotFoundPage } from '../../site/page-data.ts';
import { useSite } from '../contexts.tsx';

export function NotFoundView({ page }: { page: NotFoundPage }) {
  const { baseUrl } = useSite();
  return (
    <div className="not-found">
      <h1>{page.title}</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        Go to the <a href={baseUrl}>home page</a> or <a href={`${baseUrl}search/`}>search the documentation</a>.
      </p>
    </div>
  );
}
