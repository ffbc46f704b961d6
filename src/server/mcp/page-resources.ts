/**
 * Every page of the build as an MCP resource, `apidocs://<page path without the base>`
 * (apidocs://api/lnd/lightning/get-info/). Its content is the page's Markdown copy when the
 * build has one (<page>index.md, or <page>.md beside the folder), else a text rendering of
 * the page's data: method pages as get_method shows them, other pages by their text.
 */
import { errorCatalogueMarkdown, errorEntryMarkdown } from '../../export/markdown/error-markdown.ts';
import fs from 'node:fs';
import type { PageData } from '../../site/page-data.ts';
import { htmlText } from '../../search/html-text.ts';
import { methodResult, methodText } from './method-tool.ts';
import type { SiteBuild } from './site-build.ts';

export const RESOURCE_SCHEME = 'apidocs://';

export function resourceUri(build: SiteBuild, pagePath: string): string {
  return `${RESOURCE_SCHEME}${pagePath.slice(build.index.baseUrl.length)}`;
}

/** The page path of a resource URI, or null. */
export function resourcePath(build: SiteBuild, uri: string): string | null {
  if (!uri.startsWith(RESOURCE_SCHEME)) return null;
  return `${build.index.baseUrl}${uri.slice(RESOURCE_SCHEME.length)}`;
}

/** The Markdown copy of a page, when the build has one. */
function markdownCopy(build: SiteBuild, pagePath: string): string | null {
  const file = build.fileOf(pagePath);
  for (const candidate of [`${file.replace(/\/$/, '')}/index.md`, `${file.replace(/\/$/, '')}.md`]) {
    if (fs.existsSync(candidate)) return fs.readFileSync(candidate, 'utf8');
  }
  return null;
}

/** A page's content as a resource. */
export function pageText(build: SiteBuild, pagePath: string): string {
  return markdownCopy(build, pagePath) ?? dataText(build, build.page(pagePath));
}

function links(items: { label?: string; title?: string; href: string; summary?: string }[]): string[] {
  return items.map((l) => `- [${l.label ?? l.title}](${l.href})${l.summary ? `: ${l.summary}` : ''}`);
}

/** A text rendering of page data (used when the build has no Markdown copy). */
function dataText(build: SiteBuild, page: PageData): string {
  const head = [`# ${page.title}`, build.absoluteUrl(page.path), ''];
  switch (page.kind) {
    case 'method':
      return methodText(methodResult(build, page, 2));
    case 'home':
      return [...head, htmlText(page.introHtml), '', ...links(page.services)].join('\n');
    case 'markdown':
      return [...head, htmlText(page.html)].join('\n');
    case 'category':
      return [...head, htmlText(page.descriptionHtml), '', ...links(page.cards)].join('\n');
    case 'service-index':
      return [...head, htmlText(page.introHtml), '', `Release ${page.version.tag} (${page.version.url})`, '', ...links(page.subServices), ...links([page.restEndpoints, ...(page.permissions ? [page.permissions] : []), ...(page.changes ? [page.changes] : [])])].join('\n');
    case 'rest-endpoints':
      return [...head, ...page.rows.map((r) => `- ${r.method} ${r.path} → ${r.rpc}${r.deprecated ? ' (deprecated)' : ''}${r.notServedBy ? ` (not served by ${r.notServedBy})` : ''}`)].join('\n');
    case 'permissions':
      return [
        ...head,
        ...page.permissions.map((p) => `- ${p.op}: ${p.rpcs.map((r) => r.label).join(', ')}`),
        '',
        ...page.macaroons.map((m) => `- ${m.file}: ${m.allowsAll ? 'every permission' : m.ops.join(', ')}`),
        '',
        `No macaroon: ${page.noMacaroon.map((r) => r.label).join(', ') || 'none'}`,
        `Any macaroon of the daemon: ${page.anyMacaroon.map((a) => a.rpc.label).join(', ') || 'none'}`,
        `No macaroon only when configured so: ${page.conditionallyPublic.map((c) => `${c.rpc.label} (${c.when.join(' or ')})`).join(', ') || 'none'}`,
      ].join('\n');
    case 'api-changes':
      return [...head, ...page.groups.flatMap((g) => [`## ${g.title}`, ...g.sections.flatMap((s) => s.entries.map((e) => `- ${e.subject.label}: ${e.text.map((t) => (typeof t === 'string' ? t : t.code)).join('')}`))])].join('\n');
    case 'documentation-gaps':
      return [...head, ...page.groups.flatMap((g) => [`## ${g.title}`, g.explanation, ...g.findings.map((f) => `- ${f.rpc.label} (${f.source.label})`)])].join('\n');
    case 'api-history':
      return [...head, ...page.releases.map((r) => `- ${r.tag}${r.date ? ` (${r.date})` : ''}`)].join('\n');
    case 'removed-rpc':
      return [...head, `${page.fullName} is not in ${page.newestTag}.`].join('\n');
    case 'error-catalogue':
      return errorCatalogueMarkdown(page);
    case 'error-entry':
      return errorEntryMarkdown(page);
    case 'search':
    case 'not-found':
      return head.join('\n');
  }
}
