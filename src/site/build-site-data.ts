/**
 * Turns the validated site configuration into the SiteData the theme renders: navbar doc
 * items resolved to paths (a missing doc id or sidebar id is an error at its line in
 * site.yaml), footer paths under the base URL, the announcement rendered as safe HTML.
 */
import type { SiteContent } from '../content/load-content.ts';
import { markdownEnv, renderMarkdownInline } from '../content/markdown/index.ts';
import { ConfigError } from '../shared/errors.ts';
import { SIDEBAR_ID } from './sidebar.ts';
import type { NavbarItemView, SidebarItem, SiteData } from './site-data.ts';
import { sitePaths, withBase } from './urls.ts';

/** Builds the shared site data; `routes` and `searchIndex` are filled by later phases. */
export function buildSiteData(
  content: SiteContent,
  sidebars: Record<string, SidebarItem[]>,
  docIds: Map<string, string>,
  releases: Record<string, string[]>,
): SiteData {
  const sidebar = sidebars[SIDEBAR_ID]!;
  const { config } = content;
  const base = config.baseUrl;
  const asset = (src: string) => withBase(base, src);
  const where = (index: number, key: string) =>
    `${content.configFile}:${content.configLineOf(['navbar', 'items', index, key])}`;
  const items = config.navbar.items.map((item, index): NavbarItemView => {
    switch (item.type) {
      case 'doc': {
        const href = docIds.get(item.docId);
        if (!href) {
          throw new ConfigError(`navbar item "${item.label}" names doc id "${item.docId}", which does not exist`, {
            location: where(index, 'docId'),
            hint: `Use an existing doc id such as ${[...docIds.keys()].slice(0, 3).join(', ')}.`,
          });
        }
        return { type: 'link', label: item.label, href, external: false, position: item.position };
      }
      case 'docSidebar': {
        if (item.sidebarId !== SIDEBAR_ID) {
          throw new ConfigError(
            `navbar item "${item.label}" names sidebar id "${item.sidebarId}", which does not exist`,
            {
              location: where(index, 'sidebarId'),
              hint: `The site has one sidebar: "${SIDEBAR_ID}".`,
            },
          );
        }
        return { type: 'link', label: item.label, href: sidebar[0]!.href, external: false, position: item.position };
      }
      case 'href':
        return { type: 'link', label: item.label, href: item.href, external: true, position: item.position };
      case 'localeDropdown':
        return { type: 'localeDropdown', position: item.position, locales: [{ code: 'en', label: 'English' }] };
      case 'docsVersionDropdown':
        return {
          type: 'docsVersionDropdown',
          position: item.position,
          versions: [
            {
              name: 'current',
              label: config.docs.versionLabel,
              href: withBase(base, sitePaths.apiReference()),
              isLast: true,
            },
          ],
        };
      default:
        return { type: item.type, position: item.position };
    }
  });
  return {
    title: config.title,
    baseUrl: base,
    url: config.url,
    logo: { src: asset(config.navbar.logo.src), alt: config.navbar.logo.alt },
    navbar: { title: config.navbar.title, hideOnScroll: config.navbar.hideOnScroll, items },
    footer: {
      logo: config.footer.logo ? { src: asset(config.footer.logo.src), alt: config.footer.logo.alt } : null,
      columns: config.footer.links.map((column) => ({
        title: column.title,
        items: column.items.map((link) =>
          'to' in link
            ? { label: link.label, href: withBase(base, link.to), external: false }
            : { label: link.label, href: link.href, external: true },
        ),
      })),
      copyright: config.footer.copyright,
    },
    colorMode: config.colorMode,
    announcementBar: config.announcementBar
      ? {
          id: config.announcementBar.id,
          html: renderMarkdownInline(
            config.announcementBar.content,
            markdownEnv(content.configFile, (href) => ({ href: withBase(base, href) })),
          ),
          isCloseable: config.announcementBar.isCloseable,
        }
      : null,
    baseUrlIssueBanner: config.baseUrlIssueBanner,
    docsVersion: { name: 'current', label: config.docs.versionLabel, isLast: true, path: base },
    sidebars,
    releases,
    history: {},
    routes: {},
    searchIndex: null,
    searchReleases: {},
  };
}
