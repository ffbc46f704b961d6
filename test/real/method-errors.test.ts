/**
 * Errors read from the real daemons' RPC-layer Go (src/gofacts/errors/), when APIDOCS_PROTOS
 * points at ../shared/protos or a copy: every message of the newest full releases is the Go
 * string written at its source line, the RPCs people ask about have theirs, and every RPC has
 * errors or a note.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { formatPlaceholders } from '../../src/gofacts/errors/error-constructors.ts';
import { goStringValue } from '../../src/gofacts/go-strings.ts';
import { type LoadedModel, loadModel } from '../../src/release/load-model.ts';
import type { ApiRelease, MethodModel, SourceRef } from '../../src/proto/model-types.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';

const DAEMONS = ['lnd', 'loop', 'pool', 'faraday', 'taproot-assets', 'lit'];

/** The string literals of the statement at a source line (and the lines it continues on), joined, verbs as `…`. */
function literalsAt(release: ApiRelease, source: SourceRef): string {
  const lines = fs
    .readFileSync(path.join(REAL_PROTOS!, release.daemonId, release.tag, source.path), 'utf8')
    .split('\n');
  const text = lines.slice(source.line - 1, source.line + 11).join('\n');
  const literals = [...text.matchAll(/"(?:[^"\\\n]|\\.)*"|`[^`]*`/g)].map((m) => goStringValue(m[0]));
  return formatPlaceholders(literals.join('')).replace(/\s+/g, ' ');
}

/** The string literals of the release's Go files (outside the CLI), joined (so `"a " + "b"` reads `a b`). */
function goStrings(release: ApiRelease): string {
  const dir = path.join(REAL_PROTOS!, release.daemonId, release.tag);
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter(
    (f) => f.endsWith('.go') && !f.startsWith('cmd'),
  );
  return files
    .flatMap((f) =>
      [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/"(?:[^"\\\n]|\\.)*"/g)].map((m) => goStringValue(m[0])),
    )
    .join('');
}

/** True when every piece of the message between placeholders (and sentinel messages `%w` put in) is written at the line. */
function writtenAt(message: string, literals: string, sentinelMessages: string[], treeStrings: string): boolean {
  let rest = message;
  for (const sentinel of sentinelMessages) if (sentinel.length > 8) rest = rest.split(sentinel).join('…');
  return (
    rest
      .split('…')
      .map((p) => p.trim())
      .filter((p) => p.length > 0)
      // `fmt.Errorf("%w: ...", ErrX)`: the piece starts with another string of the tree (the sentinel's message) the format puts first.
      .every(
        (piece) =>
          literals.includes(piece) ||
          [...piece.matchAll(/[ :(]/g)].some(
            (m) => literals.includes(piece.slice(m.index)) && treeStrings.includes(piece.slice(0, m.index).trim()),
          ),
      )
  );
}

describe('errors of the real releases', { skip: REAL_PROTOS_SKIP }, () => {
  let loaded: LoadedModel;
  const newest = (id: string): ApiRelease => loaded.model.daemons.find((d) => d.id === id)!.releases[0]!;
  const method = (id: string, sub: string, name: string): MethodModel =>
    newest(id)
      .subServices.find((s) => s.name === sub)!
      .methods.find((m) => m.name === name)!;
  const messages = (m: MethodModel) => (m.errors ?? []).map((e) => e.message);

  before(async () => {
    loaded = await loadModel({
      sources: loadSources(path.join(ROOT, 'content/sources.json')),
      trees: offlineTrees(REAL_PROTOS!),
    });
  });

  test('every message of the newest full releases is the Go string at its source line, placeholders aside', () => {
    for (const id of DAEMONS) {
      const release = newest(id);
      const methods = release.subServices.flatMap((s) => s.methods);
      const sentinels = [
        ...new Set(
          [...methods.flatMap((m) => m.errors ?? []), ...(release.serviceErrors ?? [])]
            .filter((e) => e.sentinel)
            .map((e) => e.message),
        ),
      ].sort((a, b) => b.length - a.length);
      const strings = goStrings(release);
      let checked = 0;
      for (const error of [...methods.flatMap((m) => m.errors ?? []), ...(release.serviceErrors ?? [])]) {
        assert.ok(
          writtenAt(error.message, literalsAt(release, error.source), sentinels, strings),
          `${id}: "${error.message}" is not written at ${error.source.path}:${error.source.line}`,
        );
        checked++;
      }
      assert.ok(checked > 10, `${id}: ${checked} messages checked`);
    }
  });

  test('every RPC of the newest full releases has errors or a note saying why not', () => {
    for (const id of DAEMONS) {
      for (const m of newest(id).subServices.flatMap((s) => s.methods)) {
        assert.ok(
          (m.errors?.length ?? 0) > 0 || (m.errorsNote && m.errorsNote.text.length > 20),
          `${m.fullName} has neither errors nor a note`,
        );
        if ((m.errors?.length ?? 0) > 0)
          assert.equal(m.errorsNote ?? null, null, `${m.fullName} has errors and a note`);
      }
    }
  });

  test("lnd: SendPaymentV2's errors come through extractIntentFromSendRequest; TrackPaymentV2's through subscribePayment with NotFound", () => {
    const send = method('lnd', 'Router', 'SendPaymentV2');
    assert.ok(send.errors!.length > 5);
    assert.ok(send.errors!.some((e) => e.via![0] === 'RouterBackend.extractIntentFromSendRequest'));
    const track = method('lnd', 'Router', 'TrackPaymentV2');
    const notInitiated = track.errors!.find((e) => e.sentinel === 'paymentsdb.ErrPaymentNotInitiated')!;
    assert.equal(notInitiated.code, 'NotFound');
    assert.deepEqual(notInitiated.via, ['Server.subscribePayment']);
  });

  test("lnd: QueryMissionControl returns no error of its own (it copies mission control's snapshot), and says so", () => {
    const query = method('lnd', 'Router', 'QueryMissionControl');
    assert.deepEqual(query.errors, []);
    assert.equal(query.errorsNote!.reason, 'none-found');
  });

  test('lnd: LookupInvoice answers NotFound with the invoices package sentinel it tests', () => {
    const e = method('lnd', 'Lightning', 'LookupInvoice').errors!.find(
      (x) => x.message === 'unable to locate invoice',
    )!;
    assert.deepEqual(
      [e.code, e.sentinel, e.source.path],
      ['NotFound', 'invoices.ErrInvoiceNotFound', 'invoices/errors.go'],
    );
  });

  test('tapd: MintAsset has "must set grouped asset to mint into a specific group" when group_key is set and grouped_asset is false', () => {
    const e = method('taproot-assets', 'Mint', 'MintAsset').errors!.find(
      (x) => x.message === 'must set grouped asset to mint into a specific group',
    )!;
    assert.ok(e, 'the message is listed');
    assert.match(e.condition!, /`asset\.group_key` is set/);
    assert.match(e.condition!, /`asset\.grouped_asset` is false/);
  });

  test("loop LoopOut and LiT AddSession have their handlers' errors", () => {
    assert.ok(
      messages(method('loop', 'SwapClient', 'LoopOut')).includes(
        'destination address and external account address cannot be set at the same time',
      ),
    );
    assert.equal(
      method('loop', 'SwapClient', 'LoopOut').errors!.find((e) =>
        e.message.startsWith('destination address and external'),
      )!.condition,
      'when `dest` is set and `account` is set',
    );
    assert.ok(messages(method('lit', 'Sessions', 'AddSession')).includes('expiry must be in the future'));
  });

  test('the layers every call passes through: the wallet-state interceptor, the macaroon check, payment failure reasons, the litd proxy', () => {
    const lnd = newest('lnd').serviceErrors!;
    const walletLocked = lnd.find((e) => e.message === 'wallet locked, unlock it to enable full RPC access')!;
    assert.deepEqual([walletLocked.origin, walletLocked.sentinel], ['wallet-state', 'rpcperms.ErrWalletLocked']);
    assert.ok(
      lnd.some(
        (e) => e.origin === 'wallet-state' && e.message.startsWith('the RPC server is in the process of starting up'),
      ),
    );
    assert.ok(lnd.some((e) => e.origin === 'macaroon' && e.message === 'expected 1 macaroon, got …'));
    assert.ok(lnd.some((e) => e.origin === 'payment-failure' && e.message === 'unable to find a path to destination'));
    assert.ok(lnd.some((e) => e.origin === 'payment-failure' && e.message === 'insufficient local balance'));
    assert.ok(
      newest('lit').serviceErrors!.some(
        (e) => e.origin === 'litd-proxy' && e.message === 'waiting for the RPC server to start',
      ),
    );
    assert.ok(newest('taproot-assets').serviceErrors!.some((e) => e.origin === 'wallet-state'));
  });

  test('history releases read no handler files: no errors and no layer errors there', () => {
    const lnd = loaded.model.daemons.find((d) => d.id === 'lnd')!;
    assert.equal(lnd.releases.length, 2);
    assert.ok(lnd.releases[1]!.serviceErrors!.length > 0, 'the older full release has them too');
  });
});
