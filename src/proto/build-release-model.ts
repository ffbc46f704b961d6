/**
 * One pure function from compiled descriptors and REST rules to a release's API: its
 * sub-services (one per documented proto `service`), methods, REST bindings, and the
 * messages and enums reachable from them. Route slugs are the site layer's business.
 */
import type { ServiceDescriptorProto } from '@bufbuild/protobuf/wkt';
import { ProtoError } from '../shared/errors.ts';
import { type SourceService, type SourceVersion, excludedServicesOf } from '../sources/sources-config.ts';
import { commentSaysDeprecated } from './comment-deprecation.ts';
import { cleanComment, splitCliLine } from './comments.ts';
import type { CompiledService } from './compile.ts';
import { enumModel, type LinkFor, messageModel } from './message-model.ts';
import type {
  ApiRelease,
  EnumModel,
  MessageModel,
  MethodModel,
  ModelWarning,
  RestBinding,
  SourceRef,
  Streaming,
  SubServiceModel,
} from './model-types.ts';
import { gapsIn } from './documentation-gaps.ts';
import { importClosure } from './import-closure.ts';
import { restPlacements } from './rest-placement.ts';
import { type RestRule, pathTemplateFields } from './rest-rules.ts';
import { DescriptorPath } from './source-info.ts';
import { typeClosure } from './type-closure.ts';
import { type IndexedFile, type TypeIndex, indexTypes, typeNameOf } from './type-index.ts';
import { treeKey } from './tree-key.ts';

export interface ReleaseModelInput {
  service: SourceService;
  version: SourceVersion;
  compiled: CompiledService;
  /** REST rules of the documented files (all files' rules together). */
  restRules: RestRule[];
  /** Repository and commit of each pinned tree (by treeKey(daemon, tag)), for upstream links. */
  pins: Map<string, { repo: string; commit: string }>;
  /** CLI names recognised on the first comment line. */
  cliNames: string[];
}

export interface ReleaseModelResult {
  release: ApiRelease;
  warnings: ModelWarning[];
}

/** Builds one release's API model. */
export function buildReleaseModel(input: ReleaseModelInput): ReleaseModelResult {
  const { service, version, compiled } = input;
  const index = indexTypes(compiled.set, compiled.files);
  const linkFor = makeLinkFor(input.pins);
  const warnings: ModelWarning[] = [];
  const rulesBySelector = checkRestRules(input.restRules, index);

  const documentedFiles = index.files.filter((f) => f.compiled.documented);
  const excluded = excludedServicesOf(service, version);
  const protos = new Map(compiled.set.file.map((f) => [f.name, f]));
  const compileFilesOf = (name: string) => importClosure(name, protos, compiled.files, input.pins);
  const subServices: SubServiceModel[] = [];
  for (const file of documentedFiles) {
    file.proto.service.forEach((proto, serviceIndex) => {
      const fullName = `${file.proto.package ? `${file.proto.package}.` : ''}${proto.name}`;
      if (excluded.includes(fullName)) return;
      const context = {
        file,
        proto,
        serviceIndex,
        fullName,
        index,
        linkFor,
        rulesBySelector,
        cliNames: input.cliNames,
        compileFiles: compileFilesOf(file.proto.name),
      };
      subServices.push(subServiceModel(context, warnings));
    });
  }

  // Alphabetical, as readers scan the sidebar; declaration order says nothing to them.
  subServices.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.fullName.localeCompare(b.fullName, 'en'));

  const messages: Record<string, MessageModel> = {};
  const enums: Record<string, EnumModel> = {};
  for (const name of [...new Set(subServices.flatMap((s) => s.methods.flatMap((m) => m.types)))].sort()) {
    const declared = index.types.get(name)!;
    if (declared.kind === 'message') messages[name] = messageModel(declared, index.types, linkFor);
    else enums[name] = enumModel(declared, linkFor);
  }

  const repoUrl = `https://github.com/${service.repo}`;
  return {
    release: {
      daemonId: service.id,
      tag: version.tag,
      commit: version.commit,
      protoFiles: documentedFiles.map((f) => ({
        path: f.compiled.treePath,
        url: `${repoUrl}/blob/${version.commit}/${f.compiled.treePath}`,
      })),
      subServices,
      messages,
      enums,
      // Filled from the release's Go source by attachGoFacts (src/gofacts/).
      macaroons: [],
      bakeMacaroonCommand: null,
      cliCommands: [],
      gaps: gapsIn(warnings),
    },
    warnings,
  };
}

interface SubServiceContext {
  file: IndexedFile;
  proto: ServiceDescriptorProto;
  serviceIndex: number;
  fullName: string;
  index: TypeIndex;
  linkFor: LinkFor;
  rulesBySelector: Map<string, RestRule>;
  cliNames: string[];
  compileFiles: SubServiceModel['compileFiles'];
}

function subServiceModel(ctx: SubServiceContext, warnings: ModelWarning[]): SubServiceModel {
  const { file, proto, serviceIndex } = ctx;
  const path = [DescriptorPath.fileService, serviceIndex];
  const methods = proto.method.map((method, methodIndex): MethodModel => {
    const methodPath = [...path, DescriptorPath.serviceMethod, methodIndex];
    const source = ctx.linkFor({ file: file.compiled }, file.info.line(methodPath));
    const rawComment = cleanComment(file.info.comment(methodPath));
    if (rawComment === '') {
      const message = `documented RPC ${ctx.fullName}.${method.name} has no comment`;
      warnings.push({
        location: `${file.compiled.treeDir}/${file.compiled.treePath}:${source.line}`,
        message,
        gap: { kind: 'rpc-without-comment', rpc: `${ctx.fullName}.${method.name}`, message, source },
      });
    }
    const { cli, description } = splitCliLine(rawComment, ctx.cliNames);
    const requestType = typeNameOf(method.inputType);
    const responseType = typeNameOf(method.outputType);
    const fullName = `${ctx.fullName}.${method.name}`;
    return {
      name: method.name,
      fullName,
      description,
      descriptionLine: file.info.descriptionLine(methodPath, description),
      cli,
      deprecated: method.options?.deprecated === true || commentSaysDeprecated(description),
      deprecatedOption: method.options?.deprecated === true,
      deprecatedInComment: commentSaysDeprecated(description),
      streaming: streamingOf(method.clientStreaming === true, method.serverStreaming === true),
      requestType,
      responseType,
      rest: restBindings(ctx.rulesBySelector.get(fullName), requestType, ctx.index),
      source,
      types: typeClosure([requestType, responseType], ctx.index.types),
      permissions: null,
      cliCommand: null,
    };
  });
  return {
    name: proto.name,
    fullName: ctx.fullName,
    package: file.proto.package,
    importPath: file.compiled.name,
    source: ctx.linkFor({ file: file.compiled }, file.info.line(path)),
    description: cleanComment(file.info.comment(path)),
    descriptionLine: file.info.descriptionLine(path, cleanComment(file.info.comment(path))),
    compileFiles: ctx.compileFiles,
    methods,
  };
}

function streamingOf(client: boolean, server: boolean): Streaming {
  if (client && server) return 'bidi';
  if (client) return 'client';
  if (server) return 'server';
  return 'unary';
}

function makeLinkFor(pins: Map<string, { repo: string; commit: string }>): LinkFor {
  return (declared, line): SourceRef => {
    const pin = pins.get(treeKey(declared.file.treeService, declared.file.treeTag));
    if (!pin) throw new Error(`Internal error: no pin for tree ${declared.file.treeService} ${declared.file.treeTag}`);
    return {
      path: declared.file.treePath,
      line,
      url: `https://github.com/${pin.repo}/blob/${pin.commit}/${declared.file.treePath}#L${line}`,
    };
  };
}

/** Fails on rules naming an RPC that does not exist or fields the request lacks. */
function checkRestRules(rules: RestRule[], index: TypeIndex): Map<string, RestRule> {
  const methods = new Map<string, string>();
  for (const file of index.files) {
    const prefix = file.proto.package ? `${file.proto.package}.` : '';
    for (const service of file.proto.service) {
      for (const method of service.method)
        methods.set(`${prefix}${service.name}.${method.name}`, typeNameOf(method.inputType));
    }
  }
  const bySelector = new Map<string, RestRule>();
  for (const rule of rules) {
    const requestType = methods.get(rule.selector);
    if (requestType === undefined) {
      throw new ProtoError(`REST rule names unknown RPC "${rule.selector}"`, {
        location: rule.location,
        hint: 'Correct the selector to package.Service.Method of an rpc the protos declare, or remove the rule.',
      });
    }
    for (const binding of rule.bindings) checkBindingFields(rule, binding.path, binding.body, requestType, index);
    // grpc-gateway keeps every rule of a selector (pool's Trader.BatchSnapshots has three):
    // a later rule adds its bindings after the first rule's, as additional bindings do.
    const earlier = bySelector.get(rule.selector);
    bySelector.set(
      rule.selector,
      earlier
        ? { ...earlier, bindings: [...earlier.bindings, ...rule.bindings.map((b) => ({ ...b, primary: false }))] }
        : rule,
    );
  }
  return bySelector;
}

function checkBindingFields(
  rule: RestRule,
  template: string,
  body: string | null,
  requestType: string,
  index: TypeIndex,
): void {
  const names = [...pathTemplateFields(template), ...(body && body !== '*' ? [body] : [])];
  for (const fieldPath of names) {
    let typeName = requestType;
    for (const part of fieldPath.split('.')) {
      const declared = index.types.get(typeName);
      const field = declared?.kind === 'message' ? declared.proto.field.find((f) => f.name === part) : undefined;
      if (!field) {
        throw new ProtoError(
          `REST rule for ${rule.selector} names "${fieldPath}", which ${requestType} does not have`,
          {
            location: rule.location,
            hint: `Use a field of ${requestType} in the path template or body.`,
          },
        );
      }
      typeName = typeNameOf(field.typeName);
    }
  }
}

function restBindings(rule: RestRule | undefined, requestType: string, index: TypeIndex): RestBinding[] {
  if (!rule) return [];
  const request = index.types.get(requestType);
  const fieldNames = request?.kind === 'message' ? request.proto.field.map((f) => f.name) : [];
  return rule.bindings.map((binding) => ({
    method: binding.method,
    path: binding.path,
    body: binding.body,
    placements: restPlacements(fieldNames, binding.path, binding.body),
    primary: binding.primary,
  }));
}
