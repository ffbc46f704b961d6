/**
 * Adds the facts of a release's Go source to its service model: macaroon permissions per
 * RPC, the default macaroons, the CLI's commands (with help text) and each RPC's CLI
 * command. A pure function of the model and the parsed files, plus one reader of the files.
 */
import type { ApiRelease, MethodModel, ModelWarning, SubServiceModel } from '../proto/model-types.ts';
import { gapsIn } from '../proto/documentation-gaps.ts';
import type { SourceService, SourceVersion } from '../sources/sources-config.ts';
import { extractCliCommands } from './cli/cli-commands.ts';
import { cliCommandModels, matchCliCommands } from './cli/cli-model.ts';
import { linkFollowUps } from './cli/cli-follow-ups.ts';
import { type KnownService, RpcCallTracer } from './cli/cli-rpc-calls.ts';
import type { RequestTypes } from './cli/input-types.ts';
import { forgetParsedTexts } from './go-cond.ts';
import { GoProgram } from './go-program.ts';
import { releaseErrors, methodErrors, methodRules } from './errors/release-errors.ts';
import type { GoFile } from './go-file.ts';
import { type PermissionInput, permissionFacts, releaseLinks } from './permissions/permission-facts.ts';
import { forgetParsedGoFiles, readGoFiles } from './read-go-files.ts';

export interface GoFactsInput {
  service: SourceService;
  version: SourceVersion;
  /** The release's own tree (where its Go files are). */
  treeDir: string;
}

/** Reads the release's Go files and returns the release with permissions and CLI facts filled in. */
export function attachGoFacts(
  model: ApiRelease,
  input: GoFactsInput,
): { release: ApiRelease; warnings: ModelWarning[] } {
  const tags = new Set(input.version.buildTags ?? []);
  const permissionFiles = readGoFiles(input.treeDir, input.service, input.version, 'permissionFiles');
  const cliFiles = readGoFiles(input.treeDir, input.service, input.version, 'cliFiles');
  const handlerFiles = readGoFiles(input.treeDir, input.service, input.version, 'handlerFiles');
  return withGoFacts(model, {
    cliName: input.service.cli,
    repoUrl: `https://github.com/${input.service.repo}`,
    permissions:
      permissionFiles.length > 0
        ? {
            program: new GoProgram(permissionFiles, tags),
            files: permissionFiles,
            macaroons: input.version.macaroons ?? [],
          }
        : null,
    cli: cliFiles.length > 0 ? new GoProgram(cliFiles, tags) : null,
    handlers: handlerFiles.length > 0 ? { program: new GoProgram(handlerFiles, tags), files: handlerFiles } : null,
  });
}

export interface ParsedGoFacts {
  cliName: string;
  /** https://github.com/owner/name, for upstream links. */
  repoUrl: string;
  permissions: PermissionInput | null;
  cli: GoProgram | null;
  /** The RPC layer's files (handlers, helpers, interceptors), or null when the release names none. */
  handlers?: { program: GoProgram; files: GoFile[] } | null;
}

/** The release with the Go facts of parsed files joined in (pure: no file access). */
export function withGoFacts(
  model: ApiRelease,
  facts: ParsedGoFacts,
): { release: ApiRelease; warnings: ModelWarning[] } {
  const { linkFor, locationOf } = releaseLinks(model, facts.repoUrl);
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
  linkFollowUps(traced.map((t) => t.model));
  const bake = traced.find((c) => c.model.path === `${facts.cliName} bakemacaroon`)?.model ?? null;
  const cliMatch = facts.cli
    ? matchCliCommands({ subServices: model.subServices, commands: traced, cliName: facts.cliName, locationOf })
    : { byMethod: new Map(), warnings: [] };
  warnings.push(...cliMatch.warnings);

  const errors = releaseErrors(model, facts.handlers);
  const permissions = facts.permissions
    ? permissionFacts(model, facts.permissions, { bake, linkFor, locationOf })
    : null;
  const macaroons = permissions?.macaroons ?? [];
  const permissionsByMethod = permissions?.byMethod ?? new Map<string, MethodModel['permissions']>();
  warnings.push(...(permissions?.warnings ?? []));

  const subServices = model.subServices.map(
    (s): SubServiceModel => ({
      ...s,
      methods: s.methods.map((m) => ({
        ...m,
        permissions: permissionsByMethod.get(m.fullName) ?? null,
        cliCommand: cliMatch.byMethod.get(m.fullName) ?? null,
        ...methodErrors(errors.byService.get(s.fullName)?.get(m.name), linkFor, model.daemonId),
        ...methodRules(errors.rules.get(s.fullName)?.get(m.name), linkFor),
      })),
    }),
  );
  return {
    release: {
      ...model,
      subServices,
      macaroons,
      bakeMacaroonCommand: bake ? bake.path : null,
      cliCommands: traced.map((t) => t.model),
      gaps: [...model.gaps, ...gapsIn(warnings)],
      serviceErrors: errors.layers.map((e) => ({
        origin: e.origin,
        message: e.message,
        code: e.code,
        sentinel: e.sentinel,
        source: linkFor(e.file.path, e.line),
      })),
    },
    warnings,
  };
}

/** Request messages by RPC: this release's, and for another daemon's RPC (`tapchannelrpc.X.Y`) none yet. */
function requestTypes(model: ApiRelease): RequestTypes {
  const byRpc = new Map(model.subServices.flatMap((s) => s.methods.map((m) => [m.fullName, m] as const)));
  return {
    requestOf: (rpc) => model.messages[byRpc.get(rpc)?.requestType ?? ''],
    responseOf: (rpc) => model.messages[byRpc.get(rpc)?.responseType ?? ''],
    messages: model.messages,
    enums: model.enums,
  };
}

function knownServices(subServices: SubServiceModel[]): KnownService[] {
  return subServices.map((s) => ({
    fullName: s.fullName,
    name: s.name,
    protoPackage: s.package,
    methods: new Set(s.methods.map((m) => m.name)),
  }));
}

/** Drops the memos of parsed Go files and expressions (a one-shot build, once its model is read). */
export function forgetParsedGo(): void {
  forgetParsedGoFiles();
  forgetParsedTexts();
}
