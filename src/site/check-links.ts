/**
 * The link check as a pure function of (page -> ids and links) and the set of other files:
 * every internal link must reach a page or a file, and every #fragment an id on the target
 * page, which must be the only element with that id. The report lists every broken
 * `page -> link`.
 */
import { fragmentId } from '../shared/fragment-id.ts';

export interface PageLinkInfo {
  ids: Set<string>;
  /** Ids used more than once on the page; each is reported, as links to it are ambiguous. */
  duplicateIds?: string[];
  links: string[];
}

export interface BrokenLink {
  /** Route path of the page the link is on. */
  page: string;
  link: string;
  reason: string;
}

/**
 * Checks links. `pages` maps route paths (/api-docs/x/) to their ids and links; `files`
 * holds URL paths of other output files (/api-docs/assets/main.js); `only` limits the
 * pages whose links are checked (watch mode checks the pages it just rebuilt).
 */
export function checkLinks(pages: Map<string, PageLinkInfo>, files: Set<string>, only?: Set<string>): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const [page, info] of pages) {
    if (only && !only.has(page)) continue;
    for (const id of info.duplicateIds ?? []) {
      broken.push({ page, link: `#${id}`, reason: `id "${id}" is used by more than one element on the page` });
    }
    for (const link of new Set(info.links)) {
      const reason = problemWith(page, link, pages, files);
      if (reason) broken.push({ page, link, reason });
    }
  }
  return broken.sort((a, b) => a.page.localeCompare(b.page) || a.link.localeCompare(b.link));
}

function problemWith(page: string, link: string, pages: Map<string, PageLinkInfo>, files: Set<string>): string | null {
  const url = new URL(link, `http://site${page}`);
  const fragment = fragmentId(url.hash);
  let path: string;
  try {
    path = decodeURI(url.pathname);
  } catch {
    return `malformed percent-escape in ${url.pathname}`;
  }
  const target = pages.get(path);
  if (target) {
    if (fragment && !target.ids.has(fragment)) return `no element with id "${fragment}" on ${path}`;
    return null;
  }
  if (files.has(path)) return fragment ? `${path} is a file, it has no #${fragment}` : null;
  if (pages.has(`${path}/`)) return `missing trailing slash: use ${path}/`;
  return `no page or file at ${path}`;
}

/** Formats broken links for the terminal, one `page -> link (reason)` per line. */
export function formatBrokenLinks(broken: BrokenLink[]): string {
  return broken.map((b) => `  ${b.page} -> ${b.link} (${b.reason})`).join('\n');
}
