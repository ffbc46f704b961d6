/**
 * content/site.yaml: title, URLs, navbar, footer, colour mode, sidebar and TOC settings.
 * The type is derived from the validator; errors name the file and line of the bad key.
 * Cross-checks that need the routes (a navbar doc id that does not exist) live in
 * src/site/check-config-refs.ts.
 */
import { z } from 'zod';
import { parseYamlWithLines, validateYaml } from './yaml-errors.ts';

const position = z.enum(['left', 'right']).default('left');

/** Navbar items by type; an unknown type is the spec's "unknown navbar item type" error. */
const NAVBAR_ITEM_TYPES = ['doc', 'docSidebar', 'href', 'search', 'localeDropdown', 'docsVersionDropdown', 'colorMode'] as const;

const navbarItem = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('doc'), docId: z.string().min(1), label: z.string().min(1), position }).strict(),
    z.object({ type: z.literal('docSidebar'), sidebarId: z.string().min(1), label: z.string().min(1), position }).strict(),
    z.object({ type: z.literal('href'), href: z.url(), label: z.string().min(1), position }).strict(),
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
  z.object({ label: z.string().min(1), to: z.string().startsWith('/') }).strict(),
  z.object({ label: z.string().min(1), href: z.url() }).strict(),
]);

const logo = z.object({ alt: z.string().min(1), src: z.string().min(1) }).strict();

export const siteConfigSchema = z
  .object({
    title: z.string().min(1),
    tagline: z.string().default(''),
    url: z.url(),
    baseUrl: z.string().regex(/^\/([\w.-]+\/)*$/, 'baseUrl starts and ends with "/", e.g. /api-docs/'),
    trailingSlash: z.literal(true).default(true),
    noIndex: z.boolean().default(false),
    favicon: z.string().min(1),
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
        versionLabel: z.string().default('Next'),
        // The spec's sidebar is neither hideable nor auto-collapsing; other values are refused
        // rather than silently ignored.
        sidebar: z
          .object({
            hideable: z.literal(false, 'only false is supported: the sidebar is not hideable').default(false),
            autoCollapseCategories: z.literal(false, 'only false is supported: categories do not auto-collapse').default(false),
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
      .object({ minHeadingLevel: z.number().int().min(2).max(6).default(2), maxHeadingLevel: z.number().int().min(2).max(6).default(3) })
      .strict()
      .prefault({}),
    announcementBar: z
      .object({
        id: z.string().min(1),
        content: z.string().min(1),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    baseUrlIssueBanner: z.boolean().default(true),
    navbar: z
      .object({
        title: z.string().min(1),
        logo,
        hideOnScroll: z.boolean().default(true),
        items: z.array(navbarItem),
      })
      .strict(),
    footer: z
      .object({
        logo: logo.optional(),
        links: z.array(z.object({ title: z.string().min(1), items: z.array(footerLink) }).strict()),
        copyright: z.string().min(1),
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
  const config = validateYaml(siteConfigSchema, yaml, file, 'Correct content/site.yaml; README.md ("Site configuration") lists every key.');
  return { config, lineOf: yaml.lineOf };
}
