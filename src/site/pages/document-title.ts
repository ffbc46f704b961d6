/**
 * The document title of a page (browser tabs, bookmarks, history, search engines). A page
 * of a daemon release names the daemon and the release, so the two releases of
 * OpenChannel, or lnd's and tapd's BakeMacaroon, are told apart in a row of tabs:
 * "OpenChannel · lnd v0.20.3-beta | Lightning Labs API Reference". A title that already
 * names the release ("Loop API Changes in v0.34.0-beta") gets the daemon only when it
 * lacks it too; the home page is the site title alone.
 */
import type { ReleaseContext } from '../page-data.ts';

export function documentTitle(params: {
  pageTitle: string;
  siteTitle: string;
  home: boolean;
  release: ReleaseContext | null;
}): string {
  const { pageTitle, siteTitle, release } = params;
  if (params.home) return siteTitle;
  if (!release || pageTitle.includes(release.tag)) return `${pageTitle} | ${siteTitle}`;
  return `${pageTitle} · ${release.daemonName} ${release.tag} | ${siteTitle}`;
}
