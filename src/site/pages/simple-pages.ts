/** The hand-written and shell pages: home, markdown page, search and not-found. */
import type { HomePage, MarkdownPage, NotFoundPage, SearchPage } from '../page-data.ts';
import { latestReleases } from '../site-api.ts';
import { sitePaths } from '../urls.ts';
import { type PageContext, href, markdownHtml, pageBase, tocFromHeadings } from './page-context.ts';

/** Home: intro from content/pages/home.md and a card per service. */
export function homePage(ctx: PageContext): HomePage {
  const page = ctx.content.home;
  const intro = markdownHtml(ctx, page.file, page.body);
  return {
    ...pageBase(ctx, {
      path: href(ctx, sitePaths.home()),
      title: page.title,
      description: page.description,
      layout: 'plain',
    }),
    kind: 'home',
    title: page.title,
    introHtml: intro.html,
    services: latestReleases(ctx.api).map((service) => ({
      title: service.title,
      href: href(ctx, sitePaths.service(service)),
      summary: ctx.content.services.get(service.id)!.description,
      meta: `${service.subServices.reduce((n, s) => n + s.methods.length, 0)} RPCs · ${service.version.tag}`,
    })),
  };
}

/** The generic markdown page (content/pages/markdown-page.md). */
export function markdownPage(ctx: PageContext): MarkdownPage {
  const page = ctx.content.markdownPage;
  const rendered = markdownHtml(ctx, page.file, page.body);
  return {
    ...pageBase(ctx, {
      path: href(ctx, sitePaths.markdownPage()),
      title: page.title,
      description: page.description,
      layout: 'plain',
      toc: tocFromHeadings(ctx, rendered.headings),
    }),
    kind: 'markdown',
    title: page.title,
    html: rendered.html,
  };
}

/** The search page shell; results are computed in the browser from the search index. */
export function searchPage(ctx: PageContext): SearchPage {
  return {
    ...pageBase(ctx, {
      path: href(ctx, sitePaths.search()),
      title: 'Search',
      description: 'Search the API reference.',
      layout: 'plain',
    }),
    kind: 'search',
    title: 'Search the documentation',
  };
}

/** The not-found page, written as 404.html. */
export function notFoundPage(ctx: PageContext): NotFoundPage {
  return {
    ...pageBase(ctx, {
      path: href(ctx, '404.html'),
      title: 'Page Not Found',
      description: 'The page you asked for does not exist.',
      layout: 'plain',
    }),
    kind: 'not-found',
    title: 'Page Not Found',
  };
}
