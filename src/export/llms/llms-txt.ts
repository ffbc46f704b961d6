/**
 * llms.txt files in the llmstxt.org format (an H1, a summary blockquote, then sections of
 * `- [title](url): summary` links): one for the site, linking each daemon's files, and one
 * per daemon, linking the Markdown copy of every page of its newest release grouped by
 * sub-service. And llms-full.txt: those pages' Markdown in one file. Pure functions of the
 * site's structure and the pages' data and Markdown.
 */
import type { PageData } from '../../site/page-data.ts';
import type { SiteDaemon, SiteRelease, SiteSubService } from '../../site/site-api.ts';
import { markdownPathOf, sitePaths, withBase } from '../../site/urls.ts';
import { blocks, escapeText, heading, link } from '../markdown/markdown-text.ts';
import { builtDaemonExports } from './export-links.ts';

/** What the llms files read: the base URL, the site's title and tagline, the pages by route path with their Markdown. */
export interface LlmsInput {
  baseUrl: string;
  title: string;
  tagline: string;
  daemons: SiteDaemon[];
  pages: ReadonlyMap<string, PageData>;
  markdown: Pick<ReadonlyMap<string, string>, 'get' | 'has'>;
  /** Whether the build wrote a file at this URL path (other writers' exports are linked only then). */
  written: (urlPath: string) => boolean;
}

/** Where a daemon's files sit: beside its newest release's index. */
export function daemonExportPath(baseUrl: string, daemon: Pick<SiteRelease, 'sitePrefix'>, file: string): string {
  return withBase(baseUrl, `${sitePaths.service(daemon)}${file}`);
}

function item(title: string, url: string, summary: string): string {
  return `- ${link(title, url)}${summary ? `: ${escapeText(summary)}` : ''}`;
}

/** A page's entry: a link to its Markdown copy with its one-line summary (the page's meta description). */
function pageItem(input: LlmsInput, path: string, title?: string): string | null {
  const page = input.pages.get(path);
  if (!page || !input.markdown.has(path)) return null;
  return item(title ?? page.head.title.split(' | ')[0]!, markdownPathOf(path), page.head.description);
}

function newest(daemon: SiteDaemon): SiteRelease | undefined {
  return daemon.releases[0];
}

/** The site's llms.txt: a section per daemon linking its llms.txt, llms-full.txt and the other exports. */
export function siteLlmsTxt(input: LlmsInput): string {
  const home = withBase(input.baseUrl, '');
  const sections = input.daemons.flatMap((daemon) => {
    const release = newest(daemon);
    if (!release) return [];
    const exports = builtDaemonExports()
      .filter((e) => input.written(daemonExportPath(input.baseUrl, release, e.file)))
      .map((e) =>
        item(
          `${daemon.title} ${e.title}`,
          daemonExportPath(input.baseUrl, release, e.file),
          e.summary(daemon.title, release.version.tag),
        ),
      );
    const index = pageItem(input, withBase(input.baseUrl, sitePaths.service(release)), `${daemon.title} overview`);
    return [
      blocks(heading(2, `${daemon.title} (${daemon.daemon})`), [...exports, ...(index ? [index] : [])].join('\n')),
    ];
  });
  const intro =
    `Every page of this site has a Markdown copy at its URL followed by \`index.md\`, and at its URL without the last slash followed by \`.md\` (${home}api/lnd/ has ${home}api/lnd/index.md and ${home}api/lnd.md). ` +
    "Each daemon below has an llms.txt linking the Markdown of every page of its newest pinned release, an llms-small.txt with every RPC in brief (fits an assistant's context), a file per sub-service, and an llms-full.txt holding all of them.";
  const optional = pageItem(input, home, 'Home');
  return `${blocks(
    heading(1, input.title),
    `> ${escapeText(input.tagline)}: the gRPC and REST APIs of ${input.daemons.map((d) => escapeText(d.title)).join(', ')}, generated from their upstream protos at pinned releases.`,
    intro,
    ...sections,
    optional ? blocks(heading(2, 'Optional'), optional) : null,
  )}\n`;
}

/** The pages of a daemon's newest release, in site order: index, sub-services with their methods, then the daemon-wide pages. */
export function daemonLlmsTxt(input: LlmsInput, daemon: SiteDaemon): string {
  const release = newest(daemon);
  if (!release) return '';
  const path = (sitePath: string) => withBase(input.baseUrl, sitePath);
  const methods = release.subServices.reduce((n, s) => n + s.methods.length, 0);
  const general = [
    pageItem(input, path(sitePaths.service(release)), 'Overview'),
    pageItem(input, path(sitePaths.restEndpoints(release)), 'REST endpoints'),
    pageItem(input, path(sitePaths.permissions(release)), 'Macaroon permissions'),
    pageItem(input, path(sitePaths.changes(release)), 'API changes'),
    item(
      'llms-small.txt',
      daemonExportPath(input.baseUrl, release, 'llms-small.txt'),
      "Every RPC in brief (signature, REST, permissions, a curl sample) and every message's fields, in one file that fits an assistant's context",
    ),
    item(
      'llms-full.txt',
      daemonExportPath(input.baseUrl, release, 'llms-full.txt'),
      `Every page below in Markdown, in one file`,
    ),
  ].filter((l): l is string => l !== null);
  const subServices = release.subServices.map((sub) => {
    const category = input.pages.get(path(sitePaths.category(release, sub)));
    const all = item(
      `All of ${sub.name} in one file`,
      subServiceLlmsPath(input.baseUrl, release, sub),
      `The Markdown of the ${sub.name} page and of each of its ${sub.methods.length} RPCs`,
    );
    const lines = [
      all,
      ...sub.methods
        .map((m) => pageItem(input, path(sitePaths.method(release, sub, m)), m.name))
        .filter((l): l is string => l !== null),
    ];
    return blocks(
      heading(2, `${category?.kind === 'category' ? category.title : sub.name} (${sub.fullName})`),
      lines.join('\n'),
    );
  });
  const gaps = pageItem(input, path(sitePaths.documentationGaps(release)), 'Documentation gaps');
  return `${blocks(
    heading(1, `${daemon.title} ${release.version.tag} API`),
    `> The gRPC and REST API of ${escapeText(daemon.title)} (${escapeText(daemon.daemon)}) at ${escapeText(release.version.tag)}: ${methods} RPCs in ${release.subServices.length} sub-services. Each link is the Markdown copy of a page.`,
    general.join('\n'),
    ...subServices,
    gaps ? blocks(heading(2, 'Optional'), gaps) : null,
  )}\n`;
}

/** Every page of the daemon's newest release in Markdown, in llms.txt order, each after a line naming its URL. */
export function daemonLlmsFull(input: LlmsInput, daemon: SiteDaemon): string {
  const release = newest(daemon);
  if (!release) return '';
  return pagesText(input, releasePagePaths(input.baseUrl, release));
}

/** Where a sub-service's file sits: in the folder of its RPC pages (/api-docs/api/lnd/lightning/llms-full.txt). */
export function subServiceLlmsPath(baseUrl: string, release: SiteRelease, sub: SiteSubService): string {
  return withBase(baseUrl, `${sitePaths.subService(release, sub)}llms-full.txt`);
}

/** A sub-service's pages in Markdown (its category page, then each RPC's), as llms-full.txt has them. */
export function subServiceLlmsFull(input: LlmsInput, release: SiteRelease, sub: SiteSubService): string {
  const path = (sitePath: string) => withBase(input.baseUrl, sitePath);
  return pagesText(input, [
    path(sitePaths.category(release, sub)),
    ...sub.methods.map((m) => path(sitePaths.method(release, sub, m))),
  ]);
}

/** Pages' Markdown, each after a line naming its URL, separated by rules. */
function pagesText(input: LlmsInput, paths: string[]): string {
  const parts = paths.flatMap((p) => {
    const text = input.markdown.get(p);
    return text ? [`<!-- ${p} -->\n\n${text.trimEnd()}`] : [];
  });
  return `${parts.join('\n\n---\n\n')}\n`;
}

/** Route paths of a release's pages in reading order. */
export function releasePagePaths(baseUrl: string, release: SiteRelease): string[] {
  const path = (sitePath: string) => withBase(baseUrl, sitePath);
  return [
    path(sitePaths.service(release)),
    ...release.subServices.flatMap((sub) => [
      path(sitePaths.category(release, sub)),
      ...sub.methods.map((m) => path(sitePaths.method(release, sub, m))),
    ]),
    path(sitePaths.restEndpoints(release)),
    path(sitePaths.permissions(release)),
    path(sitePaths.changes(release)),
    path(sitePaths.documentationGaps(release)),
  ];
}
