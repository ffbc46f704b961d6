import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import { loadServicePages } from '../../src/content/load-content.ts';
import { loadModel } from '../../src/release/load-model.ts';
import type { MethodModel } from '../../src/proto/model-types.ts';
import { type SiteRelease as ServiceModel, buildSiteApi, latestReleases } from '../../src/site/site-api.ts';
import { type SlotValues, fillText, splitSlots } from '../../src/shared/code-template.ts';
import { DEFAULT_SETTINGS, type NodeSettings, connectionValues } from '../../src/shared/node-settings.ts';
import { type CodeSample, codeSamples, highlightSample, highlightTemplate } from '../../src/site/code-samples/index.ts';
import { highlight } from '../../src/highlight/highlight.ts';
import { methodPlan } from '../../src/site/code-samples/method-plan.ts';
import { rpcMacaroon } from '../../src/site/code-samples/rpc-macaroon.ts';
import { nodeFacts } from '../../src/site/connection.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';

const SAMPLES_FIXTURE = fixtureTree('samples');

interface Fixture {
  services: ServiceModel[];
  /** The samples of a method by full name. */
  samples(fullName: string): CodeSample[];
  /** A sample's text for a variant, filled with the settings (defaults when absent). */
  text(fullName: string, key: string, variant?: 'minimal' | 'full', settings?: NodeSettings): string;
  method(fullName: string): { service: ServiceModel; method: MethodModel };
}

/** Loads a model and its content's service pages, with helpers to read samples as the page shows them. */
async function load(contentDir: string, protosDir: string): Promise<Fixture> {
  const { model: apiModel } = await loadModel({
    sources: loadSources(path.join(contentDir, 'sources.json')),
    trees: offlineTrees(protosDir),
  });
  const model = { services: latestReleases(buildSiteApi(apiModel)) };
  const pages = loadServicePages(
    contentDir,
    model.services.map((s) => s.id),
  );
  const find = (fullName: string) => {
    for (const service of model.services) {
      for (const sub of service.subServices) {
        const method = sub.methods.find((m) => m.fullName === fullName);
        if (method) return { service, sub, method };
      }
    }
    throw new Error(`no method ${fullName}`);
  };
  const samples = (fullName: string) => {
    const { service, sub, method } = find(fullName);
    const macaroon = rpcMacaroon(method, nodeFacts(service, pages, model.services).daemon);
    return codeSamples({ service, sub, method, macaroon: macaroon.file, macaroonNote: macaroon.note });
  };
  return {
    services: model.services,
    samples,
    method: (fullName) => find(fullName),
    text(fullName, key, variant = 'minimal', settings = DEFAULT_SETTINGS) {
      const { service, method } = find(fullName);
      const facts = nodeFacts(service, pages, model.services);
      const sample = samples(fullName).find((s) => `${s.protocol}/${s.language}` === key);
      assert.ok(sample, `${fullName} has a ${key} sample`);
      const values = connectionValues(settings, facts.daemon, facts.litd, rpcMacaroon(method, facts.daemon).file);
      return fillText(
        splitSlots(variant === 'full' ? (sample.variants.full ?? sample.variants.minimal) : sample.variants.minimal),
        values,
      );
    },
  };
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

const PYTHON = spawnSync('python3', ['--version']).status === 0 ? 'python3' : null;

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
  const result = spawnSync(PYTHON!, ['-c', script], {
    input: JSON.stringify(sources),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout.split('\n').filter(Boolean);
}

/** Shell syntax errors of a script (bash -n), or null. */
function shellSyntaxError(code: string): string | null {
  const result = spawnSync('bash', ['-n'], { input: code, encoding: 'utf8' });
  return result.status === 0 ? null : result.stderr;
}

/** Settings a reader might type that stress quoting: a host name, ports, a folder with a space and a quote. */
const TRICKY: NodeSettings = {
  ...DEFAULT_SETTINGS,
  host: 'node-1.example.org',
  network: 'testnet',
  daemons: {
    ledger: { dir: "/srv/my node's data", grpcPort: '20009', restPort: '28080' },
    vault: { dir: '~/Library/Application Support/Vault', grpcPort: '', restPort: '' },
  },
};

describe('code samples of the sample fixture (test/fixtures/samples.txtar)', () => {
  let fx: Fixture;
  before(async () => {
    fx = await load(path.join(SAMPLES_FIXTURE, 'content'), path.join(SAMPLES_FIXTURE, 'protos'));
  });

  test('tabs: REST only with a REST rule, CLI only with a CLI command', () => {
    const tabs = (name: string) => fx.samples(name).map((s) => `${s.protocol}/${s.language}`);
    assert.deepEqual(tabs('ledgerrpc.Ledger.Transfer'), [
      'grpc/javascript',
      'grpc/python',
      'rest/javascript',
      'rest/python',
      'shell/cli',
      'shell/curl',
    ]);
    assert.deepEqual(
      tabs('ledgerrpc.Ledger.Intercept'),
      ['grpc/javascript', 'grpc/python', 'rest/javascript', 'rest/python', 'shell/curl'],
      'no CLI command: no CLI tab',
    );
    assert.deepEqual(tabs('ledgerrpc.Ledger.Upload'), ['grpc/javascript', 'grpc/python'], 'no REST rule and no CLI');
  });

  test('gRPC JavaScript: clone at the pinned tag, cipher suites before grpc-js loads, include paths, the node from the settings', () => {
    const js = fx.text('ledgerrpc.Ledger.GetSummary', 'grpc/javascript');
    assert.ok(
      js.startsWith(
        '// Set up once, in an empty folder:\n//   git clone --depth 1 --branch v1.2.0 https://github.com/example/ledger\n//   npm install @grpc/grpc-js @grpc/proto-loader\n',
      ),
    );
    assert.ok(
      js.indexOf("process.env.GRPC_SSL_CIPHER_SUITES = 'HIGH+ECDSA';") < js.indexOf("require('@grpc/grpc-js')"),
      'set before grpc-js reads it on load',
    );
    assert.ok(
      js.includes("protoLoader.loadSync('ledger.proto', {") && js.includes("includeDirs: ['ledger/ledgerrpc'],"),
    );
    assert.ok(
      js.includes("const client = new ledgerrpc.Ledger('localhost:10109', creds);"),
      'default port from sources.json',
    );
    assert.ok(
      js.includes(
        '// readonly.macaroon: the smallest macaroon ledgerd bakes that allows GetSummary (it needs info:read).\n',
      ),
      'the smallest macaroon, from the permission tables',
    );
    assert.ok(
      js.includes("fs.readFileSync('LEDGER_DIR/data/regtest/readonly.macaroon').toString('hex')") &&
        js.includes("createSsl(fs.readFileSync('LEDGER_DIR/tls.cert'))"),
    );
    assert.ok(js.includes('const request = {};\nclient.GetSummary(request, (err, response) => {'));
    const tricky = fx.text('ledgerrpc.Ledger.GetSummary', 'grpc/javascript', 'minimal', TRICKY);
    assert.ok(
      tricky.includes("new ledgerrpc.Ledger('node-1.example.org:20009', creds)") &&
        tricky.includes("'/srv/my node\\'s data/data/testnet/readonly.macaroon'"),
    );
    const home = fx.text('vaultrpc.Vault.Balance', 'grpc/javascript', 'minimal', TRICKY);
    assert.ok(
      home.includes("fs.readFileSync(require('os').homedir() + '/Library/Application Support/Vault/testnet/tls.cert')"),
      '~ is the home folder in Node',
    );
  });

  test('gRPC Python: protoc compiles the file and everything it imports, from every repository, with the modules the sample imports', () => {
    const keys = fx.text('keysrpc.Keys.Derive', 'grpc/python');
    assert.ok(
      keys.includes(
        '#   python -m grpc_tools.protoc --proto_path=ledger/ledgerrpc --python_out=. --grpc_python_out=. keys/keys.proto ledger.proto\n',
      ),
    );
    assert.ok(
      keys.includes('from keys import keys_pb2 as keysrpc, keys_pb2_grpc\n') &&
        keys.includes('stub = keys_pb2_grpc.KeysStub(channel)'),
    );
    const sign = fx.text('keysrpc.Keys.Sign', 'grpc/python');
    assert.ok(
      sign.includes('import ledger_pb2 as ledgerrpc\n') && sign.includes('request = ledgerrpc.Outpoint('),
      'a request type from another file is imported from its module',
    );
    const deposit = fx.text('vaultrpc.Vault.Deposit', 'grpc/python');
    assert.ok(
      deposit.includes(
        '#   git clone --depth 1 --branch v0.3.0 https://github.com/example/vault\n#   git clone --depth 1 --branch v1.2.0 https://github.com/example/ledger\n',
      ),
      'the other repository at its pinned tag',
    );
    assert.ok(
      deposit.includes(
        '--proto_path=vault/vaultrpc --proto_path=ledger/ledgerrpc --python_out=. --grpc_python_out=. vault.proto ledger.proto vault-common.proto\n',
      ),
    );
    assert.ok(deposit.includes('import vault_pb2 as vaultrpc, vault_pb2_grpc\n'));
    assert.ok(
      fx
        .text('vaultrpc.Vault.Deposit', 'grpc/javascript')
        .includes("includeDirs: ['vault/vaultrpc', 'ledger/ledgerrpc'],"),
    );
    const tricky = fx.text('ledgerrpc.Ledger.GetSummary', 'grpc/python', 'minimal', TRICKY);
    assert.ok(tricky.includes("grpc.secure_channel('node-1.example.org:20009', credentials)"));
    assert.ok(
      fx
        .text('vaultrpc.Vault.Balance', 'grpc/python', 'minimal', TRICKY)
        .includes("with open(os.path.expanduser('~/Library/Application Support/Vault/testnet/tls.cert'), 'rb') as f:"),
    );
  });

  test('minimal request: required-looking fields first, no deprecated, optional or output-only fields, one of each exclusive pair and oneof, no UNKNOWN enum', () => {
    const { service, method } = fx.method('ledgerrpc.Ledger.Transfer');
    const set = (variant: 'minimal' | 'full') =>
      methodPlan({ service, method }, variant)
        .entries.filter((e) => e.state === 'set')
        .map((e) => e.field.name);
    assert.deepEqual(set('minimal'), ['fee_limit_sat', 'dest', 'amt', 'invoice']);
    const full = methodPlan({ service, method }, 'full');
    const notes = Object.fromEntries(
      full.entries.filter((e) => e.state === 'commented').map((e) => [e.field.name, e.note]),
    );
    assert.deepEqual(notes, {
      amt_msat: 'exclusive with amt',
      dest_string: 'deprecated',
      payment_hash: 'oneof target: set only one',
      created_at: 'output only',
    });
    assert.deepEqual(
      full.entries.find((e) => e.field.name === 'kind')!.value,
      { kind: 'enum', name: 'NORMAL', number: 1 },
      'not UNKNOWN_KIND',
    );
    assert.ok(set('full').includes('label') && set('full').includes('memo'), 'all fields: optional ones too');
    const js = fx.text('ledgerrpc.Ledger.Transfer', 'grpc/javascript');
    assert.ok(js.includes("  fee_limit_sat: '100', // <int64>\n"), 'zero would mean no fee at all: a real limit');
    assert.ok(
      !js.includes('amt_msat') && !js.includes('dest_string') && !js.includes('memo') && !js.includes('created_at'),
    );
    const fullJs = fx.text('ledgerrpc.Ledger.Transfer', 'grpc/javascript', 'full');
    assert.ok(
      fullJs.includes("  // amt_msat: '10000000', // <int64> exclusive with amt\n") &&
        fullJs.includes("  kind: 'NORMAL', // <TransferKind>\n"),
    );
    assert.match(
      fullJs,
      /\n {2}dest: Buffer\.from\('02[0-9a-f]{64}', 'hex'\), \/\/ <bytes>\n/,
      'a 33-byte compressed-pubkey shape',
    );
  });

  test('Python keyword fields are passed unpacked; maps with integer keys use ints', () => {
    const py = fx.text('ledgerrpc.Ledger.Transfer', 'grpc/python', 'full');
    assert.ok(py.includes("    **{'global': True},  # <bool>\n"));
    assert.match(py, /\n {4}records=\{65537: bytes\.fromhex\('[0-9a-f]{64}'\)\},/);
    assert.ok(fx.text('ledgerrpc.Ledger.Transfer', 'grpc/javascript', 'full').includes('  global: true, // <bool>\n'));
  });

  test('REST bytes: standard base64 in the JSON body, padded base64url in the path and query', () => {
    const curl = fx.text('ledgerrpc.Ledger.LookupPayment', 'shell/curl', 'full');
    const url = /https:\/\/localhost:8180\/v1\/payments\/([^?]+)\?([^"]+)/.exec(curl);
    assert.ok(url, curl);
    assert.match(url[1]!, /^[A-Za-z0-9_-]{43}=$/, '32 bytes: 43 characters and the padding');
    assert.ok(/[-_]/.test(url[1]!), 'the value needs the URL-safe alphabet');
    assert.match(url[2]!, /route_keys=[A-Za-z0-9_-]{43}%3D/);
    const js = fx.text('ledgerrpc.Ledger.LookupPayment', 'rest/javascript', 'full');
    assert.ok(
      js.includes(
        "const base64url = (hex) => Buffer.from(hex, 'hex').toString('base64').replace(/\\+/g, '-').replace(/\\//g, '_');",
      ),
    );
    assert.ok(js.includes('fetch(`https://localhost:8180/v1/payments/${paymentHash}?${query}`'));
    assert.ok(js.includes("  ['filter.min_amount', '10000'], // <int64>\n"), 'nested fields as parent.child');
    const py = fx.text('ledgerrpc.Ledger.LookupPayment', 'rest/python', 'full');
    assert.match(py, /payment_hash = base64\.urlsafe_b64encode\(bytes\.fromhex\('[0-9a-f]{64}'\)\)\.decode\(\)/);
    assert.ok(py.includes("    'tags': ['TAGS'],  # <repeated string>\n"), 'repeated values as a list');
    const body = fx.text('ledgerrpc.Ledger.Transfer', 'rest/javascript');
    assert.match(body, /\n {2}dest: Buffer\.from\('02[0-9a-f]{64}', 'hex'\)\.toString\('base64'\), \/\/ <bytes>\n/);
    const transferCurl = fx.text('ledgerrpc.Ledger.Transfer', 'shell/curl');
    const json = JSON.parse(/-d '([^']*)'/.exec(transferCurl)![1]!) as Record<string, string>;
    assert.equal(Buffer.from(json.dest!, 'base64').length, 33);
    assert.deepEqual(Object.keys(json), ['fee_limit_sat', 'dest', 'amt', 'invoice']);
  });

  test('path parameters of nested fields and text values', () => {
    const js = fx.text('ledgerrpc.Ledger.CloseEntry', 'rest/javascript');
    assert.match(js, /const entryTxidStr = '[0-9a-f]{64}'; \/\/ <string> entry\.txid_str/);
    assert.ok(js.includes('/v1/entries/${encodeURIComponent(entryTxidStr)}/${entryOutputIndex}?${query}`'));
    assert.ok(js.includes("  ['sat_per_vbyte', '5'], // <uint64>\n"), '"must be non-zero": set');
    const py = fx.text('ledgerrpc.Ledger.CloseEntry', 'rest/python');
    assert.ok(
      py.includes(`url = f'https://localhost:8180/v1/entries/{quote(entry_txid_str, safe="")}/{entry_output_index}'`) &&
        py.includes('r = requests.delete(url,'),
    );
  });

  test('streams: how each language reads and ends them; stream requests over REST go as WebSocket messages', () => {
    const server = fx.text('ledgerrpc.Ledger.WatchEntries', 'grpc/javascript');
    assert.ok(
      server.includes("call.on('end', () => console.log('The server ended the stream.'));") &&
        server.includes('call.cancel() stops the stream early'),
    );
    assert.ok(
      fx
        .text('ledgerrpc.Ledger.WatchEntries', 'grpc/python')
        .includes('for response in responses:\n    print(response)'),
    );
    const bidiPy = fx.text('ledgerrpc.Ledger.Register', 'grpc/python');
    assert.ok(
      bidiPy.includes('for response in stub.Register(iter(outgoing.get, None)):') &&
        bidiPy.endsWith('outgoing.put(None)'),
      'closes its side when the server ends',
    );
    // Register's REST rule has no body: its requests still travel as messages (grpc-gateway reads stream requests from the body only).
    const ws = fx.text('ledgerrpc.Ledger.Register', 'rest/javascript');
    assert.ok(
      ws.includes('new WebSocket(`wss://localhost:8180/v1/plugins?method=POST`, {') &&
        ws.includes("ws.on('open', () => ws.send(JSON.stringify(request)));"),
    );
    assert.match(ws, /const request = \{\n {2}plugin_name: 'example-name', \/\/ <string>\n\};/);
    const wsPy = fx.text('ledgerrpc.Ledger.Register', 'rest/python');
    assert.ok(
      wsPy.includes(
        '    except websocket.WebSocketConnectionClosedException:\n        break\n    if not message:\n        break\n',
      ),
      'no crash when the daemon ends the stream',
    );
    const get = fx.text('ledgerrpc.Ledger.WatchEntries', 'rest/javascript');
    assert.ok(get.includes('?method=GET&${query}`') && get.includes('nothing to send'));
    const getPy = fx.text('ledgerrpc.Ledger.WatchEntries', 'rest/python');
    assert.ok(getPy.includes('stream=True') && getPy.includes('for line in r.iter_lines():'));
  });

  test("CLI: the command without a prompt, with the flags the reader's node needs", () => {
    // One page, one macaroon: GetSummary's samples send readonly.macaroon, so the CLI names it too.
    assert.equal(
      fx.text('ledgerrpc.Ledger.GetSummary', 'shell/cli'),
      'ledgercli --network=regtest --macaroonpath=~/.ledger/data/regtest/readonly.macaroon summary',
    );
    assert.equal(
      fx.text('ledgerrpc.Ledger.GetSummary', 'shell/cli', 'minimal', { ...DEFAULT_SETTINGS, network: 'mainnet' }),
      'ledgercli --macaroonpath=~/.ledger/data/mainnet/readonly.macaroon summary',
    );
    assert.equal(
      fx.text('ledgerrpc.Ledger.GetSummary', 'shell/cli', 'minimal', TRICKY),
      "ledgercli --rpcserver=node-1.example.org:20009 --tlscertpath='/srv/my node'\\''s data/tls.cert' --macaroonpath='/srv/my node'\\''s data/data/testnet/readonly.macaroon' summary",
    );
    assert.match(
      fx.text('ledgerrpc.Ledger.Transfer', 'shell/cli'),
      /^ledgercli --network=regtest transfer /m,
      'admin.macaroon is the file the CLI reads by default: no --macaroonpath',
    );
  });

  test('the macaroon from the permission tables: the smallest that allows the call, the smallest of all for an empty entry, none when whitelisted', () => {
    assert.ok(
      fx
        .text('ledgerrpc.Ledger.Transfer', 'grpc/python')
        .includes(
          '# admin.macaroon: the smallest macaroon ledgerd bakes that allows Transfer (it needs entries:write).\n',
        ),
    );
    // Stop's entry lists no permission: ledgerd still wants a macaroon, any of its own.
    const stop = fx.text('ledgerrpc.Ledger.Stop', 'grpc/javascript');
    assert.ok(
      stop.includes(
        '// readonly.macaroon: Stop needs a ledgerd macaroon, any one (it needs no permission); this is the smallest ledgerd bakes.\n',
      ),
      stop,
    );
    assert.ok(fx.text('ledgerrpc.Ledger.Stop', 'shell/curl').includes('readonly.macaroon'));
    // Public only when ledgerd is started so: by default it needs its macaroon, which the samples send.
    assert.ok(
      fx
        .text('ledgerrpc.Ledger.LookupPayment', 'rest/python')
        .includes('# readonly.macaroon: the smallest macaroon ledgerd bakes that allows LookupPayment'),
    );
    const status = fx.text('hubrpc.Hub.Status', 'grpc/javascript');
    assert.ok(
      status.includes('// Status needs no macaroon.\nconst creds = grpc.credentials.createSsl(') &&
        !status.includes("macaroon')"),
      'no macaroon is read or sent',
    );
    const curl = fx.text('hubrpc.Hub.Status', 'shell/curl');
    assert.ok(!curl.includes('Grpc-Metadata-macaroon'));
  });

  test('CLI: only commands the pinned CLI has, with flags that set the planned fields, and its --help text', () => {
    assert.ok(
      !fx.samples('ledgerrpc.Ledger.SendEntries').some((s) => s.language === 'cli'),
      'the comment names "ledgercli send", which the CLI does not have',
    );
    // Flags set only what the command's Go action puts in the request: close sends no request of
    // its own (CloseEntry(nil, nil)), so its flags set nothing and every planned field is said.
    assert.equal(
      fx.text('ledgerrpc.Ledger.CloseEntry', 'shell/cli'),
      '# entry.txid_str: this sample does not set it (ledgercli close --help says what ledgercli takes)\n# entry.output_index: this sample does not set it (ledgercli close --help says what ledgercli takes)\n# sat_per_vbyte: this sample does not set it (ledgercli close --help says what ledgercli takes)\nledgercli --network=regtest close',
    );
    // transfer declares --invoice but never reads it: said, not written.
    const transfer = fx.text('ledgerrpc.Ledger.Transfer', 'shell/cli');
    assert.match(
      transfer,
      /^# invoice: ledgercli has no flag or argument for it\nledgercli --network=regtest transfer \\\n {2}--fee_limit=100 \\\n {2}--dest=02[0-9a-f]{64} \\\n {2}--amt=10000$/,
      '--fee_limit sets fee_limit_sat',
    );
    const full = fx.text('ledgerrpc.Ledger.Transfer', 'shell/cli', 'full');
    assert.match(
      full,
      / {2}--memo='coffee and a croissant' \\\n {2}--kind=normal$/,
      'quoted for the shell; the enum as the word the switch reads',
    );
    assert.match(
      full,
      /^# global: ledgercli has no flag or argument for it$/m,
      'a bool flag the action never reads is not written',
    );
    assert.equal(
      fx.text('keysrpc.Keys.Derive', 'shell/cli', 'full'),
      '# key_family: this sample does not set it (ledgercli keys derive --help says what ledgercli takes)\n# key_index: this sample does not set it (ledgercli keys derive --help says what ledgercli takes)\nledgercli --network=regtest keys derive',
    );
  });

  test('every sample, both variants, default and tricky settings: JavaScript compiles, Python parses, shell parses, nothing leaks', () => {
    const python: { name: string; code: string }[] = [];
    for (const service of fx.services) {
      for (const sub of service.subServices) {
        for (const method of sub.methods) {
          for (const sample of fx.samples(method.fullName)) {
            for (const variant of ['minimal', 'full'] as const) {
              for (const settings of [DEFAULT_SETTINGS, TRICKY]) {
                const name = `${method.fullName} ${sample.protocol}/${sample.language} ${variant}`;
                const code = fx.text(method.fullName, `${sample.protocol}/${sample.language}`, variant, settings);
                assert.doesNotMatch(code, /undefined|\[object Object\]|NaN|\u0001|\u0002/, name);
                if (sample.language === 'javascript') assert.equal(jsSyntaxError(code), null, name);
                if (sample.language === 'python') python.push({ name, code });
                if (sample.language === 'curl' || sample.language === 'cli')
                  assert.equal(shellSyntaxError(code), null, name);
              }
            }
          }
        }
      }
    }
    if (PYTHON) assert.deepEqual(pythonSyntaxErrors(python), []);
  });

  test('highlighting keeps the slots: the text of the HTML around filled slots is the filled sample', () => {
    const sample = fx.samples('ledgerrpc.Ledger.CloseEntry').find((s) => s.language === 'curl')!;
    const template = highlightTemplate(sample.variants.minimal, 'curl');
    assert.deepEqual(
      template.slots.map((s) => `${s.slot}:${s.context}`),
      ['tlsCertPath:shell-word', 'macaroonPath:shell-word', 'restHost:shell-dq-text'],
    );
    const values: SlotValues = {
      grpcHost: 'h:1',
      restHost: 'h:2',
      tlsCertPath: '/a b/tls.cert',
      macaroonPath: '/m',
      cliFlags: '',
    };
    const html = template.html.map((part, i) => (i < template.slots.length ? part + `<x>${i}</x>` : part)).join('');
    const text = html
      .replace(/<x>(\d)<\/x>/g, (_, i: string) => ['\u0000T', '\u0000M', '\u0000H'][Number(i)]!)
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    const filled = fillText(splitSlots(sample.variants.minimal), values);
    assert.equal(text.replace('\u0000T', "'/a b/tls.cert'").replace('\u0000M', '/m').replace('\u0000H', 'h:2'), filled);
  });

  test('set-up comments and code highlighted apart give the HTML of one pass', () => {
    let checked = 0;
    for (const service of fx.services) {
      for (const method of service.subServices.flatMap((sub) => sub.methods)) {
        for (const sample of fx.samples(method.fullName)) {
          for (const text of [sample.variants.minimal, sample.variants.full]) {
            if (!text || (sample.language !== 'javascript' && sample.language !== 'python')) continue;
            assert.equal(highlightSample(text, sample.language), highlight(text, sample.language), method.fullName);
            checked += 1;
          }
        }
      }
    }
    assert.ok(checked > 20);
  });

  test('same input, same samples: a second model compiled from the same trees, its RPCs asked in the reverse order, gives every sample alike', async () => {
    const again = await load(path.join(SAMPLES_FIXTURE, 'content'), path.join(SAMPLES_FIXTURE, 'protos'));
    const names = fx.services.flatMap((service) =>
      service.subServices.flatMap((sub) => sub.methods.map((m) => m.fullName)),
    );
    const first = new Map(names.map((name) => [name, fx.samples(name)]));
    for (const name of [...names].reverse()) assert.deepEqual(again.samples(name), first.get(name), name);
    assert.ok(names.length > 10);
  });
});

describe('code samples of the real protos', { skip: REAL_PROTOS_SKIP }, () => {
  let fx: Fixture;
  before(async () => {
    fx = await load(path.join(ROOT, 'content'), REAL_PROTOS!);
  });

  test('defaults are what the pages showed before the "Your node" panel: localhost, the pinned ports, the data folder placeholders, regtest; the smallest macaroon', () => {
    const js = fx.text('lnrpc.Lightning.GetInfo', 'grpc/javascript');
    assert.ok(
      js.includes("new lnrpc.Lightning('localhost:10009', creds)") &&
        js.includes("'LND_DIR/data/chain/bitcoin/regtest/readonly.macaroon'") &&
        js.includes("'LND_DIR/tls.cert'"),
    );
    assert.ok(fx.text('lnrpc.Lightning.GetInfo', 'shell/curl').includes('https://localhost:8080/v1/getinfo'));
    assert.ok(fx.text('looprpc.SwapClient.GetInfo', 'grpc/python').includes("open('LOOP_DIR/regtest/tls.cert', 'rb')"));
    assert.ok(
      fx
        .text('taprpc.TaprootAssets.GetInfo', 'grpc/python')
        .includes("open('TAPD_DIR/data/regtest/admin.macaroon', 'rb')"),
    );
  });

  test('SendPaymentV2 sets a fee limit and pays an invoice; no zero fee limit, no deprecated or exclusive fields', () => {
    const { service, method } = fx.method('routerrpc.Router.SendPaymentV2');
    const set = methodPlan({ service, method }, 'minimal').entries.map((e) => e.field.name);
    assert.deepEqual(set, ['payment_request', 'fee_limit_sat']);
    const js = fx.text('routerrpc.Router.SendPaymentV2', 'rest/javascript');
    assert.ok(
      js.includes("  fee_limit_sat: '100', // <int64>\n") &&
        !js.includes('timeout_seconds') &&
        !js.includes('amt_msat'),
    );
  });

  test('FundPsbt compiles signer.proto too; taproot-assets and loop clone lnd at its pinned tag', () => {
    const fund = fx.text('walletrpc.WalletKit.FundPsbt', 'grpc/python');
    assert.ok(
      fund.includes(
        '--proto_path=lnd/lnrpc --python_out=. --grpc_python_out=. walletrpc/walletkit.proto lightning.proto signrpc/signer.proto\n',
      ),
    );
    const tap = fx.text('tapchannelrpc.TaprootAssetChannels.SendPayment', 'grpc/python');
    assert.ok(
      tap.includes(
        '#   git clone --depth 1 --branch v0.8.1 https://github.com/lightninglabs/taproot-assets\n#   git clone --depth 1 --branch v0.21.2-beta https://github.com/lightningnetwork/lnd\n',
      ),
    );
    assert.ok(tap.includes('--proto_path=taproot-assets/taprpc --proto_path=lnd/lnrpc '));
    const loop = fx.text('looprpc.SwapClient.LoopOut', 'grpc/python');
    assert.ok(
      loop.includes('--proto_path=loop --proto_path=lnd ') &&
        loop.includes(' looprpc/client.proto swapserverrpc/common.proto lnrpc/lightning.proto\n'),
    );
    assert.ok(loop.includes('from looprpc import client_pb2 as looprpc, client_pb2_grpc\n'));
    const lit = fx.text('litrpc.Accounts.CreateAccount', 'grpc/python');
    assert.ok(
      lit.includes('--proto_path=lightning-terminal/litrpc --proto_path=lightning-terminal ') &&
        lit.includes('lit-accounts.proto proto/lnd.proto\n'),
    );
    assert.ok(lit.includes('import lit_accounts_pb2 as litrpc, lit_accounts_pb2_grpc\n'));
  });

  test('RegisterRPCMiddleware over REST sends its request as a WebSocket message, not in the URL', () => {
    const js = fx.text('lnrpc.Lightning.RegisterRPCMiddleware', 'rest/javascript');
    assert.ok(
      js.includes('`wss://localhost:8080/v1/middleware?method=POST`') &&
        js.includes("ws.on('open', () => ws.send(JSON.stringify(request)));"),
    );
  });

  test('QueryProbability puts padded base64url in the path', () => {
    const curl = fx.text('routerrpc.Router.QueryProbability', 'shell/curl');
    assert.match(curl, /\/v2\/router\/mc\/probability\/[A-Za-z0-9_-]{44}\/[A-Za-z0-9_-]{44}\/10000000/);
  });

  test('every real sample has no prompt, and the CLI line is one command', () => {
    for (const service of fx.services) {
      for (const method of service.subServices.flatMap((s) => s.methods)) {
        const cli = fx.samples(method.fullName).find((s) => s.language === 'cli');
        // Long commands continue over lines with a trailing backslash; joined, they are one line.
        // `# field: ...` lines before it say what the CLI cannot set (docs/code-samples.md).
        if (cli)
          assert.doesNotMatch(
            fx
              .text(method.fullName, 'shell/cli')
              .replace(/^# .*\n/gm, '')
              .replace(/ \\\n {2}/g, ' '),
            /^\$|\n/,
            method.fullName,
          );
      }
    }
  });
});
