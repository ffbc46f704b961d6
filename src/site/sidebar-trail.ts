/**
 * Where a path sits in the sidebar: the chain of items from the top to the item whose link
 * is the path. Categories on the chain are the ones shown open, and breadcrumbs are the
 * chain; server and client use this one function, so they always agree.
 */
import type { SidebarItem } from './site-data.ts';

/** Items from the root to the one linking to `path` (empty when the path is not in the sidebar). */
export function sidebarTrail(items: readonly SidebarItem[], path: string): SidebarItem[] {
  for (const item of items) {
    if (item.href === path) return [item];
    if (item.items) {
      const below = sidebarTrail(item.items, path);
      if (below.length > 0) return [item, ...below];
    }
  }
  return [];
}

/** Every linked item in reading order (depth first), for previous/next links. */
export function flattenSidebar(items: readonly SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => [item, ...(item.items ? flattenSidebar(item.items) : [])]);
}
