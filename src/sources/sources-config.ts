/**
 * content/sources.json: which upstream release of each daemon the site documents, which
 * of its proto files are documented, which are only imported, and the facts the pages
 * need (CLI name, ports, title). The type is derived from the validator so the two
 * cannot drift apart.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { ConfigError } from '../shared/errors.ts';
import { formatZodIssues } from '../shared/zod-errors.ts';

const tagPattern = /^[A-Za-z0-9._-]+$/;

const protoRootSchema = z
  .object({
    /** Another daemon whose tree this root lives in (e.g. lnd for taproot-assets). */
    from: z.string().optional(),
    /** With `from`: the release of that daemon to import from (default: its newest pinned release). */
    tag: z.string().regex(tagPattern, 'a tag has only letters, digits, ".", "_" and "-"').optional(),
    /** The import root inside the tree, relative to the tree ("." for the tree itself). */
    dir: z.string().min(1),
    /** Globs (relative to dir) of files whose services are documented. */
    documented: z.array(z.string()).default([]),
    /** Globs (relative to dir) of files compiled only because documented files import them. */
    importOnly: z.array(z.string()).default([]),
  })
  .strict();

/** Go files of a release the build reads besides the protos (macaroon permissions, CLI commands). */
const goSourceKeys = {
  /** Tags release binaries are built with; files for other builds are marked (dev-only RPCs). */
  buildTags: z
    .array(z.string().regex(/^[A-Za-z0-9_.]+$/, 'a build tag has only letters, digits, "_" and "."'))
    .optional(),
  /** Globs (tree-relative; "!" excludes) of the Go files with the permission tables. */
  permissionFiles: z.array(z.string().min(1)).optional(),
  /** Globs (tree-relative; "!" excludes) of the CLI's Go files. */
  cliFiles: z.array(z.string().min(1)).optional(),
  /**
   * Globs (tree-relative; "!" excludes) of the RPC layer's Go files: handlers, the helpers
   * and error definitions they use, interceptors and proxies (full releases only).
   */
  handlerFiles: z.array(z.string().min(1)).optional(),
  /** The default macaroons the daemon bakes besides those found in the Go source. */
  macaroons: z
    .array(
      z
        .object({
          file: z.string().regex(/^[\w.-]+\.macaroon$/, 'a macaroon file name ends in .macaroon'),
          /** A Go []bakery.Op variable or function of the permission files, or "*" for every permission. */
          ops: z.string().min(1),
          note: z.string().optional(),
        })
        .strict(),
    )
    .optional(),
};

/** GitHub's listing of a commit's files (git trees API), and one file's content: where history releases are fetched from by default. */
export const DEFAULT_TREE_LIST_URL = 'https://api.github.com/repos/{repo}/git/trees/{commit}?recursive=1';
export const DEFAULT_RAW_FILE_URL = 'https://raw.githubusercontent.com/{repo}/{commit}/{path}';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const versionSchema = z
  .object({
    tag: z.string().regex(tagPattern, 'a tag has only letters, digits, ".", "_" and "-"'),
    commit: z.string().regex(/^[0-9a-f]{40}$/, 'a commit is 40 lowercase hex digits'),
    /** Release date (YYYY-MM-DD): orders the releases of the API history. */
    date: z.string().regex(datePattern, 'a date is written YYYY-MM-DD').optional(),
    /** sha256 of the tree's selected files (see tree-hash.ts), checked after a download. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/, 'sha256 is 64 lowercase hex digits'),
    /** Import roots of this release when its layout differs from the daemon's `protoRoots`. */
    protoRoots: z.array(protoRootSchema).min(1).optional(),
    /** Services never documented in this release (default: the daemon's `excludeServices`). */
    excludeServices: z.array(z.string()).optional(),
    ...goSourceKeys,
  })
  .strict();

/**
 * A history release: pinned and verified like a full one, read only for the API history
 * (which elements it has), never rendered. Its tree holds the protos, REST rules and the
 * permission Go files, no CLI or handler source.
 */
const historyVersionSchema = versionSchema
  .omit({ cliFiles: true, handlerFiles: true })
  .extend({ date: z.string().regex(datePattern, 'a date is written YYYY-MM-DD') })
  .strict();

const serviceSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a service id is lowercase kebab-case'),
    title: z.string().min(1),
    repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'repo is "owner/name"'),
    daemon: z.string().min(1),
    cli: z.string().min(1),
    ports: z.object({ grpc: z.number().int().positive(), rest: z.number().int().positive() }).strict(),
    /** Newest first: every release is documented; versions[0] keeps the unversioned URLs. */
    versions: z.array(versionSchema).min(1),
    /** History releases, newest first: in the API history, without pages of their own. */
    history: z.array(historyVersionSchema).default([]),
    protoRoots: z.array(protoRootSchema).min(1),
    /** Fully qualified services never documented even if a documented file declares them. */
    excludeServices: z.array(z.string()).default([]),
  })
  .strict();

export const sourcesSchema = z
  .object({
    $comment: z.string().optional(),
    /** Download address; {repo}, {owner}, {name}, {tag} and {commit} are replaced. */
    archiveUrl: z.string().min(1),
    /**
     * History releases are fetched file by file, not as archives: the address of the listing
     * of a commit's files (GitHub's git trees API: JSON `{tree: [{path, type}], truncated}`)...
     */
    treeListUrl: z.string().min(1).default(DEFAULT_TREE_LIST_URL),
    /** ...and of one file's content ({path} is the tree-relative path). */
    rawFileUrl: z.string().min(1).default(DEFAULT_RAW_FILE_URL),
    services: z.array(serviceSchema).min(1),
  })
  .strict()
  .superRefine((sources, ctx) => {
    const ids = new Set(sources.services.map((s) => s.id));
    const tagsOf = new Map(sources.services.map((s) => [s.id, new Set(s.versions.map((v) => v.tag))]));
    sources.services.forEach((service, i) => {
      const seenTags = new Set<string>();
      const lists = [
        {
          list: 'versions',
          versions: service.versions as { tag: string; protoRoots?: ProtoRootValue[] | undefined }[],
        },
        { list: 'history', versions: service.history },
      ];
      for (const { list, versions } of lists)
        versions.forEach((version, k) => {
          if (seenTags.has(version.tag)) {
            ctx.addIssue({
              code: 'custom',
              path: ['services', i, list, k, 'tag'],
              message: `release ${version.tag} is listed twice`,
            });
          }
          seenTags.add(version.tag);
        });
      const rootLists = [
        { roots: service.protoRoots, at: ['services', i, 'protoRoots'] },
        ...lists.flatMap(({ list, versions }) =>
          versions.flatMap((v, k) =>
            v.protoRoots ? [{ roots: v.protoRoots, at: ['services', i, list, k, 'protoRoots'] }] : [],
          ),
        ),
      ];
      for (const { roots, at } of rootLists)
        roots.forEach((root, j) => {
          if (
            root.from !== undefined &&
            root.tag !== undefined &&
            tagsOf.has(root.from) &&
            !tagsOf.get(root.from)!.has(root.tag)
          ) {
            ctx.addIssue({
              code: 'custom',
              path: [...at, j, 'tag'],
              message: `names release "${root.tag}" of ${root.from}, which is not pinned; use one of ${[...tagsOf.get(root.from)!].join(', ')}`,
            });
          }
          if (root.tag !== undefined && root.from === undefined) {
            ctx.addIssue({
              code: 'custom',
              path: [...at, j, 'tag'],
              message: 'tag only applies to a root with "from"',
            });
          }
          if (root.from !== undefined && !ids.has(root.from)) {
            ctx.addIssue({
              code: 'custom',
              path: [...at, j, 'from'],
              message: `names unknown service "${root.from}"; use one of ${[...ids].join(', ')}`,
            });
          }
          if (root.from !== undefined && root.documented.length > 0) {
            ctx.addIssue({
              code: 'custom',
              path: [...at, j, 'documented'],
              message: "files of another service's tree can only be importOnly",
            });
          }
        });
    });
  });

type ProtoRootValue = z.infer<typeof protoRootSchema>;

export type Sources = z.infer<typeof sourcesSchema>;
export type SourceService = Sources['services'][number];
export type SourceVersion = SourceService['versions'][number];
export type ProtoRoot = SourceService['protoRoots'][number];

/** `full` releases are documented with pages, `history` ones only in the API history. */
export type ReleaseKind = 'full' | 'history';

/** A pinned release of either kind. */
export interface PinnedRelease {
  kind: ReleaseKind;
  version: SourceVersion;
}

/** The kind of a pinned release: history when it is in the daemon's `history` list. */
export function releaseKind(service: SourceService, version: SourceVersion): ReleaseKind {
  return service.history.some((v) => v.tag === version.tag) ? 'history' : 'full';
}

/** Every pinned release of a daemon, full and history, newest first by the lists' order (full ones first). */
export function pinnedReleases(service: SourceService): PinnedRelease[] {
  return [
    ...service.versions.map((version) => ({ kind: 'full' as const, version })),
    ...service.history.map((version) => ({ kind: 'history' as const, version })),
  ];
}

/** Looks a pinned release of either kind up by tag, or fails with the list of pinned tags. */
export function findPinnedRelease(service: SourceService, tag: string): PinnedRelease {
  const found = pinnedReleases(service).find((r) => r.version.tag === tag);
  if (!found) {
    throw new ConfigError(`${service.id} has no pinned release "${tag}"`, {
      hint: `Use one of: ${pinnedReleases(service)
        .map((r) => r.version.tag)
        .join(', ')} (content/sources.json).`,
    });
  }
  return found;
}

/** Parses and validates sources.json text; errors name the file and the offending key. */
export function parseSources(text: string, file: string): Sources {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`is not valid JSON: ${(error as Error).message}`, {
      location: file,
      hint: 'Fix the JSON syntax (a trailing comma or a missing quote is the usual cause).',
      cause: error,
    });
  }
  const result = sourcesSchema.safeParse(json);
  if (!result.success) {
    throw new ConfigError(`does not describe the upstream sources:\n${formatZodIssues(result.error)}`, {
      location: file,
      hint: 'Correct the keys listed above; docs/sources.md describes each one.',
    });
  }
  return result.data;
}

/** Reads and validates a sources.json file. */
export function loadSources(file: string): Sources {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError('cannot be read', {
      location: file,
      hint: 'Run apidocs from the project folder or pass --content DIR pointing at a folder with sources.json.',
      cause: error,
    });
  }
  return parseSources(text, file);
}

/** The newest pinned release of a daemon: the first one listed (it keeps the unversioned URLs). */
export function newestVersion(service: SourceService): SourceVersion {
  return service.versions[0]!;
}

/** A release's import roots: its own when it lists them, else the daemon's. */
export function protoRootsOf(service: SourceService, version: SourceVersion): ProtoRoot[] {
  return version.protoRoots ?? service.protoRoots;
}

/** A release's excluded services: its own when it lists them, else the daemon's. */
export function excludedServicesOf(service: SourceService, version: SourceVersion): string[] {
  return version.excludeServices ?? service.excludeServices;
}

/** Looks a pinned release of a daemon up by tag or fails with the list of pinned tags. */
export function findVersion(service: SourceService, tag: string): SourceVersion {
  const version = service.versions.find((v) => v.tag === tag);
  if (!version) {
    throw new ConfigError(`${service.id} has no pinned release "${tag}"`, {
      hint: `Use one of: ${service.versions.map((v) => v.tag).join(', ')} (content/sources.json).`,
    });
  }
  return version;
}

/** Looks a service up by id or fails with the list of known ids. */
export function findService(sources: Sources, id: string): SourceService {
  const service = sources.services.find((s) => s.id === id);
  if (!service) {
    throw new ConfigError(`unknown service "${id}"`, {
      hint: `Use one of: ${sources.services.map((s) => s.id).join(', ')}.`,
    });
  }
  return service;
}
