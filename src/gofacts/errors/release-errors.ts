/**
 * A release's error facts for the model: each RPC's errors (or the note saying why it has
 * none) and the errors of the layers every call passes through, from the release's
 * RPC-layer Go files; without such files every RPC says so.
 */
import type { ApiRelease, MethodModel, SourceRef } from '../../proto/model-types.ts';
import type { GoFile } from '../go-file.ts';
import type { GoProgram } from '../go-program.ts';
import { type RpcErrors, handlerErrors } from './handler-errors.ts';
import { type LayerError, serviceErrors } from './service-errors.ts';
import { type FoundRule, requestRules } from '../rules/request-rules.ts';

export interface ReleaseErrors {
  byService: Map<string, Map<string, RpcErrors>>;
  layers: LayerError[];
  /** The request rules of each RPC (src/gofacts/rules/). */
  rules: Map<string, Map<string, FoundRule[]>>;
}

/** Reads the errors of every RPC of the release and of its layers (none without handler files). */
export function releaseErrors(
  model: ApiRelease,
  handlers: { program: GoProgram; files: GoFile[] } | null | undefined,
): ReleaseErrors {
  if (!handlers) return { byService: new Map(), layers: [], rules: new Map() };
  const services = model.subServices.map((s) => ({
    fullName: s.fullName,
    methods: s.methods.map((m) => ({ name: m.name, requestType: m.requestType })),
  }));
  const byService = handlerErrors({ ...handlers, daemon: model.daemonId, services, messages: model.messages });
  const rules = requestRules({ ...handlers, services, messages: model.messages });
  return { byService, layers: serviceErrors(handlers.program, handlers.files), rules };
}

/** The `requestRules` of one method: null when its handler is not read. */
export function methodRules(
  rules: FoundRule[] | undefined,
  linkFor: (file: string, line: number) => SourceRef,
): Pick<MethodModel, 'requestRules'> {
  if (!rules) return { requestRules: null };
  return { requestRules: rules.map(({ file, line, ...rule }) => ({ ...rule, source: linkFor(file.path, line) })) };
}

/** The `errors` and `errorsNote` of one method. */
export function methodErrors(
  rpc: RpcErrors | undefined,
  linkFor: (file: string, line: number) => SourceRef,
  daemon: string,
): Pick<MethodModel, 'errors' | 'errorsNote'> {
  if (!rpc) {
    return {
      errors: null,
      errorsNote: {
        reason: 'no-handler-source',
        text: `This release's ${daemon} handler source is not read, so its errors are not listed.`,
      },
    };
  }
  return {
    errors: rpc.errors.map((e) => ({
      message: e.message,
      code: e.code,
      condition: e.condition,
      sentinel: e.sentinel,
      via: e.via,
      source: linkFor(e.file.path, e.line),
    })),
    errorsNote: rpc.note,
  };
}
