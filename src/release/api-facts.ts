/**
 * A release compiled for its API facts only, as the API history needs them: the descriptors
 * with source info (the comments say which elements upstream deprecates in prose, see
 * src/proto/comment-deprecation.ts), REST rules and the permission tables of its Go source;
 * no CLI. A fraction of a full release's work; history releases (whose trees hold no CLI
 * source) and full ones go through the same model code, so both read the same.
 */
import { attachPermissionFacts } from '../gofacts/permissions/permission-facts.ts';
import { buildReleaseModel } from '../proto/build-release-model.ts';
import { treeKey } from '../proto/tree-key.ts';
import { compileRelease } from '../proto/compile.ts';
import type { ImageMemo } from '../proto/image-memo.ts';
import type { ApiRelease } from '../proto/model-types.ts';
import type { LocatedTree } from '../sources/proto-trees.ts';
import { type Sources, type SourceService, type SourceVersion, pinnedReleases } from '../sources/sources-config.ts';
import { readRestRules } from './read-rest-rules.ts';

export interface ApiFacts {
  release: ApiRelease;
  /** Absolute folders of every tree read, the release's own first. */
  treeDirs: string[];
}

/** Compiles one pinned release (full or history) for its API facts. */
export async function compileApiFacts(
  sources: Sources,
  service: SourceService,
  version: SourceVersion,
  trees: Map<string, LocatedTree>,
  images?: ImageMemo,
): Promise<ApiFacts> {
  const compiled = await compileRelease(service, version, trees, images ? { images } : {});
  const pins = new Map(
    sources.services.flatMap((s) =>
      pinnedReleases(s).map(({ version: v }) => [treeKey(s.id, v.tag), { repo: s.repo, commit: v.commit }] as const),
    ),
  );
  const { release } = buildReleaseModel({
    service,
    version,
    compiled,
    restRules: readRestRules(compiled),
    pins,
    cliNames: [service.cli],
  });
  // Permissions only: the CLI and the handlers are no part of the history, and default macaroons are page facts.
  const withPermissions = attachPermissionFacts(release, { service, version, treeDir: trees.get(service.id)!.dir });
  return { release: withPermissions, treeDirs: [...trees.values()].map((t) => t.dir) };
}
