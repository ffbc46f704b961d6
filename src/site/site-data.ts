/**
 * Data every page shares (navbar, footer, sidebar, colour mode, route table). The client
 * fetches it once as a hashed JSON file; it is never copied into route chunks or the
 * JavaScript bundle, so content edits do not change the bundle's hash.
 */
import type { Link } from './page-data.ts';

/** A sidebar entry: a doc link, or a category (a link with children). */
export interface SidebarItem {
  label: string;
  href: string;
  items?: SidebarItem[];
  /** Marks deprecated RPCs in the sidebar. */
  deprecated?: boolean;
  /** An RPC not in every release of its daemon: the reader's version marks read it. */
  mark?: { daemon: string; has: string; added: string | null };
}

/** A daemon's releases as the reader's version setting and marks read them. */
export interface DaemonReleasesData {
  /** Every pinned release (full and history), oldest first: release sets index this list. */
  tags: string[];
  /** Per release, the index in `tags` of the release it follows (-1 for the first): the search hint walks it. */
  follows: number[];
  /** The daemon's API history page. */
  timeline: string;
  /** RPCs not in every release, by name: their release set and page in the newest full release having them (null: none has). */
  rpcs: Record<string, { has: string; href: string | null }>;
}

export type NavbarItemView =
  | { type: 'link'; label: string; href: string; external: boolean; position: 'left' | 'right' }
  | { type: 'search'; position: 'left' | 'right' }
  | { type: 'localeDropdown'; position: 'left' | 'right'; locales: { code: string; label: string }[] }
  | {
      type: 'docsVersionDropdown';
      position: 'left' | 'right';
      versions: { name: string; label: string; href: string; isLast: boolean }[];
    }
  | { type: 'colorMode'; position: 'left' | 'right' };

export interface FooterColumn {
  title: string;
  items: (Link & { external: boolean })[];
}

export interface SiteData {
  title: string;
  baseUrl: string;
  url: string;
  logo: { src: string; alt: string };
  navbar: { title: string; hideOnScroll: boolean; items: NavbarItemView[] };
  footer: { logo: { src: string; alt: string } | null; columns: FooterColumn[]; copyright: string };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar: { id: string; html: string; isCloseable: boolean } | null;
  baseUrlIssueBanner: boolean;
  docsVersion: { name: string; label: string; isLast: boolean; path: string };
  /** Pinned release tags of each daemon (by id), newest first: what a stored preference is checked against. */
  releases: Record<string, string[]>;
  /** Every release of each daemon's API history (by id): the "Your node" release choice and the version marks. */
  history: Record<string, DaemonReleasesData>;
  /** Docs sidebars by id: the main one ("tutorialSidebar") and one per older release ("lnd@v0.20.3-beta"). */
  sidebars: Record<string, SidebarItem[]>;
  /** Route path -> content hash of its data chunk (URL by src/site/chunk-url.ts); filled after pages are built. */
  routes: Record<string, string>;
  /** URL of the search index (filled by the search phase), or null. */
  searchIndex: string | null;
  /** URL of each older release's search index, by scope ("lnd@v0.20.3-beta"); loaded only when searched. */
  searchReleases: Record<string, string>;
}
