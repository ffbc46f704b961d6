/**
 * gRPC sample for Node.js with @grpc/grpc-js and @grpc/proto-loader, in the shape of lnd's
 * own API docs: TLS certificate plus the hex macaroon as call metadata, one request object
 * with every field, and the call pattern of the method's streaming kind.
 */
import type { MessageModel, Streaming } from '../../proto/model-types.ts';
import { block, entryLines } from './lines.ts';
import { jsKey, jsString, jsVariable } from './literals.ts';
import { type TypeContext, jsGrpcValue, typeComment } from './placeholders.ts';
import { grpcFiles, protoDependencies, runFolder } from './proto-files.ts';
import type { CodeSampleInput } from './types.ts';

/** The gRPC JavaScript sample of a method. */
export function grpcJavaScript(input: CodeSampleInput): string {
  const { service, sub, method, connection } = input;
  const ctx: TypeContext = { messages: service.messages, enums: service.enums, package: sub.package };
  const pkg = sub.package ? jsVariable(sub.package.replace(/\./g, '_')) : 'proto';
  const pkgPath = sub.package ? sub.package.split('.').map(jsMember).join('') : '';
  const files = grpcFiles(service, sub).map(jsString).join(', ');
  const deps = protoDependencies(service, sub);
  return [
    '// npm install @grpc/grpc-js @grpc/proto-loader',
    `// Run in ${runFolder(service, sub)}: the .proto files load from there.`,
    ...deps.foreignFiles.map((file) => `// Also needs ${file}, copied where the imports expect it.`),
    "const fs = require('fs');",
    "const grpc = require('@grpc/grpc-js');",
    "const protoLoader = require('@grpc/proto-loader');",
    '',
    '// The TLS certificate uses an ECDSA key, which needs these cipher suites.',
    "process.env.GRPC_SSL_CIPHER_SUITES = 'HIGH+ECDSA';",
    `const packageDefinition = protoLoader.loadSync([${files}], {`,
    '  keepCase: true,',
    '  longs: String,',
    '  enums: String,',
    '  defaults: true,',
    '  oneofs: true,',
    `  includeDirs: [${['.', ...deps.includeDirs].map(jsString).join(', ')}],`,
    '});',
    `const ${pkg} = grpc.loadPackageDefinition(packageDefinition)${pkgPath};`,
    '',
    `const macaroon = fs.readFileSync(${jsString(connection.macaroonPath)}).toString('hex');`,
    `const sslCreds = grpc.credentials.createSsl(fs.readFileSync(${jsString(connection.tlsCertPath)}));`,
    'const macaroonCreds = grpc.credentials.createFromMetadataGenerator((_args, callback) => {',
    '  const metadata = new grpc.Metadata();',
    "  metadata.add('macaroon', macaroon);",
    '  callback(null, metadata);',
    '});',
    'const creds = grpc.credentials.combineChannelCredentials(sslCreds, macaroonCreds);',
    `const client = new ${pkg}${jsMember(sub.name)}(${jsString(connection.grpcHost)}, creds);`,
    '',
    ...requestObject(service.messages[method.requestType], ctx),
    ...callLines(jsMember(method.name), method.streaming),
  ].join('\n');
}

/** `.Name`, or `['Name']` when the name is not an identifier. */
function jsMember(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${jsString(name)}]`;
}

/** `const request = { ... };` with every field of the request message. */
export function requestObject(message: MessageModel | undefined, ctx: TypeContext): string[] {
  const fields = message?.fields ?? [];
  const lines = entryLines(fields, {
    indent: '  ',
    entry: (f) => `${jsKey(f.name)}: ${jsGrpcValue(f, ctx)}`,
    comment: (f) => typeComment(f, ctx.package),
    marker: '//',
    gap: ' ',
  });
  return block('const request = {', lines, '};', 'const request = {};');
}

/** The call of the method, by streaming kind (the client keeps proto method names). */
function callLines(member: string, streaming: Streaming): string[] {
  switch (streaming) {
    case 'server':
      return [
        `const call = client${member}(request);`,
        "call.on('data', (response) => console.log(response));",
        "call.on('status', (status) => console.log(status));",
        "call.on('error', (err) => console.error(err));",
        "call.on('end', () => console.log('stream closed'));",
      ];
    case 'client':
      return [
        `const call = client${member}((err, response) => {`,
        '  if (err) throw err;',
        '  console.log(response);',
        '});',
        '// Write each request of the stream, then end it to get the response.',
        'call.write(request);',
        'call.end();',
      ];
    case 'bidi':
      return [
        `const call = client${member}();`,
        "call.on('data', (response) => console.log(response));",
        "call.on('error', (err) => console.error(err));",
        "call.on('end', () => console.log('stream closed'));",
        '// Write a request whenever there is one to send; call.end() closes the stream.',
        'call.write(request);',
      ];
    case 'unary':
      return [
        `client${member}(request, (err, response) => {`,
        '  if (err) throw err;',
        '  console.log(response);',
        '});',
      ];
  }
}
