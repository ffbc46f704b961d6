import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import { type FileRegistry, createFileRegistry, fromJson } from '@bufbuild/protobuf';
import { compileRelease } from '../../src/proto/compile.ts';
import { loadModel } from '../../src/proto/load-model.ts';
import type { ApiModel, FieldModel, MethodModel, SubServiceModel } from '../../src/proto/model-types.ts';
import { type SiteRelease as ServiceModel, buildSiteApi, latestReleases } from '../../src/site/site-api.ts';
import { type CodeSample, type CodeSampleInput, codeSamples } from '../../src/site/code-samples/index.ts';
import { importRoot, pythonModule } from '../../src/site/code-samples/proto-files.ts';
import type { Connection } from '../../src/site/connection.ts';
import { type LocatedTree, type TreeOptions, locateTree } from '../../src/sources/proto-trees.ts';
import { type Sources, findService, loadSources, newestVersion } from '../../src/sources/sources-config.ts';
import { FIXTURE_PROTOS, REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, fixtureSources, offlineTrees } from '../helpers/fixtures.ts';

const LND: Connection = {
  dirVariable: 'LND_DIR',
  tlsCertPath: 'LND_DIR/tls.cert',
  macaroonPath: 'LND_DIR/data/chain/bitcoin/regtest/admin.macaroon',
  grpcHost: 'localhost:10009',
  restHost: 'localhost:8080',
};

/** The newest release of every daemon, as page builders see it. */
function newestOf(model: ApiModel): ServiceModel[] {
  return latestReleases(buildSiteApi(model));
}

/** Every (service, sub-service, method) of a model. */
function allInputs(services: ServiceModel[], connection = LND): CodeSampleInput[] {
  return services.flatMap((service) => service.subServices.flatMap((sub) => sub.methods.map((method) => ({ service, sub, method, connection }))));
}

/** The code of one tab. */
function code(samples: CodeSample[], protocol: CodeSample['protocol'], language: CodeSample['language']): string {
  const sample = samples.find((s) => s.protocol === protocol && s.language === language);
  assert.ok(sample, `no ${protocol}/${language} sample`);
  return sample.code;
}

/** Problems with a sample's text: leaked JS values or a null placeholder. */
function leaks(text: string): string[] {
  const found: string[] = [];
  if (/\bundefined\b/.test(text)) found.push('undefined');
  if (text.includes('[object Object]')) found.push('[object Object]');
  if (/\bNaN\b/.test(text)) found.push('NaN');
  // A placeholder value of null (the only legitimate null is grpc-js's callback(null, metadata)).
  if (/(?:[:=]\s*null\b)|(?:\[\s*null\b)|(?:,\s*null\s*[,\]}])/.test(text)) found.push('null placeholder');
  return found;
}

/** Compiles JavaScript without running it; returns the error message or null. */
function jsSyntaxError(source: string): string | null {
  try {
    new vm.Script(source);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

const HAS_PYTHON = spawnSync('python3', ['--version']).status === 0;
const PYTHON_SKIP = HAS_PYTHON ? false : 'python3 is not on PATH: the Python samples are not syntax-checked';

/** Parses many Python sources with one python3 process; returns "name: error" for each failure. */
function pythonSyntaxErrors(sources: { name: string; code: string }[]): string[] {
  const script = [
    'import ast, json, sys',
    'for item in json.load(sys.stdin):',
    '    try:',
    '        ast.parse(item["code"])',
    '    except SyntaxError as err:',
    '        print(item["name"] + ": " + str(err))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', script], { input: JSON.stringify(sources), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout.split('\n').filter(Boolean);
}

/** Every sample of the inputs with a name for messages. */
function namedSamples(inputs: CodeSampleInput[]): { name: string; input: CodeSampleInput; sample: CodeSample }[] {
  return inputs.flatMap((input) =>
    codeSamples(input).map((sample) => ({ name: `${input.method.fullName} ${sample.protocol}/${sample.language}`, input, sample })),
  );
}

/** Names and errors of the JavaScript samples that do not compile. */
function javaScriptErrors(inputs: CodeSampleInput[]): string[] {
  return namedSamples(inputs).flatMap(({ name, sample }) => {
    const error = sample.language === 'javascript' ? jsSyntaxError(sample.code) : null;
    return error ? [`${name}: ${error}`] : [];
  });
}

/** Names and errors of the Python samples that do not parse (needs python3). */
function pythonErrors(inputs: CodeSampleInput[]): string[] {
  return pythonSyntaxErrors(namedSamples(inputs).filter((s) => s.sample.language === 'python').map(({ name, sample }) => ({ name, code: sample.code })));
}

/** The compiled descriptors of every service, to read REST bodies with a real protojson parser. */
async function registries(sources: Sources, trees: TreeOptions): Promise<Map<string, FileRegistry>> {
  const result = new Map<string, FileRegistry>();
  for (const service of sources.services) {
    const located = new Map<string, LocatedTree>();
    for (const id of new Set([service.id, ...service.protoRoots.flatMap((r) => (r.from ? [r.from] : []))])) {
      const tree = findService(sources, id);
      located.set(id, await locateTree(tree, newestVersion(tree), trees));
    }
    result.set(service.id, createFileRegistry((await compileRelease(service, newestVersion(service), located)).set));
  }
  return result;
}

/**
 * Checks the REST bodies of every method whose primary binding takes the whole request:
 * curl's JSON parses with protojson (strict: unknown fields, two members of a oneof, wrong
 * JSON types all fail), and the JavaScript and Python REST samples send the same object.
 */
function checkRestBodies(inputs: CodeSampleInput[], registry: Map<string, FileRegistry>): number {
  let checked = 0;
  for (const input of inputs) {
    if (input.method.rest[0]?.body !== '*') continue;
    const samples = codeSamples(input);
    const json = /-d '([^']*)'/.exec(code(samples, 'shell', 'curl'))?.[1];
    assert.ok(json, `${input.method.fullName}: curl has -d`);
    const body = JSON.parse(json) as Parameters<typeof fromJson>[1];
    const schema = registry.get(input.service.id)!.getMessage(input.method.requestType);
    assert.ok(schema, input.method.requestType);
    assert.doesNotThrow(() => fromJson(schema, body), `${input.method.fullName}: protojson reads the curl body`);
    const jsLiteral = /^const request = (\{\}|\{\n[\s\S]*?\n\});$/m.exec(code(samples, 'rest', 'javascript'))?.[1];
    assert.ok(jsLiteral, `${input.method.fullName}: REST JavaScript has a request object`);
    assert.deepEqual(JSON.parse(JSON.stringify(vm.runInNewContext(`(${jsLiteral})`))), body, `${input.method.fullName}: REST JavaScript sends the curl body`);
    const pyLiteral = /^data = (\{\}|\{\n[\s\S]*?\n\})$/m.exec(code(samples, 'rest', 'python'))?.[1];
    assert.ok(pyLiteral, `${input.method.fullName}: REST Python has a data dict`);
    // Python literals become JavaScript ones by their spelling of booleans (commented lines are dropped).
    const asJs = pyLiteral.split('\n').filter((l) => !l.trim().startsWith('#')).map((l) => l.replace(/  # .*$/, '')).join('\n');
    assert.deepEqual(JSON.parse(JSON.stringify(vm.runInNewContext(`(${asJs.replace(/\bTrue\b/g, 'true').replace(/\bFalse\b/g, 'false')})`))), body, `${input.method.fullName}: REST Python sends the curl body`);
    checked++;
  }
  return checked;
}

/** A fixture sub-service copied under another file, package and name (for module naming). */
function renamedSub(sub: SubServiceModel, importPath: string, pkg: string, name: string): SubServiceModel {
  return { ...sub, importPath, package: pkg, name, source: { ...sub.source, path: `litrpc/${importPath}` } };
}

describe('code samples of the fixture protos', () => {
  let services: ServiceModel[];
  let demo: ServiceModel;
  let sub: SubServiceModel;
  const method = (name: string): MethodModel => sub.methods.find((m) => m.name === name)!;
  const samplesOf = (name: string, connection = LND): CodeSample[] => codeSamples({ service: demo, sub, method: method(name), connection });
  const tabs = (samples: CodeSample[]) => samples.map((s) => `${s.protocol}/${s.language}/${s.label}`);

  before(async () => {
    services = newestOf((await loadModel({ sources: fixtureSources(), trees: offlineTrees(FIXTURE_PROTOS) })).model);
    demo = services[0]!;
    sub = demo.subServices[0]!;
  });

  test('tab order and which tabs exist: REST, streaming, no REST, no CLI', () => {
    const all = ['grpc/javascript/JavaScript', 'grpc/python/Python', 'rest/javascript/JavaScript', 'rest/python/Python', 'shell/cli/CLI', 'shell/curl/curl'];
    assert.deepEqual(tabs(samplesOf('GetInfo')), all, 'unary with REST and CLI: every tab');
    assert.deepEqual(tabs(samplesOf('OpenThing')), all, 'server streaming with REST and CLI: every tab');
    assert.deepEqual(tabs(samplesOf('Chat')), ['grpc/javascript/JavaScript', 'grpc/python/Python', 'shell/cli/CLI'], 'no REST: no REST tabs and no curl');
    assert.deepEqual(tabs(samplesOf('Upload')), ['grpc/javascript/JavaScript', 'grpc/python/Python'], 'no REST and no CLI: gRPC only');
    const noCli = codeSamples({ service: demo, sub, method: { ...method('GetInfo'), cli: null }, connection: LND });
    assert.deepEqual(tabs(noCli), all.filter((t) => t !== 'shell/cli/CLI'), 'no CLI: no CLI tab');
  });

  test('gRPC JavaScript for GetInfo loads demo.proto, package demorpc, service Demo on the gRPC host', () => {
    const js = code(samplesOf('GetInfo'), 'grpc', 'javascript');
    assert.match(js, /protoLoader\.loadSync\(\['demo\.proto'\], \{/);
    assert.ok(js.includes('// Run in demorpc/ of a checkout of example/demo: the .proto files load from there.\n'));
    for (const option of ['keepCase: true', 'longs: String', 'enums: String', 'defaults: true', 'oneofs: true', "includeDirs: ['.']"]) {
      assert.ok(js.includes(option), option);
    }
    assert.ok(js.includes('const demorpc = grpc.loadPackageDefinition(packageDefinition).demorpc;'));
    assert.ok(js.includes("const client = new demorpc.Demo('localhost:10009', creds);"));
    assert.ok(js.includes("process.env.GRPC_SSL_CIPHER_SUITES = 'HIGH+ECDSA';"));
    assert.ok(js.includes("fs.readFileSync('LND_DIR/data/chain/bitcoin/regtest/admin.macaroon').toString('hex')"));
    assert.ok(js.includes("grpc.credentials.createSsl(fs.readFileSync('LND_DIR/tls.cert'))"));
    assert.ok(js.includes('grpc.credentials.createFromMetadataGenerator(') && js.includes('grpc.credentials.combineChannelCredentials(sslCreds, macaroonCreds)'));
    assert.ok(js.includes('const request = {};\nclient.GetInfo(request, (err, response) => {'), 'unary call with a callback');
  });

  test('gRPC request objects: every field with a placeholder of its type and a type comment', () => {
    const js = code(samplesOf('OpenThing'), 'grpc', 'javascript');
    assert.ok(js.includes("  node_pubkey: Buffer.from('', 'hex'), // <bytes>\n"));
    assert.ok(js.includes("  amount: '0', // <int64>\n"), '64-bit integers are strings (longs: String)');
    assert.ok(js.includes('  first: {}, // <OpenThingRequest.Shim>, oneof shim\n'), 'messages are {} naming their type');
    assert.ok(js.includes("  // second: '', // <string>, oneof shim\n"), 'a later oneof member is commented out');
    assert.ok(js.includes("  kind: 'SMALL', // <OpenThingRequest.Kind>\n"), 'enums are their first value name');
    const close = code(samplesOf('CloseThing'), 'grpc', 'javascript');
    assert.ok(close.includes("  sat_per_vbyte: '0', // <uint64>\n") && close.includes('  force: false, // <bool>\n'));
    const py = code(samplesOf('OpenThing'), 'grpc', 'python');
    assert.ok(py.includes('request = demorpc.OpenThingRequest(\n'));
    assert.ok(py.includes("    node_pubkey=bytes.fromhex(''),  # <bytes>\n") && py.includes('    amount=0,  # <int64>\n'));
    assert.ok(py.includes("    kind='SMALL',  # <OpenThingRequest.Kind>\n") && py.includes("    # second='',  # <string>, oneof shim\n"));
  });

  test('streaming kinds: server uses call.on("data"), client writes and ends, bidi writes', () => {
    const server = code(samplesOf('OpenThing'), 'grpc', 'javascript');
    assert.ok(server.includes("const call = client.OpenThing(request);\ncall.on('data', (response) => console.log(response));"));
    assert.ok(server.includes("call.on('status'") && server.includes("call.on('end'"));
    const upload = code(samplesOf('Upload'), 'grpc', 'javascript');
    assert.ok(upload.includes('const call = client.Upload((err, response) => {') && upload.endsWith('call.write(request);\ncall.end();'));
    const chat = code(samplesOf('Chat'), 'grpc', 'javascript');
    assert.ok(chat.includes('const call = client.Chat();') && chat.includes("call.on('data'") && chat.includes('call.write(request);'));
    assert.ok(code(samplesOf('OpenThing'), 'grpc', 'python').includes('for response in stub.OpenThing(request):\n    print(response)'));
    assert.ok(code(samplesOf('Upload'), 'grpc', 'python').includes('response = stub.Upload(iter([request]))'));
    const chatPy = code(samplesOf('Chat'), 'grpc', 'python');
    assert.ok(chatPy.includes('for response in stub.Chat(iter(outgoing.get, None)):') && chatPy.includes('import codecs, grpc, os, queue'));
    assert.ok(code(samplesOf('GetInfo'), 'grpc', 'python').includes('response = stub.GetInfo(request)\nprint(response)'));
  });

  test('gRPC Python: generated modules, credentials and stub', () => {
    const py = code(samplesOf('GetInfo'), 'grpc', 'python');
    assert.ok(py.includes('import codecs, grpc, os\nimport demo_pb2 as demorpc, demo_pb2_grpc\n'));
    assert.ok(py.includes('# Run in demorpc/ of a checkout of example/demo, after generating the modules there:\n'));
    assert.ok(py.includes('# python -m grpc_tools.protoc --proto_path=. --python_out=. --grpc_python_out=. demo.proto\n'));
    assert.ok(py.includes('grpc.metadata_call_credentials(metadata_callback)') && py.includes('grpc.composite_channel_credentials(ssl_creds, auth_creds)'));
    assert.ok(py.includes("channel = grpc.secure_channel('localhost:10009', combined_creds)\nstub = demo_pb2_grpc.DemoStub(channel)"));
    assert.ok(py.includes('request = demorpc.GetInfoRequest()'));
    // extrarpc.Demo.Where takes demorpc.Outpoint from another file: that module is imported too.
    const where = allInputs(services).find((i) => i.method.name === 'Where')!;
    const wherePy = code(codeSamples(where), 'grpc', 'python');
    assert.ok(wherePy.includes('from extrarpc import extra_pb2 as extrarpc, extra_pb2_grpc\nfrom demorpc import common_pb2 as demorpc\n'));
    assert.ok(wherePy.includes('request = demorpc.Outpoint(') && wherePy.includes('stub = extra_pb2_grpc.DemoStub(channel)'));
    // ...and that file lives in another repository, which the samples point out.
    assert.ok(wherePy.includes('# Also needs demorpc/common.proto of example/demo, copied where the imports expect it and compiled too.\n'));
    assert.ok(code(codeSamples(where), 'grpc', 'javascript').includes('// Also needs demorpc/common.proto of example/demo, copied where the imports expect it.\n'));
    assert.ok(!code(samplesOf('GetInfo'), 'grpc', 'javascript').includes('Also needs'), 'nothing foreign in demo');
  });

  test('Python module names follow protoc: dashes become underscores, folders become packages', () => {
    assert.deepEqual(pythonModule('lit-sessions.proto'), { from: '', messages: 'lit_sessions_pb2', stubs: 'lit_sessions_pb2_grpc' });
    assert.deepEqual(pythonModule('routerrpc/router.proto'), { from: 'routerrpc', messages: 'router_pb2', stubs: 'router_pb2_grpc' });
    const sessions = renamedSub(sub, 'lit-sessions.proto', 'litrpc', 'Sessions');
    const py = code(codeSamples({ service: demo, sub: sessions, method: method('GetInfo'), connection: LND }), 'grpc', 'python');
    assert.ok(py.includes('import lit_sessions_pb2 as litrpc, lit_sessions_pb2_grpc\n'));
    assert.ok(py.includes('stub = lit_sessions_pb2_grpc.SessionsStub(channel)'));
    assert.equal(importRoot(sessions), 'litrpc');
    const js = code(codeSamples({ service: demo, sub: sessions, method: method('GetInfo'), connection: LND }), 'grpc', 'javascript');
    assert.ok(js.includes("loadSync(['lit-sessions.proto']") && js.includes('.litrpc;') && js.includes('new litrpc.Sessions('));
  });

  test('a field named like a Python keyword is passed unpacked', () => {
    const request = demo.messages[method('CloseThing').requestType]!;
    const global: FieldModel = { ...request.fields[1]!, name: 'global', jsonName: 'global' };
    const service: ServiceModel = {
      ...demo,
      messages: { ...demo.messages, [request.fullName]: { ...request, fields: [request.fields[0]!, global, request.fields[2]!] } },
    };
    const samples = codeSamples({ service, sub, method: method('CloseThing'), connection: LND });
    assert.ok(code(samples, 'grpc', 'python').includes("    **{'global': False},  # <bool>\n"));
    assert.ok(code(samples, 'grpc', 'javascript').includes('  global: false, // <bool>\n'), 'reserved words are fine as JS keys');
  });

  test('REST JavaScript for a unary RPC: fetch with the certificate, macaroon header, method and URL', () => {
    const js = code(samplesOf('GetInfo'), 'rest', 'javascript');
    assert.ok(js.includes("const { Agent, fetch } = require('undici');"));
    assert.ok(js.includes("const dispatcher = new Agent({ connect: { ca: fs.readFileSync('LND_DIR/tls.cert') } });"));
    assert.ok(js.includes("fetch('https://localhost:8080/v1/getinfo', {\n  method: 'GET',\n  headers: { 'Grpc-Metadata-macaroon': macaroon },\n  dispatcher,\n})"));
    assert.ok(!js.includes('body:'), 'a GET has no body');
  });

  test('REST JavaScript for a streaming RPC is a WebSocket sample', () => {
    const js = code(samplesOf('OpenThing'), 'rest', 'javascript');
    assert.ok(js.includes("const WebSocket = require('ws');"));
    assert.ok(js.includes("new WebSocket('wss://localhost:8080/v1/things/stream?method=POST', {"));
    assert.ok(js.includes("ca: fs.readFileSync('LND_DIR/tls.cert')") && js.includes("headers: { 'Grpc-Metadata-Macaroon': macaroon }"));
    assert.ok(js.includes("ws.on('open', () => ws.send(JSON.stringify(request)));") && js.includes("ws.on('message',"));
    assert.ok(!js.includes('fetch('));
    assert.ok(js.includes("  node_pubkey: '', // <bytes> base64\n") && js.includes("  amount: '0', // <int64>\n"), 'REST bodies use the proto3 JSON mapping');
    const py = code(samplesOf('OpenThing'), 'rest', 'python');
    assert.ok(py.includes('r = requests.post(url, headers={\'Grpc-Metadata-macaroon\': macaroon}, json=data, stream=True, verify=TLS_PATH)'));
    assert.ok(py.includes('for line in r.iter_lines():') && py.includes('print(json.loads(line))'));
  });

  test('path parameters are filled in (CloseThing: {outpoint.txid_str}/{outpoint.output_index})', () => {
    const samples = samplesOf('CloseThing');
    const js = code(samples, 'rest', 'javascript');
    assert.ok(js.includes("const outpointTxidStr = 'TXID_STR'; // <string> outpoint.txid_str"));
    assert.ok(js.includes('`https://localhost:8080/v1/things/${encodeURIComponent(outpointTxidStr)}/${encodeURIComponent(outpointOutputIndex)}?${query}`'));
    assert.ok(js.includes("method: 'DELETE',"));
    const py = code(samples, 'rest', 'python');
    assert.ok(py.includes(`url = f'https://localhost:8080/v1/things/{quote(outpoint_txid_str, safe="")}/{outpoint_output_index}'`));
    assert.ok(py.includes('r = requests.delete(url,'));
    assert.ok(code(samples, 'shell', 'curl').includes('"https://localhost:8080/v1/things/TXID_STR/0?force=false&sat_per_vbyte=0"'));
    for (const sample of samples) assert.ok(!sample.code.includes('{outpoint.'), `${sample.language}: no template left`);
  });

  test('query parameters for fields placed in the query', () => {
    const where = codeSamples(allInputs(services).find((i) => i.method.name === 'Where')!);
    const js = code(where, 'rest', 'javascript');
    assert.ok(js.includes("const query = new URLSearchParams([\n  ['output_index', '0'], // <uint32>\n]);"));
    assert.ok(js.includes('/v1/where/${encodeURIComponent(txidStr)}?${query}`'));
    const py = code(where, 'rest', 'python');
    assert.ok(py.includes("params = {\n    'output_index': 0,  # <uint32>\n}") && py.includes('params=params'));
    assert.ok(code(where, 'shell', 'curl').includes('"https://localhost:8080/v1/where/TXID_STR?output_index=0"'));
    const close = code(samplesOf('CloseThing'), 'rest', 'javascript');
    assert.ok(close.includes("  ['force', 'false'], // <bool>\n  ['sat_per_vbyte', '0'], // <uint64>\n"));
  });

  test('query fields without a plain value are notes, and a bool in the path is spelled like Go', () => {
    // CloseThing over a made-up GET binding: outpoint (a message) and force (a bool) move around.
    const close = method('CloseThing');
    const binding = { method: 'GET' as const, path: '/v1/things/{force}', body: null, primary: true, placements: { outpoint: 'query' as const, force: 'path' as const, sat_per_vbyte: 'query' as const } };
    const samples = codeSamples({ service: demo, sub, method: { ...close, rest: [binding] }, connection: LND });
    const js = code(samples, 'rest', 'javascript');
    assert.ok(js.includes("  // ['outpoint.FIELD', ''], // <Outpoint>: one pair per field to set\n  ['sat_per_vbyte', '0'], // <uint64>\n"));
    assert.ok(js.includes('const force = false; // <bool> force') && js.includes('/v1/things/${encodeURIComponent(force)}?${query}`'));
    const py = code(samples, 'rest', 'python');
    assert.ok(py.includes("url = f'https://localhost:8080/v1/things/{str(force).lower()}'") && py.includes("    # 'outpoint.FIELD': '',  # <Outpoint>"));
    assert.ok(code(samples, 'shell', 'curl').includes('"https://localhost:8080/v1/things/false?sat_per_vbyte=0"'));
    // With only notes left, there is no query string at all.
    const notesOnly = { ...binding, path: '/v1/things', placements: { outpoint: 'query' as const, force: 'body' as const, sat_per_vbyte: 'body' as const } };
    const bare = code(codeSamples({ service: demo, sub, method: { ...close, rest: [notesOnly] }, connection: LND }), 'rest', 'javascript');
    assert.ok(bare.includes("// ['outpoint.FIELD', ''], // <Outpoint>: one pair per field to set\nfetch('https://localhost:8080/v1/things', {"));
  });

  test('curl: method, certificate, macaroon header, and -d with a JSON body for a POST', () => {
    const curl = code(samplesOf('OpenThing'), 'shell', 'curl');
    assert.ok(curl.includes('curl -N -X POST --cacert LND_DIR/tls.cert \\\n'));
    assert.ok(curl.includes('  -H "Grpc-Metadata-macaroon: $(xxd -ps -u -c 1000 LND_DIR/data/chain/bitcoin/regtest/admin.macaroon)" \\\n'));
    assert.ok(curl.includes('  https://localhost:8080/v1/things/stream \\\n'));
    const body = /-d '([^']*)'/.exec(curl)?.[1];
    assert.ok(body, 'has -d');
    assert.deepEqual(JSON.parse(body), { node_pubkey: '', amount: '0', first: {}, memo: '', kind: 'SMALL' }, 'one oneof member; proto3 JSON values');
    assert.ok(!code(samplesOf('GetInfo'), 'shell', 'curl').includes(' -d '), 'a GET has no body');
    assert.equal(code(samplesOf('GetInfo'), 'shell', 'cli'), '$ democli getinfo\n# See democli getinfo --help for its flags.');
  });

  test('no sample leaks undefined, [object Object] or null placeholders; output is deterministic', () => {
    const inputs = allInputs(services);
    for (const input of inputs) {
      const samples = codeSamples(input);
      for (const sample of samples) assert.deepEqual(leaks(sample.code), [], `${input.method.fullName} ${sample.protocol}/${sample.language}`);
      assert.deepEqual(codeSamples(input), samples, 'same input, same samples');
    }
  });

  test('html is the highlighted code: token spans, escaped <, same text', () => {
    for (const input of allInputs(services)) {
      for (const sample of codeSamples(input)) {
        assert.match(sample.html, /<span class="token /, `${input.method.name} ${sample.language}`);
        const text = sample.html
          .replace(/<[^>]*>/g, '')
          .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
          .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(parseInt(n, 16)))
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&');
        assert.equal(text, sample.code);
      }
    }
    const html = codeSamples({ service: demo, sub, method: method('OpenThing'), connection: LND })[0]!.html;
    assert.ok(html.includes('&lt;bytes') && !html.includes('<bytes'), 'type comments are escaped');
  });

  test('every generated JavaScript sample compiles', () => {
    assert.deepEqual(javaScriptErrors(allInputs(services)), []);
    assert.ok(jsSyntaxError('const x = {') !== null, 'the checker reports broken code');
  });

  test('every generated Python sample parses', { skip: PYTHON_SKIP }, () => {
    assert.deepEqual(pythonErrors(allInputs(services)), []);
    assert.equal(pythonSyntaxErrors([{ name: 'broken', code: 'def (' }]).length, 1, 'the checker reports broken code');
  });

  test('REST bodies are valid proto3 JSON and the same in every sample', async () => {
    const registry = await registries(fixtureSources(), offlineTrees(FIXTURE_PROTOS));
    assert.equal(checkRestBodies(allInputs(services), registry), 1, 'OpenThing is the fixture RPC with body "*"');
    const schema = registry.get('demo')!.getMessage('demorpc.OpenThingRequest')!;
    assert.throws(() => fromJson(schema, { first: {}, second: '' }), /oneof/, 'the parser is strict: why only one oneof member is sent');
    assert.throws(() => fromJson(schema, { kind: 'HUGE' }), 'unknown enum names fail');
  });
});

describe('code samples of the real protos', { skip: REAL_PROTOS_SKIP }, () => {
  let services: ServiceModel[];
  const find = (id: string, subName: string, name: string): CodeSampleInput => {
    const service = services.find((s) => s.id === id)!;
    const sub = service.subServices.find((s) => s.name === subName)!;
    return { service, sub, method: sub.methods.find((m) => m.name === name)!, connection: LND };
  };

  before(async () => {
    const sources = loadSources(path.join(ROOT, 'content/sources.json'));
    services = newestOf((await loadModel({ sources, trees: offlineTrees(REAL_PROTOS!), releases: 'newest' })).model);
  });

  test('samples for all 382 methods, without leaked values or unfilled path templates', () => {
    const inputs = allInputs(services);
    assert.equal(inputs.length, 382);
    for (const { name, input, sample } of namedSamples(inputs)) {
      assert.deepEqual(leaks(sample.code), [], name);
      const params = input.method.rest[0]?.path.match(/\{[^}]+\}/g) ?? [];
      if (params.length === 0 || !(sample.protocol === 'rest' || sample.language === 'curl')) continue;
      // Python fills the path in with an f-string, whose {name} is code, not a left-over template.
      if (sample.language === 'python') assert.match(sample.code, /^url = f'/m, name);
      else for (const param of params) assert.ok(!sample.code.includes(param), `${name}: ${param} filled in`);
    }
  });

  test('every JavaScript sample of the real APIs compiles', () => {
    assert.deepEqual(javaScriptErrors(allInputs(services)), []);
  });

  test('every Python sample of the real APIs parses', { skip: PYTHON_SKIP }, () => {
    assert.deepEqual(pythonErrors(allInputs(services)), []);
  });

  test('every REST body of the real APIs is valid proto3 JSON and the same in every sample', async () => {
    const registry = await registries(loadSources(path.join(ROOT, 'content/sources.json')), offlineTrees(REAL_PROTOS!));
    assert.equal(checkRestBodies(allInputs(services), registry), allInputs(services).filter((i) => i.method.rest[0]?.body === '*').length);
  });

  test('lnd Lightning.OpenChannel: server streaming, REST POST /v1/channels/stream', () => {
    const samples = codeSamples(find('lnd', 'Lightning', 'OpenChannel'));
    const grpcJs = code(samples, 'grpc', 'javascript');
    assert.ok(grpcJs.includes("protoLoader.loadSync(['lightning.proto'], {") && grpcJs.includes("includeDirs: ['.']"));
    assert.ok(grpcJs.includes('// Run in lnrpc/ of a checkout of lightningnetwork/lnd'));
    assert.ok(grpcJs.includes('const lnrpc = grpc.loadPackageDefinition(packageDefinition).lnrpc;'));
    assert.ok(grpcJs.includes("const client = new lnrpc.Lightning('localhost:10009', creds);"));
    assert.ok(grpcJs.includes("  local_funding_amount: '0', // <int64>\n") && grpcJs.includes("  sat_per_vbyte: '0', // <uint64>\n"));
    assert.ok(grpcJs.includes("  node_pubkey: Buffer.from('', 'hex'), // <bytes>\n"));
    assert.ok(grpcJs.includes('  funding_shim: {}, // <FundingShim>\n'));
    assert.ok(grpcJs.includes("const call = client.OpenChannel(request);\ncall.on('data',"));
    const grpcPy = code(samples, 'grpc', 'python');
    assert.ok(grpcPy.includes('import lightning_pb2 as lnrpc, lightning_pb2_grpc') && grpcPy.includes('request = lnrpc.OpenChannelRequest('));
    assert.ok(grpcPy.includes('for response in stub.OpenChannel(request):'));
    const restJs = code(samples, 'rest', 'javascript');
    assert.ok(restJs.includes("new WebSocket('wss://localhost:8080/v1/channels/stream?method=POST', {"));
    assert.ok(restJs.includes("  local_funding_amount: '0', // <int64>\n"));
    const restPy = code(samples, 'rest', 'python');
    assert.ok(restPy.includes("url = 'https://localhost:8080/v1/channels/stream'") && restPy.includes('stream=True'));
    const curl = code(samples, 'shell', 'curl');
    assert.ok(curl.startsWith('# Bytes are base64') && curl.includes('curl -N -X POST') && curl.includes('https://localhost:8080/v1/channels/stream'));
    assert.equal(JSON.parse(/-d '([^']*)'/.exec(curl)![1]!).local_funding_amount, '0');
    assert.equal(code(samples, 'shell', 'cli'), '$ lncli openchannel\n# See lncli openchannel --help for its flags.');
  });

  test('lnd Router.SendPaymentV2: router sub-service loads lightning.proto too', () => {
    const samples = codeSamples(find('lnd', 'Router', 'SendPaymentV2'));
    const grpcJs = code(samples, 'grpc', 'javascript');
    assert.ok(grpcJs.includes("protoLoader.loadSync(['lightning.proto', 'routerrpc/router.proto'], {"));
    assert.ok(grpcJs.includes('const routerrpc = grpc.loadPackageDefinition(packageDefinition).routerrpc;'));
    assert.ok(grpcJs.includes("new routerrpc.Router('localhost:10009', creds)") && grpcJs.includes('client.SendPaymentV2(request);'));
    assert.ok(!grpcJs.includes('Also needs'), 'lnd imports only its own files');
    const grpcPy = code(samples, 'grpc', 'python');
    assert.ok(grpcPy.includes('from routerrpc import router_pb2 as routerrpc, router_pb2_grpc\n'));
    assert.ok(grpcPy.includes('lightning.proto routerrpc/router.proto'), 'both files are compiled');
    assert.ok(grpcPy.includes('stub = router_pb2_grpc.RouterStub(channel)') && grpcPy.includes('request = routerrpc.SendPaymentRequest('));
    assert.ok(code(samples, 'rest', 'javascript').includes("new WebSocket('wss://localhost:8080/v2/router/send?method=POST'"));
    assert.ok(code(samples, 'shell', 'curl').includes('https://localhost:8080/v2/router/send'));
  });

  test('real edge cases: keyword fields, messages from other files, bytes in the path', () => {
    const policy = code(codeSamples(find('lnd', 'Lightning', 'UpdateChannelPolicy')), 'grpc', 'python');
    assert.match(policy, /\*\*\{'global': False\},  # <bool>/);
    const deriveKey = code(codeSamples(find('lnd', 'WalletKit', 'DeriveKey')), 'grpc', 'python');
    assert.ok(deriveKey.includes('from signrpc import signer_pb2 as signrpc\n') && deriveKey.includes('request = signrpc.KeyLocator('));
    const sessions = code(codeSamples(find('lit', 'Sessions', 'AddSession')), 'grpc', 'python');
    assert.ok(sessions.includes('import lit_sessions_pb2 as litrpc, lit_sessions_pb2_grpc') && sessions.includes('lit_sessions_pb2_grpc.SessionsStub'));
    const tapchannel = code(codeSamples(find('taproot-assets', 'TaprootAssetChannels', 'SendPayment')), 'grpc', 'javascript');
    assert.ok(tapchannel.includes('// Run in taprpc/ of a checkout of lightninglabs/taproot-assets'));
    assert.ok(tapchannel.includes('// Also needs lnrpc/lightning.proto of lightningnetwork/lnd, copied where the imports expect it.'));
    // lit's accounts import proto/lnd.proto from outside litrpc/: one folder up is searched and compiled too.
    const accounts = codeSamples(find('lit', 'Accounts', 'CreateAccount'));
    assert.ok(code(accounts, 'grpc', 'javascript').includes("includeDirs: ['.', '..'],"));
    assert.ok(code(accounts, 'grpc', 'python').includes('--proto_path=. --proto_path=.. --python_out=. --grpc_python_out=. lit-accounts.proto ../proto/lnd.proto\n'));
    const routes = code(codeSamples(find('lnd', 'Lightning', 'QueryRoutes')), 'rest', 'javascript');
    assert.ok(routes.includes('  // route_hints <repeated RouteHint>: has no query form; use gRPC to set it\n'), 'repeated messages have no query form');
    const probability = codeSamples(find('lnd', 'Router', 'QueryProbability'));
    const curl = code(probability, 'shell', 'curl');
    assert.match(curl, /\/v2\/router\/mc\/probability\/FROM_NODE\/TO_NODE\/0/);
    assert.ok(code(probability, 'rest', 'javascript').includes('// <bytes> base64url from_node'));
  });
});
