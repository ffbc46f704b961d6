/**
 * gRPC sample for Node.js with @grpc/grpc-js and @grpc/proto-loader: how to fetch the
 * protos at the pinned tag, the TLS certificate plus the hex macaroon as call metadata, the
 * planned request, and how the call's stream (if any) is read and ended.
 */
import type { Streaming } from '../../proto/model-types.ts';
import { slot } from '../../shared/code-template.ts';
import { jsString, jsVariable } from './literals.ts';
import { codePlan } from './method-plan.ts';
import { cloneCommands, includeDirs } from './proto-setup.ts';
import { entryLines } from './value-literals.ts';
import type { WriterInput } from './types.ts';
import { flagLines } from './flag-flow.ts';
import { grpcJsFlowLines, writerFlow } from './flow-samples.ts';

/** The gRPC JavaScript sample of a method. */
export function grpcJavaScript(input: WriterInput): string {
  const { sub, method, macaroon, macaroonNote } = input;
  const pkg = sub.package ? jsVariable(sub.package.replace(/\./g, '_')) : 'proto';
  const pkgPath = sub.package ? sub.package.split('.').map(jsMember).join('') : '';
  const plan = codePlan(input, input.variant);
  const fields = entryLines(
    plan.entries,
    'js-grpc',
    sub.package,
    '  ',
    (field, value) => `${jsKeyOf(field.name)}: ${value}`,
  );
  const credentials = macaroon
    ? [
        `// ${macaroon}: ${macaroonNote}.`,
        `const macaroon = fs.readFileSync(${slot('macaroonPath', 'js-path')}).toString('hex');`,
        `const sslCreds = grpc.credentials.createSsl(fs.readFileSync(${slot('tlsCertPath', 'js-path')}));`,
        'const macaroonCreds = grpc.credentials.createFromMetadataGenerator((_args, callback) => {',
        '  const metadata = new grpc.Metadata();',
        "  metadata.add('macaroon', macaroon);",
        '  callback(null, metadata);',
        '});',
        'const creds = grpc.credentials.combineChannelCredentials(sslCreds, macaroonCreds);',
      ]
    : [
        `// ${method.name} needs no macaroon.`,
        `const creds = grpc.credentials.createSsl(fs.readFileSync(${slot('tlsCertPath', 'js-path')}));`,
      ];
  return [
    '// Set up once, in an empty folder:',
    ...cloneCommands(sub).map((c) => `//   ${c}`),
    '//   npm install @grpc/grpc-js @grpc/proto-loader',
    '// then save this file there and run it with node.',
    '',
    "// The daemon's TLS certificate uses an ECDSA key: grpc-js reads these cipher suites when it loads.",
    "process.env.GRPC_SSL_CIPHER_SUITES = 'HIGH+ECDSA';",
    "const fs = require('fs');",
    "const grpc = require('@grpc/grpc-js');",
    "const protoLoader = require('@grpc/proto-loader');",
    '',
    `const packageDefinition = protoLoader.loadSync(${jsString(sub.importPath)}, {`,
    '  keepCase: true,',
    '  longs: String,',
    '  enums: String,',
    '  defaults: true,',
    '  oneofs: true,',
    `  includeDirs: [${includeDirs(sub).map(jsString).join(', ')}],`,
    '});',
    `const ${pkg} = grpc.loadPackageDefinition(packageDefinition)${pkgPath};`,
    '',
    ...credentials,
    `const client = new ${pkg}${jsMember(sub.name)}(${slot('grpcHost', 'js-string')}, creds);`,
    '',
    ...(fields.length === 0 ? ['const request = {};'] : ['const request = {', ...fields, '};']),
    ...flagLines(input.flag, 'js-grpc', 'request'),
    ...callOrFlow(input, jsMember(method.name)),
  ].join('\n');
}

/** The call, inside the CLI's flow when it runs one (loop out: LoopOutQuote first, the limits from its answer). */
function callOrFlow(input: WriterInput, member: string): string[] {
  const call = callLines(member, input.method.streaming);
  const plan = codePlan(input, input.variant);
  const flow = writerFlow(input, plan);
  return flow ? grpcJsFlowLines(flow, plan.entries, input.sub.package, call) : call;
}

/** `.Name`, or `['Name']` when the name is not an identifier. */
function jsMember(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${jsString(name)}]`;
}

/** An object key: bare when it is an identifier name. */
function jsKeyOf(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name);
}

/** The call of the method, by streaming kind (the client keeps proto method names). */
function callLines(member: string, streaming: Streaming): string[] {
  switch (streaming) {
    case 'unary':
      return [
        `client${member}(request, (err, response) => {`,
        '  if (err) {',
        '    console.error(err);',
        '    process.exitCode = 1;',
        '    return;',
        '  }',
        '  console.log(response);',
        '});',
      ];
    case 'server':
      return [
        `const call = client${member}(request);`,
        "call.on('data', (response) => console.log(response));",
        "call.on('end', () => console.log('The server ended the stream.'));",
        "call.on('error', (err) => {",
        '  // call.cancel() stops the stream early and ends here with CANCELLED.',
        '  if (err.code !== grpc.status.CANCELLED) {',
        '    console.error(err);',
        '    process.exitCode = 1;',
        '  }',
        '});',
      ];
    case 'client':
      return [
        `const call = client${member}((err, response) => {`,
        '  if (err) {',
        '    console.error(err);',
        '    process.exitCode = 1;',
        '    return;',
        '  }',
        '  console.log(response);',
        '});',
        '// Write each request of the stream, then end it: the response comes after the end.',
        'call.write(request);',
        'call.end();',
      ];
    case 'bidi':
      return [
        `const call = client${member}();`,
        "call.on('data', (response) => {",
        '  console.log(response);',
        '  // Answer with call.write({ ... }); call.end() closes your side of the stream.',
        '});',
        "call.on('end', () => console.log('The server ended the stream.'));",
        "call.on('error', (err) => {",
        '  if (err.code !== grpc.status.CANCELLED) {',
        '    console.error(err);',
        '    process.exitCode = 1;',
        '  }',
        '});',
        'call.write(request);',
      ];
  }
}
