/**
 * The reader's preferred release of each daemon (issue: "every pinned release documented").
 * Picking a release in the version dropdown (or following the notice's link to the newest
 * release) stores it; the stored map is checked against the releases the site knows at
 * every start, and entries that are not (or no longer) pinned are dropped. A link into a
 * daemon's newest release then leads to the same page of the preferred release when that
 * release has it (otherwise to the newest page, as written).
 */
import type { SiteData } from '../../site/site-data.ts';
import { STORAGE_KEYS } from '../../theme/storage-keys.ts';
import { readStorage, removeStorage, writeStorage } from '../../theme/storage.ts';

export type ReleasePreferences = Record<string, string>;

/** Parses stored preferences, keeping only daemons and tags the site knows. */
export function validPreferences(stored: string | null, known: SiteData['releases']): ReleasePreferences {
  if (!stored) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const valid: ReleasePreferences = {};
  for (const [daemon, tag] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof tag === 'string' && Object.hasOwn(known, daemon) && known[daemon]!.includes(tag)) valid[daemon] = tag;
  }
  return valid;
}

/**
 * Where a link to `pathname` should lead for a reader with these preferences: the same
 * page in the preferred older release when the link points into a daemon's newest release
 * and that page exists there; otherwise `pathname` itself.
 */
export function preferredPath(
  pathname: string,
  site: Pick<SiteData, 'baseUrl' | 'releases' | 'routes'>,
  prefs: ReleasePreferences,
): string {
  const prefix = `${site.baseUrl}api/`;
  if (!pathname.startsWith(prefix)) return pathname;
  const [daemon = '', next = '', ...rest] = pathname.slice(prefix.length).split('/');
  const tags = site.releases[daemon];
  const wanted = prefs[daemon];
  if (!tags || !wanted || wanted === tags[0] || tags.includes(next)) return pathname; // newest wanted, or already a release path
  const candidate = `${prefix}${daemon}/${wanted}/${[next, ...rest].join('/')}`.replace(/\/+$/, '/');
  return Object.hasOwn(site.routes, candidate) ? candidate : pathname;
}

/** Validates the stored preferences once; returns the live accessors. */
export function startReleasePreferences(site: SiteData) {
  const stored = readStorage(STORAGE_KEYS.preferredReleases);
  let prefs = validPreferences(stored, site.releases);
  if (stored !== null && JSON.stringify(prefs) !== stored) {
    if (Object.keys(prefs).length === 0) removeStorage(STORAGE_KEYS.preferredReleases);
    else writeStorage(STORAGE_KEYS.preferredReleases, JSON.stringify(prefs));
  }
  return {
    /** Records a pick from a link's data-release-pick ("lnd@v0.20.3-beta"). */
    pick(value: string): void {
      const at = value.indexOf('@');
      const daemon = value.slice(0, at);
      const tag = value.slice(at + 1);
      if (!site.releases[daemon]?.includes(tag)) return;
      prefs = { ...prefs, [daemon]: tag };
      writeStorage(STORAGE_KEYS.preferredReleases, JSON.stringify(prefs));
    },
    /** The path a link should lead to under the current preferences. */
    resolve(pathname: string): string {
      return preferredPath(pathname, site, prefs);
    },
  };
}
