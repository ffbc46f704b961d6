/**
 * MCP `explain_error` over stdio with the SDK's client, on the fixture site with Go files
 * (demo's handlers return messages) and a content/errors.yaml: pasted texts in their
 * wrappings to entries best first, the daemon from a CLI tag, a search fallback, bad
 * arguments as tool errors; and get_method's errors.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildInto } from '../../helpers/fixture-build.ts';
import { siteWithGoFiles } from '../../helpers/go-site.ts';
import { type McpSession, startMcp } from './mcp-client.ts';

const FACTS = `errors:
  - daemons: [demo, extra]
    origin: grpc
    template: "unknown service …"
    code: Unimplemented
    source: { label: "grpc-go server.go", url: "https://github.com/grpc/grpc-go/blob/abc/server.go#L1598" }
    rpcs: [demorpc.Demo.GetInfo, extrarpc.Demo.Where]
    causes: [{ text: "Wrong port for {daemon}.", check: "{cli} --help" }]
    fixes: [{ text: "Connect to {daemon}.", command: null }]
`;

interface Explained {
  matched: boolean;
  entries: {
    daemon: string;
    template: string;
    url: string;
    code: string;
    codeNumber: number;
    httpStatus: number;
    causes: { check: string | null }[];
    rpcs: { name: string }[];
  }[];
  related: { title: string }[];
}

describe('explain_error over stdio', () => {
  let session: McpSession;

  before(async () => {
    const site = siteWithGoFiles();
    fs.writeFileSync(path.join(site.contentDir, 'errors.yaml'), FACTS);
    session = await startMcp((await buildInto(site)).outDir);
  });
  after(() => session?.close());

  test('a pasted handler error with its value and gRPC prefix is its entry, with the RPCs, causes and page', async () => {
    const result = await session.call('explain_error', {
      text: 'rpc error: code = Unknown desc = cannot close a thing without its outpoint (got <nil>)',
    });
    assert.equal(result.isError, undefined);
    const { matched, entries } = result.structuredContent as unknown as Explained;
    assert.equal(matched, true);
    assert.equal(entries[0]!.template, 'cannot close a thing without its outpoint (got …)');
    assert.deepEqual(
      entries[0]!.rpcs.map((r) => r.name),
      ['demorpc.Demo.CloseThing'],
    );
    assert.deepEqual([entries[0]!.code, entries[0]!.codeNumber, entries[0]!.httpStatus], ['Unknown', 2, 500]);
    assert.equal(
      entries[0]!.url,
      'https://docs.example.com/api-docs/api/demo/errors/cannot-close-a-thing-without-its-outpoint-got/',
    );
    assert.match(
      result.text,
      /^1\. cannot close a thing without its outpoint \(got …\) \(demo; handler; gRPC Unknown 2, HTTP 500\)/,
    );
  });

  test("a REST body and a caller's wrapping are unwrapped; the first daemon's entry comes first, a CLI tag names another", async () => {
    const body = await session.call('explain_error', {
      text: 'payment failed: {"code":12,"message":"unknown service demorpc.Nope","details":[]}',
    });
    const entries = (body.structuredContent as unknown as Explained).entries;
    assert.deepEqual(
      entries.map((e) => e.daemon),
      ['demo', 'extra'],
    );
    assert.equal(entries[0]!.causes[0]!.check, 'democli --help');
    const tagged = await session.call('explain_error', {
      text: '[extracli] rpc error: code = Unimplemented desc = unknown service x.Y',
    });
    assert.deepEqual(
      (tagged.structuredContent as unknown as Explained).entries.map((e) => e.daemon),
      ['extra'],
    );
    const named = await session.call('explain_error', { text: 'unknown service x.Y', daemon: 'extra' });
    assert.deepEqual(
      (named.structuredContent as unknown as Explained).entries.map((e) => e.daemon),
      ['extra'],
    );
  });

  test('a text no pattern matches answers with search results by its words', async () => {
    const result = await session.call('explain_error', { text: 'thing is busy today' });
    const explained = result.structuredContent as unknown as Explained;
    assert.equal(explained.matched, false);
    assert.deepEqual(explained.entries, []);
    assert.match(result.text, /^No catalogue entry matches this text/);
  });

  test('bad arguments are tool errors saying what is wrong; the server keeps answering', async () => {
    const unknown = await session.call('explain_error', { text: 'x', daemon: 'nope' });
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /daemon: unknown daemon "nope"; the daemons are "demo", "extra"/);
    const empty = await session.call('explain_error', { text: '   ' });
    assert.equal(empty.isError, true);
    assert.match(empty.text, /text must not be empty/);
    const again = await session.call('explain_error', { text: 'thing size must be non-zero' });
    assert.equal((again.structuredContent as unknown as Explained).entries[0]!.template, 'thing size must be non-zero');
  });

  test("get_method lists the RPC's errors with their codes and catalogue pages, and says why an RPC lists none", async () => {
    const result = await session.call('get_method', { name: 'OpenThing' });
    const { errors, errorsNote } = result.structuredContent as {
      errors: { message: string; code: string; catalogue: string | null }[];
      errorsNote: string | null;
    };
    assert.equal(errorsNote, null);
    assert.equal(errors[0]!.code, 'Unknown (2)');
    assert.deepEqual(
      errors.map((e) => e.message),
      ['thing size must be non-zero', 'thing is busy, try again <later>'],
    );
    assert.equal(
      errors[0]!.catalogue,
      'https://docs.example.com/api-docs/api/demo/errors/thing-size-must-be-non-zero/',
    );
    assert.match(result.text, /Errors:\n {2}- thing size must be non-zero: Unknown \(2\)/);
    const none = await session.call('get_method', { name: 'GetInfo' });
    const note = (none.structuredContent as { errorsNote: string | null }).errorsNote;
    assert.ok(note && note.length > 10, `GetInfo says why it lists no errors: ${note}`);
    assert.ok(none.text.includes(`Errors: ${note}`));
  });
});
