/**
 * A gRPC server for one daemon, generated from its compiled protos: every RPC of the
 * daemon, TLS with the test's ECDSA certificate, and the checks the daemon makes before a
 * handler (./stub-macaroons.ts: a service it does not serve, an RPC without a permission
 * entry, the macaroon, hex in the `macaroon` metadata), refused with the daemon's own code
 * and message. It records each request, answers with an empty
 * response, streams two responses to server streams, answers the first request of a
 * bidirectional stream and then ends the stream, as a daemon may at any time.
 */
import { type DescMessage, create, fromBinary, fromJson, toBinary, toJson } from '@bufbuild/protobuf';
import * as grpc from '@grpc/grpc-js';
import type { Recorder } from './recorder.ts';
import { flowAnswer, flowRefusal } from './stub-flows.ts';
import type { StubMethod } from './stub-methods.ts';
import { ruleRefusal } from './stub-rules.ts';

export interface GrpcStub {
  port: number;
  close(): Promise<void>;
}

/** Starts the stub on a free port of localhost. */
export async function startGrpcStub(params: {
  methods: StubMethod[];
  cert: Buffer;
  key: Buffer;
  recorder: Recorder;
}): Promise<GrpcStub> {
  const server = new grpc.Server();
  const byService = new Map<string, StubMethod[]>();
  for (const method of params.methods) {
    const service = method.grpcPath.split('/')[1]!;
    byService.set(service, [...(byService.get(service) ?? []), method]);
  }
  for (const methods of byService.values()) {
    const definition: Record<string, grpc.MethodDefinition<unknown, unknown>> = {};
    const handlers: grpc.UntypedServiceImplementation = {};
    for (const method of methods) {
      const name = method.grpcPath.split('/')[2]!;
      definition[name] = {
        path: method.grpcPath,
        requestStream: method.streaming === 'client' || method.streaming === 'bidi',
        responseStream: method.streaming === 'server' || method.streaming === 'bidi',
        requestSerialize: (message: unknown) => Buffer.from(toBinary(method.request, message as never)),
        requestDeserialize: (bytes: Buffer) => fromBinary(method.request, bytes),
        responseSerialize: (message: unknown) => Buffer.from(toBinary(method.response, message as never)),
        responseDeserialize: (bytes: Buffer) => fromBinary(method.response, bytes),
        originalName: name,
      };
      handlers[name] = handlerOf(method, params.recorder);
    }
    server.addService(definition as grpc.ServiceDefinition, handlers);
  }
  const credentials = grpc.ServerCredentials.createSsl(
    null,
    [{ cert_chain: params.cert, private_key: params.key }],
    false,
  );
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('localhost:0', credentials, (err, bound) => (err ? reject(err) : resolve(bound))),
  );
  return {
    port,
    close: () => new Promise<void>((resolve) => server.tryShutdown(() => resolve())),
  };
}

/** The canonical JSON of a request (what the samples' expectations are compared with). */
function canonical(schema: DescMessage, message: unknown) {
  return toJson(schema, message as never, { useProtoFieldName: true });
}

function handlerOf(method: StubMethod, recorder: Recorder): grpc.UntypedHandleCall {
  const check = (call: { metadata: grpc.Metadata }) => {
    const hex = call.metadata.get('macaroon')[0]?.toString();
    const refusal = method.refuse(hex);
    return { hex, problem: refusal?.message ?? null, code: refusal?.code ?? grpc.status.UNKNOWN };
  };
  const record = (hex: string | undefined, request: unknown, error: string | null) =>
    recorder.record(hex, {
      rpc: method.rpc,
      transport: 'grpc',
      request: request === null ? null : canonical(method.request, request),
      error,
    });
  const refuse = (problem: string, code: grpc.status) => ({ code, details: problem });
  // The handler's guards, after the macaroon check: a refusal is recorded as the call's error.
  const guard = (request: unknown) => {
    const json = canonical(method.request, request);
    return ruleRefusal(method.rules, json) ?? flowRefusal(method.rpc, json);
  };
  // The answer a flow's next step reads (LoopOutQuote's fees), or the empty message.
  const answer = flowAnswer(method.rpc);
  const empty = () => (answer ? fromJson(method.response, answer as never) : create(method.response));
  switch (method.streaming) {
    case 'unary':
      return ((call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
        const { hex, problem, code } = check(call);
        const refusal = problem ? null : guard(call.request);
        record(hex, call.request, problem ?? refusal?.message ?? null);
        if (problem) callback(refuse(problem, code));
        else if (refusal) callback({ code: refusal.code, details: refusal.message });
        else callback(null, empty());
      }) as grpc.handleUnaryCall<unknown, unknown>;
    case 'server':
      return ((call: grpc.ServerWritableStream<unknown, unknown>) => {
        const { hex, problem, code } = check(call);
        const refusal = problem ? null : guard(call.request);
        record(hex, call.request, problem ?? refusal?.message ?? null);
        if (problem || refusal) {
          call.emit('error', refusal ? { code: refusal.code, details: refusal.message } : refuse(problem!, code));
          return;
        }
        call.write(empty());
        call.write(empty());
        call.end();
      }) as grpc.handleServerStreamingCall<unknown, unknown>;
    case 'client':
      return ((call: grpc.ServerReadableStream<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
        const { hex, problem, code } = check(call);
        let first: unknown = null;
        call.on('data', (request) => {
          first ??= request;
        });
        call.on('end', () => {
          const refusal = problem || first === null ? null : guard(first);
          record(
            hex,
            first,
            problem ?? (first === null ? 'the stream carried no request' : (refusal?.message ?? null)),
          );
          if (problem) callback(refuse(problem, code));
          else if (refusal) callback({ code: refusal.code, details: refusal.message });
          else callback(null, empty());
        });
      }) as grpc.handleClientStreamingCall<unknown, unknown>;
    case 'bidi':
      return ((call: grpc.ServerDuplexStream<unknown, unknown>) => {
        const { hex, problem, code } = check(call);
        if (problem) {
          record(hex, null, problem);
          call.emit('error', refuse(problem, code));
          return;
        }
        let answered = false;
        call.on('data', (request) => {
          if (answered) return;
          answered = true;
          const refusal = guard(request);
          record(hex, request, refusal?.message ?? null);
          if (refusal) {
            call.emit('error', { code: refusal.code, details: refusal.message });
            return;
          }
          call.write(empty());
          call.end();
        });
        call.on('end', () => {
          if (!answered) {
            record(hex, null, 'the stream ended before a request');
            call.end();
          }
        });
      }) as grpc.handleBidiStreamingCall<unknown, unknown>;
  }
}
