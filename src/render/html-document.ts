/**
 * The HTML document around a server-rendered page: head (title, description, canonical,
 * CSP, stylesheet, preloads of the bundle, the page kind's view chunks and the data the
 * client hydrates with), the rendered app, and the module script. Everything interpolated is escaped.
 */
import type { PageData, PageKind } from '../site/page-data.ts';
import { markdownHrefOf } from '../site/markdown-copy.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import type { HeadScript } from './head-script.ts';
import { escapeHtml } from '../highlight/highlight.ts';

export interface DocumentAssets {
  /** URLs (with base) of the client bundle and stylesheet. */
  js: string;
  css: string;
  /** URLs of JavaScript chunks the entry imports statically (preloaded). */
  jsPreloads: string[];
  /** URLs of the chunks of each page kind's view (a page preloads those of its kind). */
  viewPreloads: Record<PageKind, string[]>;
  siteData: string;
  favicon: string;
  /** Colour mode without JavaScript (the head script applies the stored one). */
  defaultMode: 'light' | 'dark';
  headScript: HeadScript;
}

export interface DocumentParams {
  page: PageData;
  appHtml: string;
  /** URL of this page's data chunk. */
  chunk: string;
  assets: DocumentAssets;
  noIndex: boolean;
}

/** The complete HTML document of one page. */
export function htmlDocument({ page, appHtml, chunk, assets, noIndex }: DocumentParams): string {
  const a = (value: string) => escapeHtml(value);
  const markdown = markdownHrefOf(page);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${a(contentSecurityPolicy(assets.headScript.cspHash, { forHeader: false }))}">`,
    `<title>${escapeHtml(page.head.title)}</title>`,
    `<meta name="description" content="${a(page.head.description)}">`,
    `<meta property="og:title" content="${a(page.head.title)}">`,
    `<meta property="og:description" content="${a(page.head.description)}">`,
    `<meta property="og:url" content="${a(page.head.canonical)}">`,
    noIndex || page.head.noIndex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${a(page.head.canonical)}">`,
    markdown ? `<link rel="alternate" type="text/markdown" href="${a(markdown)}">` : '',
    `<link rel="icon" href="${a(assets.favicon)}" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${a(assets.css)}">`,
    `<link rel="modulepreload" href="${a(assets.js)}">`,
    ...assets.jsPreloads.map((url) => `<link rel="modulepreload" href="${a(url)}">`),
    ...assets.viewPreloads[page.kind].map((url) => `<link rel="modulepreload" href="${a(url)}">`),
    `<link rel="preload" href="${a(assets.siteData)}" as="fetch" crossorigin="anonymous">`,
    `<link rel="preload" href="${a(chunk)}" as="fetch" crossorigin="anonymous">`,
    `<script>${assets.headScript.code}</script>`,
  ].filter(Boolean);
  return (
    `<!DOCTYPE html>\n<html lang="en" dir="ltr" data-theme="${assets.defaultMode}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n` +
    `<div id="__apidocs" data-chunk="${a(chunk)}" data-site="${a(assets.siteData)}">${appHtml}</div>\n` +
    `<script type="module" src="${a(assets.js)}"></script>\n</body>\n</html>\n`
  );
}
