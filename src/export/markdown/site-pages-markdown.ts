/**
 * The pages around the methods as Markdown: home, content pages, categories, a daemon's
 * index, its REST endpoints, permissions, API changes and Documentation gaps. Each is a
 * pure view of the page's data, as its React view is.
 */
import type { TextPart } from '../../diff/describe-change.ts';
import type {
  ApiChangesPage,
  ApiHistoryPage,
  Card,
  CategoryPage,
  DocumentationGapsPage,
  HomePage,
  Link,
  MarkdownPage,
  MaybeLink,
  PermissionsPage,
  RemovedRpcPage,
  RestEndpointsPage,
  ServiceIndexPage,
} from '../../site/page-data.ts';
import { releaseLine } from './badges-markdown.ts';
import { replacementMarkdown } from './upgrading-markdown.ts';
import { htmlToMarkdown } from './html-markdown.ts';
import { blocks, bullets, code, escapeText, heading, link } from './markdown-text.ts';

function cards(items: Card[]): string {
  return bullets(
    items.map(
      (c) =>
        `${link(c.title, c.href)}${c.meta ? ` (${escapeText(c.meta)})` : ''}${c.summary ? `: ${escapeText(c.summary)}` : ''}`,
    ),
  );
}

function links(items: Link[]): string {
  return items.map((l) => link(l.label, l.href)).join(', ');
}

export function maybeLink(l: MaybeLink): string {
  return l.href ? link(l.label, l.href) : escapeText(l.label);
}

export function homeMarkdown(page: HomePage): string {
  return blocks(heading(1, page.title), htmlToMarkdown(page.introHtml, 1), cards(page.services));
}

/** A content page: its text, as rendered from its markdown source (links resolved to their pages). */
export function contentMarkdown(page: MarkdownPage): string {
  // A content page usually starts with its own H1; only add one when it does not.
  const body = htmlToMarkdown(page.html);
  return body.startsWith('# ') ? body : blocks(heading(1, page.title), body);
}

export function categoryMarkdown(page: CategoryPage): string {
  return blocks(heading(1, page.title), releaseLine(page), htmlToMarkdown(page.descriptionHtml, 1), cards(page.cards));
}

export function serviceIndexMarkdown(page: ServiceIndexPage): string {
  const { daemon, litd } = page.connection;
  const facts = bullets([
    `Release: ${link(page.version.tag, page.version.url)} (commit ${code(page.version.commit)})`,
    `Daemon ${code(daemon.daemon)}, command-line client ${code(daemon.cli)}; default ports: gRPC ${daemon.ports.grpc}, REST ${daemon.ports.rest}${litd ? ` (or litd's ${litd.port} when it runs inside litd)` : ''}`,
    `Default data folder ${code(daemon.defaultDir)}, TLS certificate ${code(daemon.tlsCertPath)}, default macaroon ${code(daemon.defaultMacaroon)}`,
    `REST endpoints: ${link(page.restEndpoints.label, page.restEndpoints.href)}`,
    ...(page.openApi ? [`OpenAPI 3.1: ${link(page.openApi.label, page.openApi.href)}`] : []),
    `API history (from ${escapeText(page.history.first)}): ${link(page.history.timeline.label, page.history.timeline.href)}`,
    ...(page.permissions ? [`Macaroon permissions: ${link(page.permissions.label, page.permissions.href)}`] : []),
    ...(page.changes ? [`API changes: ${link(page.changes.label, page.changes.href)}`] : []),
    `Documentation gaps: ${link(`${page.documentationGaps.count} findings`, page.documentationGaps.href)}`,
    `Proto files: ${links(page.protoFiles)}`,
    `Repository: ${link(page.repo.label, page.repo.href)}`,
  ]);
  return blocks(
    heading(1, page.title),
    releaseLine(page),
    htmlToMarkdown(page.introHtml, 1),
    facts,
    heading(2, 'Sub-services'),
    cards(page.subServices),
  );
}

export function restEndpointsMarkdown(page: RestEndpointsPage): string {
  const rows = page.rows.map((row) => {
    const notes = [row.deprecated ? 'deprecated' : '', row.notServedBy ? `not served by ${row.notServedBy}` : '']
      .filter(Boolean)
      .join(', ');
    return `| ${row.method} | ${code(row.path)} | ${link(row.rpc, row.href)} | ${escapeText(notes)} |`;
  });
  const openApi = page.openApi ? `As an OpenAPI 3.1 document: ${link(page.openApi.label, page.openApi.href)}.` : null;
  return blocks(
    heading(1, page.title),
    releaseLine(page),
    openApi,
    ['| Method | Path | RPC | Notes |', '| --- | --- | --- | --- |', ...rows].join('\n'),
  );
}

export function permissionsPageMarkdown(page: PermissionsPage): string {
  const macaroons = page.macaroons.map((m) =>
    blocks(
      heading(3, m.file),
      `${m.allowsAll ? 'Allows every RPC. ' : `Allows ${m.rpcCount} RPCs. `}${escapeText(m.note)}${m.source ? ` Declared in ${link(m.source.label, m.source.href)}.` : ''}`,
      m.ops.length > 0 ? `Permissions: ${m.ops.map(code).join(', ')}` : null,
    ),
  );
  const list = (title: string, items: string[]) =>
    items.length > 0 ? blocks(heading(2, title), bullets(items)) : null;
  return blocks(
    heading(1, page.title),
    releaseLine(page),
    page.bakeCommand ? `Bake a macaroon with ${code(page.bakeCommand)}.` : null,
    heading(2, 'Default macaroons'),
    ...macaroons,
    list(
      'Permissions',
      page.permissions.map((p) => `${code(p.op)}: ${links(p.rpcs)}`),
    ),
    list(
      'No macaroon needed',
      page.noMacaroon.map((l) => link(l.label, l.href)),
    ),
    list(
      'Any macaroon of the daemon',
      page.anyMacaroon.map(
        (a) => `${link(a.rpc.label, a.rpc.href)}${a.smallestMacaroon ? `: smallest ${code(a.smallestMacaroon)}` : ''}`,
      ),
    ),
    list(
      'No macaroon needed when configured so',
      page.conditionallyPublic.map(
        (c) =>
          `${link(c.rpc.label, c.rpc.href)}: ${c.when.map(code).join(' or ')}${c.whitelist ? ` (${link(c.whitelist.label, c.whitelist.href)})` : ''}`,
      ),
    ),
    list(
      'Only in other builds',
      page.otherBuilds.map((o) => `${link(o.rpc.label, o.rpc.href)}: build tags ${o.tags.map(code).join(', ')}`),
    ),
    list(
      'Not served',
      page.notServed.map((l) => link(l.label, l.href)),
    ),
    list(
      'No permission entry (rejected when macaroons are enabled)',
      page.noEntry.map((l) => link(l.label, l.href)),
    ),
  );
}

export function changeText(parts: TextPart[]): string {
  return parts.map((p) => (typeof p === 'string' ? escapeText(p) : code(p.code))).join('');
}

export function apiChangesMarkdown(page: ApiChangesPage): string {
  const summary = `From ${maybeLink(page.from)} to ${maybeLink(page.to)}: ${page.total} changes, ${page.breaking} breaking (${page.counts.map((c) => `${escapeText(c.label)} ${c.count}`).join(', ')}).`;
  const groups = page.groups.map((group) =>
    blocks(
      heading(2, `${group.title} (${group.count})`),
      ...group.sections.map((section) =>
        blocks(
          heading(3, section.title),
          bullets(
            section.entries.map((entry) => {
              const before = entry.before ? ` (before: ${maybeLink(entry.before)})` : '';
              const affects = entry.affects.length > 0 ? ` Affects: ${entry.affects.map(maybeLink).join(', ')}.` : '';
              return `${maybeLink(entry.subject)}: ${changeText(entry.text)}${before}${affects}`;
            }),
          ),
        ),
      ),
    ),
  );
  return blocks(heading(1, page.title), summary, ...groups);
}

export function documentationGapsMarkdown(page: DocumentationGapsPage): string {
  const groups = page.groups.map((group) =>
    blocks(
      heading(2, `${group.title} (${group.findings.length})`),
      escapeText(group.explanation),
      bullets(
        group.findings.map(
          (f) =>
            `${link(f.rpc.label, f.rpc.href)}: ${link(f.source.label, f.source.href)}${f.namedCommand ? ` (names ${code(f.namedCommand)})` : ''}`,
        ),
      ),
    ),
  );
  return blocks(
    heading(1, page.title),
    releaseLine(page),
    `${page.total} findings in ${link(page.repo.label, page.repo.href)}.`,
    ...groups,
  );
}

export function apiHistoryMarkdown(page: ApiHistoryPage): string {
  const releases = page.releases.map((r) => {
    const name = r.page ? link(r.tag, r.page) : escapeText(r.tag);
    const date = r.date ? ` (${r.date})` : '';
    const changes = r.follows
      ? `: ${r.changes ? link(`${r.total} changes from ${r.follows}`, r.changes) : escapeText(`${r.total} changes from ${r.follows}`)}, ${r.breaking} breaking`
      : ': the first release of the history';
    return `${name}${date}${r.kind === 'history' ? ' (history only: no pages)' : ''}${changes}`;
  });
  return blocks(
    heading(1, page.title),
    `The API history of ${escapeText(page.daemon)} from ${escapeText(page.first)}, newest release first.${page.json ? ` Machine-readable: ${link('history.json', page.json)}.` : ''}`,
    bullets(releases),
  );
}

export function removedRpcMarkdown(page: RemovedRpcPage): string {
  return blocks(
    heading(1, page.title),
    `${code(page.fullName)} is not in ${escapeText(page.daemon)} ${escapeText(page.newestTag)}.`,
    bullets([
      ...(page.removedIn ? [`Removed in ${maybeLink(page.removedIn)}`] : []),
      `Last in ${maybeLink(page.lastWith)}`,
      `API history: ${link(page.timeline.label, page.timeline.href)}`,
    ]),
    page.replacement ? blocks(heading(2, 'What replaces it'), replacementMarkdown(page.replacement)) : null,
  );
}
