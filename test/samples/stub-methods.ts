/** The RPCs a stub serves, with the compiled message types the stubs encode and decode. */
import type { DescMessage, FileRegistry } from '@bufbuild/protobuf';
import type { RequestRuleModel, RestBinding, Streaming } from '../../src/proto/model-types.ts';
import type { SiteRelease } from '../../src/site/site-api.ts';
import type { StubGuard } from './stub-macaroons.ts';

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
  /** Why the daemon refuses a call carrying a macaroon (hex; undefined: none), or null (see stub-macaroons.ts). */
  refuse: (hex: string | undefined) => { code: number; message: string } | null;
  /** Set when the daemon does not serve the RPC at all: its gRPC answer; over REST it has no route. */
  unserved: { code: number; message: string } | null;
  /** The handler's request rules (stub-rules.ts enforces them). */
  rules: RequestRuleModel[];
}

/** The methods of a daemon (every RPC of its protos); `guard` says what the daemon refuses. */
export function stubMethods(service: SiteRelease, registry: FileRegistry, guard: StubGuard): StubMethod[] {
  return service.subServices.flatMap((sub) =>
    sub.methods.map((method) => {
      const request = registry.getMessage(method.requestType);
      const response = registry.getMessage(method.responseType);
      if (!request || !response) throw new Error(`Internal error: ${method.fullName} has types the registry lacks`);
      const grpcPath = `/${sub.fullName}/${method.name}`;
      return {
        rpc: method.fullName,
        grpcPath,
        streaming: method.streaming,
        request,
        response,
        rest: method.rest,
        refuse: (hex: string | undefined) => guard.refuse(grpcPath, hex),
        unserved: guard.unserved(grpcPath),
        rules: method.requestRules ?? [],
      };
    }),
  );
}
