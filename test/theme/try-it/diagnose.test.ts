/**
 * The connection doctor as a pure function: each combination of call outcome and probe
 * results the panel can observe names one problem and its fix.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type CallFacts, type ProbeResults, diagnose } from '../../../src/theme/try-it/diagnose.ts';

const FACTS: CallFacts = {
  siteOrigin: 'http://127.0.0.1:3000',
  nodeUrl: 'https://localhost:8080',
  viaProxy: false,
  daemon: { id: 'lnd', title: 'lnd', binary: 'lnd', cli: 'lncli', restPort: 8080 },
  litdPort: 8443,
  throughLitd: false,
  rpc: 'ListChannels',
  permissions: ['offchain:read'],
  smallestMacaroon: 'readonly.macaroon',
};
const NONE: ProbeResults = { noCors: null, plainHttp: null, localNetwork: null, litdStatus: null };
const failed = { kind: 'failed' } as const;
const answer = (status: number, message: string | null) => ({ kind: 'answer', status, message }) as const;

describe('diagnose', () => {
  test('a successful call needs no diagnosis', () => {
    assert.equal(diagnose(answer(200, null), NONE, FACTS), null);
  });

  test('reachable without CORS: the restcors line with the exact origin, never *', () => {
    const d = diagnose(failed, { ...NONE, noCors: true, plainHttp: true }, FACTS)!;
    assert.equal(d.problem, 'cors');
    assert.equal(d.configLine, 'restcors=http://127.0.0.1:3000');
    assert.match(d.steps.join(' '), /no trailing slash \(http:\/\/127\.0\.0\.1:3000\/ does not match\)/);
    assert.match(d.steps.join(' '), /Never use restcors=\*/);
  });

  test("a stream that offered the macaroon as its subprotocol and was dropped: lnd's proxy does not confirm it", () => {
    const d = diagnose({ kind: 'failed', macaroonProtocol: true }, { ...NONE, noCors: true, plainHttp: true }, FACTS)!;
    assert.equal(d.problem, 'websocket-subprotocol');
    assert.match(d.steps[0]!, /apidocs serve --node https:\/\/localhost:8080/);
  });

  test('a daemon without restcors (loop) is pointed at the proxy, with no line to add', () => {
    const d = diagnose(
      failed,
      { ...NONE, noCors: true },
      { ...FACTS, daemon: { ...FACTS.daemon, id: 'loop', title: 'Loop', binary: 'loopd' } },
    )!;
    assert.equal(d.problem, 'cors');
    assert.equal(d.configLine, null);
    assert.match(d.steps[0]!, /apidocs serve --node https:\/\/localhost:8080 --tlscert/);
  });

  test('no TLS answer but a TLS server listening: the certificate is not trusted', () => {
    const d = diagnose(failed, { ...NONE, noCors: false, plainHttp: true }, FACTS)!;
    assert.equal(d.problem, 'certificate');
    assert.match(d.steps[0]!, /Open https:\/\/localhost:8080\/ in a new tab once and accept the certificate/);
    assert.match(d.steps[1]!, /apidocs serve --node/);
  });

  test('nothing listening: check the port, and litd as the other place the daemon may be', () => {
    const d = diagnose(failed, { ...NONE, noCors: false, plainHttp: false }, FACTS)!;
    assert.equal(d.problem, 'unreachable');
    assert.match(d.steps.join(' '), /8080 by default/);
    assert.match(d.steps.join(' '), /tick "runs inside litd".*8443/);
  });

  test('a host the plaintext probe cannot reach leaves both causes, certificate first', () => {
    const d = diagnose(
      failed,
      { ...NONE, noCors: false, plainHttp: null },
      { ...FACTS, nodeUrl: 'https://10.0.0.5:8080' },
    )!;
    assert.equal(d.problem, 'unreachable-or-certificate');
    assert.match(d.steps[0]!, /accept it/);
  });

  test('the local-network permission denied comes before the other network causes', () => {
    const d = diagnose(failed, { ...NONE, noCors: false, plainHttp: false, localNetwork: 'denied' }, FACTS)!;
    assert.equal(d.problem, 'local-network-denied');
  });

  test('an https page calling a plain-http LAN node is mixed content', () => {
    const d = diagnose(failed, NONE, {
      ...FACTS,
      siteOrigin: 'https://docs.example',
      nodeUrl: 'http://10.0.0.5:8080',
    })!;
    assert.equal(d.problem, 'mixed-content');
  });

  test("lnd's answers: locked wallet, no macaroon, missing permission, foreign macaroon", () => {
    assert.equal(
      diagnose(answer(500, 'wallet locked, unlock it to enable full RPC access'), NONE, FACTS)!.problem,
      'wallet-locked',
    );
    assert.match(
      diagnose(answer(500, 'wallet locked, unlock it to enable full RPC access'), NONE, FACTS)!.steps[0]!,
      /lncli unlock/,
    );
    const missing = diagnose(answer(500, 'expected 1 macaroon, got 0'), NONE, FACTS)!;
    assert.equal(missing.problem, 'macaroon-missing');
    const denied = diagnose(answer(500, 'permission denied'), NONE, FACTS)!;
    assert.equal(denied.problem, 'macaroon-permission');
    assert.match(
      denied.steps[0]!,
      /ListChannels needs the permissions offchain:read\. The smallest default macaroon with them is readonly\.macaroon/,
    );
    assert.equal(
      diagnose(answer(500, 'verification failed: signature mismatch'), NONE, FACTS)!.problem,
      'macaroon-invalid',
    );
  });

  test("a 404 on litd's port: the daemon runs on its own port", () => {
    const d = diagnose(
      answer(404, 'Not Found'),
      { ...NONE, litdStatus: true },
      { ...FACTS, throughLitd: true, nodeUrl: 'https://localhost:8443' },
    )!;
    assert.equal(d.problem, 'litd-port');
    assert.match(d.steps[0]!, /Set the REST port to lnd's own \(8080 by default\) and untick "runs inside litd"/);
  });

  test("a 404 elsewhere: another daemon's port", () => {
    assert.equal(diagnose(answer(404, 'Not Found'), { ...NONE, litdStatus: false }, FACTS)!.problem, 'wrong-daemon');
  });

  test("the proxy's own failures are the proxy's, not the browser's", () => {
    assert.equal(diagnose(failed, NONE, { ...FACTS, viaProxy: true })!.problem, 'proxy');
    const d = diagnose({ kind: 'answer', status: 502, message: 'nothing listens', fromProxy: true }, NONE, {
      ...FACTS,
      viaProxy: true,
    })!;
    assert.equal(d.problem, 'proxy');
  });

  test("any other answer is the RPC's own error", () => {
    assert.equal(diagnose(answer(400, 'invoice amount too large'), NONE, FACTS)!.problem, 'daemon-error');
  });
});
