/** Checks local proto trees against the sha256 recorded in sources.json. */
import fs from 'node:fs';
import path from 'node:path';
import type { TreeOptions } from './proto-trees.ts';
import { type Sources, pinnedReleases } from './sources-config.ts';
import { treeHash } from './tree-hash.ts';

export interface SourceRow {
  service: string;
  tag: string;
  /** full (documented with pages) or history (in the API history only). */
  kind: 'full' | 'history';
  commit: string;
  /** Local folder of the tree, or null when it is neither in the protos folder nor cached. */
  dir: string | null;
  status: 'unchecked' | 'ok' | 'mismatch';
  actual?: string;
}

/** One row per pinned release (full ones, then history ones, each newest first); hashes trees when `verify`. */
export function verifySources(sources: Sources, trees: TreeOptions, verify: boolean): SourceRow[] {
  return sources.services.flatMap((service) =>
    pinnedReleases(service).map(({ kind, version }): SourceRow => {
      const candidates = [
        trees.protosDir ? path.join(trees.protosDir, service.id, version.tag) : undefined,
        path.join(trees.cacheDir, 'protos', service.id, version.tag),
      ];
      const dir = candidates.find((c): c is string => c !== undefined && fs.existsSync(c)) ?? null;
      const row: SourceRow = {
        service: service.id,
        tag: version.tag,
        kind,
        commit: version.commit,
        dir,
        status: 'unchecked',
      };
      if (!verify || dir === null) return row;
      const actual = treeHash(dir, service, version, kind);
      return actual === version.sha256 ? { ...row, status: 'ok' } : { ...row, status: 'mismatch', actual };
    }),
  );
}
