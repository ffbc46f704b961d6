/**
 * The reader's preferred docs version: stored when they pick one in the version dropdown,
 * and checked against the versions the site knows at every start; a stored name that is
 * not (or no longer) a version is removed (spec section 4).
 */
import type { SiteData } from '../../site/site-data.ts';
import { STORAGE_KEYS } from '../../theme/storage-keys.ts';
import { readStorage, removeStorage, writeStorage } from '../../theme/storage.ts';

/** Names of the docs versions the site knows. */
export function knownVersions(site: SiteData): Set<string> {
  const names = new Set([site.docsVersion.name]);
  for (const item of site.navbar.items)
    if (item.type === 'docsVersionDropdown') for (const v of item.versions) names.add(v.name);
  return names;
}

/** Validates the stored preference and records picks from the dropdown. */
export function startDocsVersions(site: SiteData): void {
  const stored = readStorage(STORAGE_KEYS.preferredDocsVersion);
  if (stored !== null && !knownVersions(site).has(stored)) removeStorage(STORAGE_KEYS.preferredDocsVersion);
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>('a[data-docs-version]');
    const name = link?.dataset.docsVersion;
    if (name && knownVersions(site).has(name)) writeStorage(STORAGE_KEYS.preferredDocsVersion, name);
  });
}
