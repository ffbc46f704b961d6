/**
 * content/site.yaml: title, URLs, navbar, footer, colour mode, sidebar and TOC settings.
 * The type is derived from the validator; errors name the file and line of the bad key.
 * Cross-checks that need the routes (a navbar doc id that does not exist) live in
 * src/site/check-config-refs.ts.
 */
import { z } from 'zod';
import { parseYamlWithLines, validateYaml } from './yaml-errors.ts';

const position = z.enum(['left', 'right']).default('left');

/**
 * Bounds on sizes: every page carries the navbar, footer and title, so a 100 KB title or
 * 20,000 navbar items multiply into gigabytes of output. Generous for real sites.
 */
export const LIMITS = {
  text: 200,
  longText: 1000,
  navbarItems: 40,
  footerColumns: 10,
  footerItems: 40,
  url: 2048,
} as const;

/** A short label or title: non-empty, at most LIMITS.text characters. */
const text = (max: number = LIMITS.text) => z.string().min(1).max(max, `at most ${max} characters`);

/**
 * An external link: http(s) only (mailto too where a reader may follow it). Links are
 * rendered into every page, so `javascript:` or `data:` would run script or show a page of
 * the author's making on the site's origin.
 */
const externalUrl = (schemes: readonly string[] = ['http', 'https']) =>
  z
    .url({
      protocol: new RegExp(`^(${schemes.join('|')})$`),
      error: `use a URL starting with ${schemeList(schemes)}; other schemes (javascript:, data:, ...) are refused`,
    })
    .max(LIMITS.url, `at most ${LIMITS.url} characters`);

/** "http:, https: or mailto:" */
function schemeList(schemes: readonly string[]): string {
  const names = schemes.map((scheme) => `${scheme}:`);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** A path inside the site (static files): no scheme, no //host, no "..". */
const sitePath = text(LIMITS.url).refine(
  (value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//') && !value.split('/').includes('..'),
  {
    error: 'a path of a file under content/static (e.g. img/logo.svg), not a URL',
  },
);

/** Navbar items by type; an unknown type is the spec's "unknown navbar item type" error. */
const NAVBAR_ITEM_TYPES = [
  'doc',
  'docSidebar',
  'href',
  'search',
  'localeDropdown',
  'docsVersionDropdown',
  'colorMode',
] as const;

const navbarItem = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('doc'), docId: text(), label: text(), position }).strict(),
    z.object({ type: z.literal('docSidebar'), sidebarId: text(), label: text(), position }).strict(),
    z
      .object({ type: z.literal('href'), href: externalUrl(['http', 'https', 'mailto']), label: text(), position })
      .strict(),
    z.object({ type: z.literal('search'), position: position.default('right') }).strict(),
    z.object({ type: z.literal('localeDropdown'), position: position.default('right') }).strict(),
    z.object({ type: z.literal('docsVersionDropdown'), position: position.default('right') }).strict(),
    z.object({ type: z.literal('colorMode'), position: position.default('right') }).strict(),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `unknown navbar item type ${JSON.stringify((issue.input as { type?: unknown } | undefined)?.type)}; use one of ${NAVBAR_ITEM_TYPES.join(', ')}`
        : undefined,
  },
);

/** A footer link: `to` is a site path (checked like every internal link), `href` an external URL. */
const footerLink = z.union([
  z
    .object({
      label: text(),
      to: text(LIMITS.url).regex(/^\/(?!\/)/, 'a site path starting with one "/", e.g. /api/lnd/'),
    })
    .strict(),
  z.object({ label: text(), href: externalUrl(['http', 'https', 'mailto']) }).strict(),
]);

const logo = z.object({ alt: text(), src: sitePath }).strict();

export const siteConfigSchema = z
  .object({
    title: text(),
    tagline: z.string().max(LIMITS.longText, `at most ${LIMITS.longText} characters`).default(''),
    url: externalUrl(),
    baseUrl: z.string().regex(/^\/([\w.-]+\/)*$/, 'baseUrl starts and ends with "/", e.g. /api-docs/'),
    trailingSlash: z.literal(true).default(true),
    noIndex: z.boolean().default(false),
    favicon: sitePath,
    i18n: z
      .object({ defaultLocale: z.literal('en'), locales: z.array(z.literal('en')).min(1) })
      .strict()
      .default({ defaultLocale: 'en', locales: ['en'] }),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    docs: z
      .object({
        versionLabel: text().default('Next'),
        // The spec's sidebar is neither hideable nor auto-collapsing; other values are refused
        // rather than silently ignored.
        sidebar: z
          .object({
            hideable: z.literal(false, 'only false is supported: the sidebar is not hideable').default(false),
            autoCollapseCategories: z
              .literal(false, 'only false is supported: categories do not auto-collapse')
              .default(false),
          })
          .strict()
          .prefault({}),
        // Pages of older releases carry noindex (search engines should send readers to the
        // newest release) unless this is true.
        indexOlderReleases: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    tableOfContents: z
      .object({
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .strict()
      .prefault({}),
    announcementBar: z
      .object({
        id: text(),
        content: text(LIMITS.longText),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    baseUrlIssueBanner: z.boolean().default(true),
    navbar: z
      .object({
        title: text(),
        logo,
        hideOnScroll: z.boolean().default(true),
        items: z.array(navbarItem).max(LIMITS.navbarItems, `at most ${LIMITS.navbarItems} items`),
      })
      .strict(),
    footer: z
      .object({
        logo: logo.optional(),
        links: z
          .array(
            z
              .object({
                title: text(),
                items: z.array(footerLink).max(LIMITS.footerItems, `at most ${LIMITS.footerItems} links`),
              })
              .strict(),
          )
          .max(LIMITS.footerColumns, `at most ${LIMITS.footerColumns} columns`),
        copyright: text(LIMITS.longText),
      })
      .strict(),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
export type FooterLink = z.infer<typeof footerLink>;

/** Parses and validates site.yaml text. */
export function parseSiteConfig(text: string, file: string): SiteConfig {
  return parseSiteConfigWithLines(text, file).config;
}

/** Parses and validates site.yaml text, keeping key positions for later cross-checks. */
export function parseSiteConfigWithLines(text: string, file: string) {
  const yaml = parseYamlWithLines(text, file);
  const config = validateYaml(
    siteConfigSchema,
    yaml,
    file,
    'Correct content/site.yaml; docs/content.md ("Site configuration") lists every key.',
  );
  return { config, lineOf: yaml.lineOf };
}
