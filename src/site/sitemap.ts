/**
 * sitemap.xml and robots.txt: search engines get the pages worth finding. Every planned
 * route says whether it is indexable; the search page and the 404 page are not, nor any
 * page a route marks so (pages of older releases, which duplicate the newest one's).
 */
import { escapeXml } from './xml-escape.ts';

/** The sitemap of the given absolute page URLs, in the order given. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`;
}

/**
 * robots.txt for the site's base path: crawlers may read everything under it and find the
 * sitemap; with `noIndex` they are asked to stay out. Written at the output root (so at
 * /api-docs/robots.txt): a host serving other content at / merges these lines into its own
 * /robots.txt, the only one crawlers read.
 */
export function robotsTxt(params: { origin: string; baseUrl: string; noIndex: boolean }): string {
  if (params.noIndex) return `User-agent: *\nDisallow: ${params.baseUrl}\n`;
  return `User-agent: *\nAllow: ${params.baseUrl}\n\nSitemap: ${params.origin}${params.baseUrl}sitemap.xml\n`;
}
