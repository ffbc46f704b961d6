/**
 * The request rules of every RPC of a release, read from its handlers (the same handler and
 * helpers the error reading finds: go-functions.ts, error-walk.ts): each guard that tests
 * request fields only and returns an error (guard-sites.ts), classified by the shape of its
 * condition (classify-rules.ts). A guard no kind fits is no rule; the same rule written twice
 * (a handler and a helper both checking) is kept once, the first.
 */
import type { MessageModel } from '../../proto/model-types.ts';
import type { RequestRule } from '../../shared/request-rules.ts';
import type { GoFile } from '../go-file.ts';
import type { GoProgram } from '../go-program.ts';
import { ErrorWalker } from '../errors/error-walk.ts';
import { GoFunctions, parametersOf } from '../errors/go-functions.ts';
import { classifySites } from './classify-rules.ts';
import { guardSites } from './guard-sites.ts';

/** A rule with the file and line of its guard's error. */
export interface FoundRule extends RequestRule {
  file: GoFile;
  line: number;
}

export interface RequestRulesInput {
  program: GoProgram;
  files: GoFile[];
  services: { fullName: string; methods: { name: string; requestType: string }[] }[];
  messages: Record<string, MessageModel>;
}

/** Service full name -> RPC name -> its rules (RPCs whose handler is not read are absent). */
export function requestRules(input: RequestRulesInput): Map<string, Map<string, FoundRule[]>> {
  const functions = new GoFunctions(input.program, input.files);
  const walker = new ErrorWalker(functions);
  const result = new Map<string, Map<string, FoundRule[]>>();
  for (const service of input.services) {
    const handler = functions.handlerType(service.methods.map((m) => m.name));
    const perMethod = new Map<string, FoundRule[]>();
    for (const method of service.methods) {
      const fn = handler?.get(method.name);
      const request = input.messages[method.requestType];
      if (!fn || !request) continue;
      const shortName = method.requestType.slice(method.requestType.lastIndexOf('.') + 1);
      const requestName = parametersOf(fn).find((p) => p.type.replace(/^\*/, '').split('.').at(-1) === shortName)?.name;
      if (!requestName) continue;
      const sites = guardSites({ program: input.program, walker, messages: input.messages }, fn, requestName, request);
      const rules = classifySites(sites);
      const seen = new Set<string>();
      const found: FoundRule[] = [];
      rules.forEach((rule, i) => {
        const key = rule ? `${rule.message}\n${JSON.stringify(rule.violation)}` : '';
        if (!rule || seen.has(key)) return;
        seen.add(key);
        found.push({ ...rule, file: sites[i]!.file, line: sites[i]!.line });
      });
      perMethod.set(method.name, found);
    }
    result.set(service.fullName, perMethod);
  }
  return result;
}
