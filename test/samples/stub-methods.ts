/** The RPCs a stub serves, with the compiled message types the stubs encode and decode. */
import type { DescMessage, FileRegistry } from '@bufbuild/protobuf';
import type { RequestRuleModel, RestBinding, Streaming } from '../../src/proto/model-types.ts';
import type { SiteRelease } from '../../src/site/site-api.ts';

export interface StubMethod {
  /** Full name: lnrpc.Lightning.GetInfo. */
  rpc: string;
  /** gRPC path: /lnrpc.Lightning/GetInfo. */
  grpcPath: string;
  streaming: Streaming;
  request: DescMessage;
  response: DescMessage;
  /** Every REST binding (primary and additional). */
  rest: RestBinding[];
  /** Macaroon files the daemon accepts for the call; null when it needs none (see stub-macaroons.ts). */
  macaroons: string[] | null;
  /** The handler's request rules (stub-rules.ts enforces them). */
  rules: RequestRuleModel[];
}

/** The methods of a daemon; `macaroonsOf` says which macaroon files allow each. */
export function stubMethods(
  service: SiteRelease,
  registry: FileRegistry,
  macaroonsOf: (rpc: string) => string[] | null,
): StubMethod[] {
  return service.subServices.flatMap((sub) =>
    sub.methods.map((method) => {
      const request = registry.getMessage(method.requestType);
      const response = registry.getMessage(method.responseType);
      if (!request || !response) throw new Error(`Internal error: ${method.fullName} has types the registry lacks`);
      return {
        rpc: method.fullName,
        grpcPath: `/${sub.fullName}/${method.name}`,
        streaming: method.streaming,
        request,
        response,
        rest: method.rest,
        macaroons: macaroonsOf(method.fullName),
        rules: method.requestRules ?? [],
      };
    }),
  );
}
