/**
 * A page view renders the content of one kind of page. The app looks the view up by the
 * page's kind in a table it is given (see <App views/>): the server passes every view
 * (all-page-views.ts), the client only those whose chunks it has loaded, so a page ships
 * the code of its own kind only (src/client/router/view-loader.ts).
 */
import type { ComponentType } from 'react';
import type { PageData, PageKind } from '../../site/page-data.ts';

export type PageOfKind<K extends PageKind> = Extract<PageData, { kind: K }>;

/** The component rendering the content of pages of kind K. */
export type PageView<K extends PageKind> = ComponentType<{ page: PageOfKind<K> }>;

/** Views by page kind; a kind may be missing while its code is not loaded (client). */
export type PageViews = { readonly [K in PageKind]?: PageView<K> };
