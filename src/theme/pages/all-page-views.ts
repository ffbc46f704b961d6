/**
 * Every page view, for the server render. The client never imports this table (it would
 * bundle every view into every page); it loads views by kind (src/client/router/view-loader.ts).
 */
import type { PageKind } from '../../site/page-data.ts';
import { SearchView } from '../search/SearchView.tsx';
import { ApiChangesView } from './ApiChangesView.tsx';
import { ApiHistoryView } from './ApiHistoryView.tsx';
import { RemovedRpcView } from './RemovedRpcView.tsx';
import { UpgradingView } from './UpgradingView.tsx';
import { CategoryView } from './CategoryView.tsx';
import { DocumentationGapsView } from './DocumentationGapsView.tsx';
import { ErrorCatalogueView } from './ErrorCatalogueView.tsx';
import { ErrorEntryView } from './ErrorEntryView.tsx';
import { HomeView } from './HomeView.tsx';
import { MarkdownView } from './MarkdownView.tsx';
import * as methodPartsModule from './method-parts.tsx';
import { MethodView, methodParts } from './MethodView.tsx';
import { NotFoundView } from './NotFoundView.tsx';
import type { PageView } from './page-view.ts';
import { PermissionsView } from './PermissionsView.tsx';
import { RestEndpointsView } from './RestEndpointsView.tsx';
import { ServiceIndexView } from './ServiceIndexView.tsx';

// The server renders static parts (static-parts.tsx) like any component.
methodParts.provide(methodPartsModule);

// The mapped type makes the compiler demand a view for every page kind.
export const ALL_PAGE_VIEWS: { readonly [K in PageKind]: PageView<K> } = {
  home: HomeView,
  markdown: MarkdownView,
  search: SearchView,
  'not-found': NotFoundView,
  category: CategoryView,
  'service-index': ServiceIndexView,
  'rest-endpoints': RestEndpointsView,
  permissions: PermissionsView,
  method: MethodView,
  'api-changes': ApiChangesView,
  'documentation-gaps': DocumentationGapsView,
  'api-history': ApiHistoryView,
  'removed-rpc': RemovedRpcView,
  upgrading: UpgradingView,
  'error-catalogue': ErrorCatalogueView,
  'error-entry': ErrorEntryView,
};
