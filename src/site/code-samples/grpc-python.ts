/**
 * gRPC sample for Python with grpcio and the modules protoc generates: TLS certificate plus
 * the hex macaroon as call metadata, the request built with its message class, and the call
 * pattern of the method's streaming kind.
 */
import type { Streaming } from '../../proto/model-types.ts';
import { block, entryLines } from './lines.ts';
import { isPythonKeyword, pyString } from './literals.ts';
import { type TypeContext, pyGrpcValue, typeComment } from './placeholders.ts';
import { grpcFiles, protoDependencies, pythonAlias, pythonImport, pythonMessageRef, pythonModule, runFolder } from './proto-files.ts';
import type { CodeSampleInput } from './types.ts';

/** The gRPC Python sample of a method. */
export function grpcPython(input: CodeSampleInput): string {
  const { service, sub, method, connection } = input;
  const ctx: TypeContext = { messages: service.messages, enums: service.enums, package: sub.package };
  const module = pythonModule(sub.importPath);
  const request = pythonMessageRef(method.requestType, service, sub);
  const deps = protoDependencies(service, sub);
  const files = [...new Set([...grpcFiles(service, sub), ...deps.outsideFiles, ...(request.extraFile ? [request.extraFile] : [])])];
  const protoPaths = ['.', ...deps.includeDirs].map((dir) => `--proto_path=${dir}`).join(' ');
  const fields = service.messages[method.requestType]?.fields ?? [];
  const args = entryLines(fields, {
    indent: '    ',
    // A field named like a Python keyword (lnd's `global`) can only be passed unpacked.
    entry: (f) => (isPythonKeyword(f.name) ? `**{${pyString(f.name)}: ${pyGrpcValue(f, ctx)}}` : `${f.name}=${pyGrpcValue(f, ctx)}`),
    comment: (f) => typeComment(f, ctx.package),
    marker: '#',
    gap: '  ',
  });
  return [
    '# pip install grpcio grpcio-tools',
    `# Run in ${runFolder(service, sub)}, after generating the modules there:`,
    `# python -m grpc_tools.protoc ${protoPaths} --python_out=. --grpc_python_out=. ${files.join(' ')}`,
    ...deps.foreignFiles.map((file) => `# Also needs ${file}, copied where the imports expect it and compiled too.`),
    `import codecs, grpc, os${method.streaming === 'bidi' ? ', queue' : ''}`,
    pythonImport(module, [`${module.messages} as ${pythonAlias(sub)}`, module.stubs]),
    ...(request.extraImport ? [request.extraImport] : []),
    '',
    '# The TLS certificate uses an ECDSA key, which needs these cipher suites.',
    "os.environ['GRPC_SSL_CIPHER_SUITES'] = 'HIGH+ECDSA'",
    `macaroon = codecs.encode(open(${pyString(connection.macaroonPath)}, 'rb').read(), 'hex').decode()`,
    '',
    '',
    'def metadata_callback(context, callback):',
    "    callback([('macaroon', macaroon)], None)",
    '',
    '',
    `cert = open(${pyString(connection.tlsCertPath)}, 'rb').read()`,
    'ssl_creds = grpc.ssl_channel_credentials(cert)',
    'auth_creds = grpc.metadata_call_credentials(metadata_callback)',
    'combined_creds = grpc.composite_channel_credentials(ssl_creds, auth_creds)',
    `channel = grpc.secure_channel(${pyString(connection.grpcHost)}, combined_creds)`,
    `stub = ${module.stubs}.${sub.name}Stub(channel)`,
    '',
    ...block(`request = ${request.expression}(`, args, ')', `request = ${request.expression}()`),
    ...callLines(method.name, method.streaming),
  ].join('\n');
}

/** The call of the method, by streaming kind. */
function callLines(name: string, streaming: Streaming): string[] {
  switch (streaming) {
    case 'server':
      return [`for response in stub.${name}(request):`, '    print(response)'];
    case 'client':
      return ['# Pass an iterator of the requests of the stream.', `response = stub.${name}(iter([request]))`, 'print(response)'];
    case 'bidi':
      return [
        '# The stream stays open until None is put on the queue; put more requests to send them.',
        'outgoing = queue.Queue()',
        'outgoing.put(request)',
        `for response in stub.${name}(iter(outgoing.get, None)):`,
        '    print(response)',
      ];
    case 'unary':
      return [`response = stub.${name}(request)`, 'print(response)'];
  }
}
