/**
 * Adds the facts of a release's Go source to its service model: macaroon permissions per
 * RPC, the default macaroons, the CLI's commands (with help text) and each RPC's CLI
 * command. A pure function of the model and the parsed files, plus one reader of the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiRelease, MethodModel, ModelWarning, SourceRef, SubServiceModel } from '../proto/model-types.ts';
import { gapsIn } from '../proto/documentation-gaps.ts';
import { selectGoFiles } from '../sources/go-source-files.ts';
import type { SourceService, SourceVersion } from '../sources/sources-config.ts';
import { extractCliCommands } from './cli/cli-commands.ts';
import { cliCommandModels, matchCliCommands } from './cli/cli-model.ts';
import { type KnownService, RpcCallTracer } from './cli/cli-rpc-calls.ts';
import type { RequestTypes } from './cli/cli-inputs.ts';
import { type GoFile, parseGoFile } from './go-file.ts';
import { GoProgram } from './go-program.ts';
import { defaultMacaroons } from './permissions/default-macaroons.ts';
import { type HandlerError, handlerErrors } from './errors/handler-errors.ts';
import { joinPermissions } from './permissions/method-permissions.ts';
import { type Op, readPermissionTables } from './permissions/permission-tables.ts';

export interface GoFactsInput {
  service: SourceService;
  version: SourceVersion;
  /** The release's own tree (where its Go files are). */
  treeDir: string;
}

/** Reads the release's Go files and returns the release with permissions and CLI facts filled in. */
export function attachGoFacts(model: ApiRelease, input: GoFactsInput): { release: ApiRelease; warnings: ModelWarning[] } {
  const tags = new Set(input.version.buildTags ?? []);
  const read = (kind: 'permissionFiles' | 'cliFiles') => selectGoFiles(input.treeDir, input.service, input.version, kind).map((file) => readGoFile(input.treeDir, file));
  const permissionFiles = read('permissionFiles');
  const cliFiles = read('cliFiles');
  return withGoFacts(model, {
    cliName: input.service.cli,
    repoUrl: `https://github.com/${input.service.repo}`,
    permissions: permissionFiles.length > 0 ? { program: new GoProgram(permissionFiles, tags), files: permissionFiles, macaroons: input.version.macaroons ?? [] } : null,
    cli: cliFiles.length > 0 ? new GoProgram(cliFiles, tags) : null,
  });
}

/**
 * Parsed Go files by tree path and content. Two releases of a daemon share many files
 * unchanged (lnd: 37 of 55), and watch mode recompiles a release on every proto edit while
 * its Go files rarely change: a file seen before is not parsed again (lnd's Go takes about
 * half a second to parse). One entry per file on disk: an edited file replaces its entry.
 */
const parsed = new Map<string, GoFile>();
const keyOfPath = new Map<string, string>();

function readGoFile(treeDir: string, file: string): GoFile {
  const absPath = path.join(treeDir, file);
  const source = fs.readFileSync(absPath, 'utf8');
  const key = `${file}\0${source}`;
  const cached = parsed.get(key);
  // The same text at the same tree path parses the same; only the path for messages differs.
  if (cached) return cached.absPath === absPath ? cached : { ...cached, absPath };
  const goFile = parseGoFile({ path: file, absPath, source });
  const previous = keyOfPath.get(absPath);
  if (previous !== undefined) parsed.delete(previous);
  keyOfPath.set(absPath, key);
  parsed.set(key, goFile);
  return goFile;
}

export interface ParsedGoFacts {
  cliName: string;
  /** https://github.com/owner/name, for upstream links. */
  repoUrl: string;
  permissions: { program: GoProgram; files: GoFile[]; macaroons: { file: string; ops: string; note?: string | undefined }[] } | null;
  cli: GoProgram | null;
}

/** The release with the Go facts of parsed files joined in (pure: no file access). */
export function withGoFacts(model: ApiRelease, facts: ParsedGoFacts): { release: ApiRelease; warnings: ModelWarning[] } {
  const linkFor = (file: string, line: number): SourceRef => ({ path: file, line, url: `${facts.repoUrl}/blob/${model.commit}/${file}#L${line}` });
  const methods = new Map(model.subServices.flatMap((s) => s.methods.map((m) => [m.fullName, m] as const)));
  const locationOf = (fullName: string) => {
    const source = methods.get(fullName)!.source;
    return `${source.path}:${source.line}`;
  };
  const warnings: ModelWarning[] = [];

  const traced = facts.cli
    ? cliCommandModels({
        cliName: facts.cliName,
        commands: extractCliCommands(facts.cli, facts.cliName).commands,
        tracer: new RpcCallTracer(facts.cli, knownServices(model.subServices)),
        linkFor,
        program: facts.cli,
        types: requestTypes(model),
      })
    : [];
  const bake = traced.find((c) => c.model.path === `${facts.cliName} bakemacaroon`)?.model ?? null;
  const cliMatch = facts.cli
    ? matchCliCommands({ subServices: model.subServices, commands: traced, cliName: facts.cliName, locationOf })
    : { byMethod: new Map(), warnings: [] };
  warnings.push(...cliMatch.warnings);

  let macaroons: ApiRelease['macaroons'] = [];
  let permissionsByMethod = new Map<string, MethodModel['permissions']>();
  // The handler files sit among the permission files (lnd declares sub-server permissions beside their handlers).
  const errorsByService = facts.permissions
    ? handlerErrors(facts.permissions.program, facts.permissions.files, model.subServices.map((s) => ({ fullName: s.fullName, methods: s.methods.map((m) => m.name) })))
    : new Map<string, Map<string, HandlerError[]>>();
  if (facts.permissions) {
    const { program, files } = facts.permissions;
    const tables = readPermissionTables(program, files);
    const allOps = uniqueOps(tables.entries.filter((e) => e.buildTags.length === 0).flatMap((e) => e.ops));
    macaroons = defaultMacaroons(program, facts.permissions.macaroons, allOps).map((m) => ({
      file: m.file,
      ops: m.ops,
      allowsAll: m.allowsAll,
      note: m.note,
      subServer: m.subServer,
      source: m.declared ? linkFor(m.declared.file.path, m.declared.line) : null,
    }));
    const joined = joinPermissions({
      subServices: model.subServices,
      tables,
      macaroons,
      bakeCommand: bake ? bake.path : null,
      // lncli's and tapcli's bakemacaroon explain the uri: form in their description.
      bakeAcceptsUri: bake !== null && bake.description.includes('uri:'),
      linkFor,
      locationOf,
    });
    permissionsByMethod = joined.byMethod;
    warnings.push(...joined.warnings);
  }

  const subServices = model.subServices.map((s): SubServiceModel => ({
    ...s,
    methods: s.methods.map((m) => ({
      ...m,
      permissions: permissionsByMethod.get(m.fullName) ?? null,
      cliCommand: cliMatch.byMethod.get(m.fullName) ?? null,
      errors: errorsByService.get(s.fullName)?.get(m.name)?.map((e) => ({ message: e.message, source: linkFor(e.file.path, e.line) })) ?? null,
    })),
  }));
  return {
    release: {
      ...model,
      subServices,
      macaroons,
      bakeMacaroonCommand: bake ? bake.path : null,
      cliCommands: traced.map((t) => t.model),
      gaps: [...model.gaps, ...gapsIn(warnings)],
    },
    warnings,
  };
}

/** Request messages by RPC: this release's, and for another daemon's RPC (`tapchannelrpc.X.Y`) none yet. */
function requestTypes(model: ApiRelease): RequestTypes {
  const byRpc = new Map(model.subServices.flatMap((s) => s.methods.map((m) => [m.fullName, m.requestType] as const)));
  return { requestOf: (rpc) => model.messages[byRpc.get(rpc) ?? ''], messages: model.messages, enums: model.enums };
}

function knownServices(subServices: SubServiceModel[]): KnownService[] {
  return subServices.map((s) => ({ fullName: s.fullName, name: s.name, protoPackage: s.package, methods: new Set(s.methods.map((m) => m.name)) }));
}

function uniqueOps(ops: Op[]): Op[] {
  const seen = new Set<string>();
  return ops.filter((op) => {
    const key = `${op.entity}:${op.action}`;
    return !seen.has(key) && seen.add(key);
  });
}
