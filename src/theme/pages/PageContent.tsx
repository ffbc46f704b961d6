/** Picks the view of the page's kind. */
import type { PageData } from '../../site/page-data.ts';
import { ApiChangesView } from './ApiChangesView.tsx';
import { CategoryView } from './CategoryView.tsx';
import { HomeView } from './HomeView.tsx';
import { MarkdownView } from './MarkdownView.tsx';
import { MethodView } from './MethodView.tsx';
import { NotFoundView } from './NotFoundView.tsx';
import { PermissionsView } from './PermissionsView.tsx';
import { RestEndpointsView } from './RestEndpointsView.tsx';
import { SearchView } from '../search/SearchView.tsx';
import { ServiceIndexView } from './ServiceIndexView.tsx';

export function PageContent({ page }: { page: PageData }) {
  switch (page.kind) {
    case 'home':
      return <HomeView page={page} />;
    case 'markdown':
      return <MarkdownView page={page} />;
    case 'search':
      return <SearchView page={page} />;
    case 'not-found':
      return <NotFoundView page={page} />;
    case 'category':
      return <CategoryView page={page} />;
    case 'service-index':
      return <ServiceIndexView page={page} />;
    case 'rest-endpoints':
      return <RestEndpointsView page={page} />;
    case 'permissions':
      return <PermissionsView page={page} />;
    case 'method':
      return <MethodView page={page} />;
    case 'api-changes':
      return <ApiChangesView page={page} />;
  }
}
