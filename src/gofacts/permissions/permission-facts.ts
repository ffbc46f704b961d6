/**
 * The permission facts of a release's Go source joined into its model: each RPC's macaroon
 * permissions and the default macaroons. The API history needs these and nothing else of the
 * Go source, so it imports this file alone (its digest, src/history/extraction-code.ts, is
 * the code this file reaches).
 */
import { gapsIn } from '../../proto/documentation-gaps.ts';
import type { ApiRelease, MethodModel, ModelWarning, SourceRef } from '../../proto/model-types.ts';
import type { SourceService, SourceVersion } from '../../sources/sources-config.ts';
import type { GoFile } from '../go-file.ts';
import { GoProgram } from '../go-program.ts';
import { readGoFiles } from '../read-go-files.ts';
import { defaultMacaroons } from './default-macaroons.ts';
import { joinPermissions } from './method-permissions.ts';
import { type Op, readPermissionTables } from './permission-tables.ts';

export interface PermissionInput {
  program: GoProgram;
  files: GoFile[];
  macaroons: { file: string; ops: string; note?: string | undefined }[];
}

export interface PermissionFacts {
  macaroons: ApiRelease['macaroons'];
  byMethod: Map<string, MethodModel['permissions']>;
  warnings: ModelWarning[];
}

/** Permissions per RPC and the default macaroons; `bake` is the CLI's bakemacaroon command, when known. */
export function permissionFacts(
  model: ApiRelease,
  input: PermissionInput,
  context: {
    bake: { path: string; description: string } | null;
    linkFor: (file: string, line: number) => SourceRef;
    locationOf: (fullName: string) => string;
  },
): PermissionFacts {
  const { program, files } = input;
  const tables = readPermissionTables(program, files);
  const allOps = uniqueOps(tables.entries.filter((e) => e.buildTags.length === 0).flatMap((e) => e.ops));
  const macaroons = defaultMacaroons(program, input.macaroons, allOps).map((m) => ({
    file: m.file,
    ops: m.ops,
    allowsAll: m.allowsAll,
    note: m.note,
    subServer: m.subServer,
    source: m.declared ? context.linkFor(m.declared.file.path, m.declared.line) : null,
  }));
  const joined = joinPermissions({
    subServices: model.subServices,
    tables,
    macaroons,
    bakeCommand: context.bake ? context.bake.path : null,
    // lncli's and tapcli's bakemacaroon explain the uri: form in their description.
    bakeAcceptsUri: context.bake !== null && context.bake.description.includes('uri:'),
    linkFor: context.linkFor,
    locationOf: context.locationOf,
  });
  return { macaroons, byMethod: joined.byMethod, warnings: joined.warnings };
}

/** Upstream source links at the release's commit, and "file:line" of a method for messages. */
export function releaseLinks(
  model: ApiRelease,
  repoUrl: string,
): { linkFor: (file: string, line: number) => SourceRef; locationOf: (fullName: string) => string } {
  const methods = new Map(model.subServices.flatMap((s) => s.methods.map((m) => [m.fullName, m] as const)));
  return {
    linkFor: (file, line) => ({ path: file, line, url: `${repoUrl}/blob/${model.commit}/${file}#L${line}` }),
    locationOf: (fullName) => {
      const source = methods.get(fullName)!.source;
      return `${source.path}:${source.line}`;
    },
  };
}

function uniqueOps(ops: Op[]): Op[] {
  const seen = new Set<string>();
  return ops.filter((op) => {
    const key = `${op.entity}:${op.action}`;
    return !seen.has(key) && seen.add(key);
  });
}

/** The release with its permissions and default macaroons filled in from its permission files (no CLI, no handlers). */
export function attachPermissionFacts(
  model: ApiRelease,
  input: { service: SourceService; version: SourceVersion; treeDir: string },
): ApiRelease {
  const files = readGoFiles(input.treeDir, input.service, input.version, 'permissionFiles');
  if (files.length === 0) return model;
  const program = new GoProgram(files, new Set(input.version.buildTags ?? []));
  const facts = permissionFacts(
    model,
    { program, files, macaroons: [] },
    { bake: null, ...releaseLinks(model, `https://github.com/${input.service.repo}`) },
  );
  return {
    ...model,
    macaroons: facts.macaroons,
    gaps: [...model.gaps, ...gapsIn(facts.warnings)],
    subServices: model.subServices.map((s) => ({
      ...s,
      methods: s.methods.map((m) => ({ ...m, permissions: facts.byMethod.get(m.fullName) ?? null })),
    })),
  };
}
