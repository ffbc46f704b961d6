/**
 * A page shown at a second URL: the one readers reach by removing the last segment of a
 * URL, where the site has no page of its own (/api/, /category/, and the folder of a
 * newest release's sub-service, /api/lnd/lightning/). A real page, not a redirect, so it
 * answers on any static host and without JavaScript; its canonical URL stays the
 * original's, the sitemap and search leave it out, and the sidebar shows the original's
 * place without listing the copy.
 */
import type { PageData } from '../page-data.ts';

/** `page` as served at `path`. */
export function pageCopyAt<P extends PageData>(page: P, path: string): P {
  return { ...page, path, sidebarPath: page.path };
}
