/**
 * gRPC sample for Python with grpcio and the modules protoc generates: how to fetch the
 * protos at the pinned tag and generate the modules of the RPC's file and everything it
 * imports, the TLS certificate plus the hex macaroon as call metadata, the request built
 * with its message class, and how the call's stream (if any) is read and ended.
 */
import type { MessageModel, Streaming } from '../../proto/model-types.ts';
import { slot } from '../../shared/code-template.ts';
import { codePlan } from './method-plan.ts';
import {
  cloneCommands,
  protocCommand,
  pythonAlias,
  pythonImport,
  pythonMessageRef,
  pythonModule,
} from './proto-setup.ts';
import { pythonKwargLines } from './value-literals.ts';
import type { WriterInput } from './types.ts';
import { flagLines } from './flag-flow.ts';
import { byteModules } from './flow-bytes.ts';
import { grpcPyFlowLines, writerFlow } from './flow-samples.ts';

/** The gRPC Python sample of a method. */
export function grpcPython(input: WriterInput): string {
  const { service, sub, method, macaroon, macaroonNote } = input;
  const module = pythonModule(sub.importPath);
  const request = pythonMessageRef(messageOf(service, method.requestType), sub);
  const plan = codePlan(input, input.variant);
  // Values of maps of messages must be instances: name their classes, importing their modules.
  const imports = new Set<string>(request.extraImport ? [request.extraImport] : []);
  const pyClass = (fullName: string) => {
    const ref = pythonMessageRef(messageOf(service, fullName), sub);
    if (ref.extraImport) imports.add(ref.extraImport);
    return ref.expression;
  };
  const args = pythonKwargLines(plan.entries, sub.package, '    ', pyClass);
  // Before the lines: the step requests' classes may add imports.
  const flow = flowLines(input, pyClass);
  // In alphabetical order, each once (a keysend sample's own modules, flow-bytes.ts, among them).
  const modules = new Set(
    [
      'grpc',
      'os',
      ...(input.flag ? byteModules('py-grpc') : []),
      ...(method.streaming === 'bidi' ? ['queue'] : []),
    ].sort(),
  );
  const credentials = macaroon
    ? [
        `# ${macaroon}: ${macaroonNote}.`,
        `with open(${slot('macaroonPath', 'py-path')}, 'rb') as f:`,
        '    macaroon = f.read().hex()',
        `with open(${slot('tlsCertPath', 'py-path')}, 'rb') as f:`,
        '    cert = f.read()',
        'credentials = grpc.composite_channel_credentials(',
        '    grpc.ssl_channel_credentials(cert),',
        "    grpc.metadata_call_credentials(lambda context, callback: callback([('macaroon', macaroon)], None)),",
        ')',
      ]
    : [
        `# ${method.name} needs no macaroon.`,
        `with open(${slot('tlsCertPath', 'py-path')}, 'rb') as f:`,
        '    credentials = grpc.ssl_channel_credentials(f.read())',
      ];
  return [
    '# Set up once, in an empty folder:',
    ...cloneCommands(sub).map((c) => `#   ${c}`),
    '#   pip install grpcio grpcio-tools',
    `#   ${protocCommand(sub)}`,
    '# then save this file there and run it with python.',
    `import ${[...modules].join(', ')}`,
    pythonImport(module, [`${module.messages} as ${pythonAlias(sub)}`, module.stubs]),
    ...imports,
    '',
    "# The daemon's TLS certificate uses an ECDSA key, which needs these cipher suites.",
    "os.environ['GRPC_SSL_CIPHER_SUITES'] = 'HIGH+ECDSA'",
    ...credentials,
    `channel = grpc.secure_channel(${slot('grpcHost', 'py-string')}, credentials)`,
    `stub = ${module.stubs}.${sub.name}Stub(channel)`,
    '',
    ...(args.length === 0 ? [`request = ${request.expression}()`] : [`request = ${request.expression}(`, ...args, ')']),
    ...flagLines(input.flag, 'py-grpc', 'request'),
    ...flow.before,
    ...callLines(method.name, method.streaming),
    ...flow.after,
  ].join('\n');
}

/** The CLI's flow around the call, when it runs one (loop out: LoopOutQuote first, the limits from its answer). */
function flowLines(input: WriterInput, pyClass: (fullName: string) => string): { before: string[]; after: string[] } {
  const plan = codePlan(input, input.variant);
  const flow = writerFlow(input, plan);
  if (!flow) return { before: [], after: [] };
  return grpcPyFlowLines(flow, plan.entries, input.sub.package, (step) => pyClass(step.method.requestType));
}

/** The call of the method, by streaming kind. */
function callLines(name: string, streaming: Streaming): string[] {
  switch (streaming) {
    case 'unary':
      return [`response = stub.${name}(request)`, 'print(response)'];
    case 'server':
      return [
        `responses = stub.${name}(request)`,
        '# The loop ends when the server ends the stream; responses.cancel() stops it early.',
        'for response in responses:',
        '    print(response)',
      ];
    case 'client':
      return [
        '# The stream sends each request of the iterator and ends with it; then the response comes.',
        `response = stub.${name}(iter([request]))`,
        'print(response)',
      ];
    case 'bidi':
      return [
        '# The stream sends what is put on the queue; putting None closes your side of it.',
        'outgoing = queue.Queue()',
        'outgoing.put(request)',
        `for response in stub.${name}(iter(outgoing.get, None)):`,
        '    print(response)',
        '    # Answer with outgoing.put(...).',
        '# The server ended the stream.',
        'outgoing.put(None)',
      ];
  }
}

/** A message of the release: every type a request names is declared in its compiled files. */
function messageOf(release: WriterInput['service'], fullName: string): MessageModel {
  const message = release.messages[fullName];
  if (!message) throw new Error(`Internal error: ${fullName} is not a message of the release`);
  return message;
}
