import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadModel } from '../../src/release/load-model.ts';
import { ApidocsError, ProtoError, SourceError } from '../../src/shared/errors.ts';
import { copyFixtureProtos, fixtureSources, offlineTrees } from '../helpers/fixtures.ts';

/** Edits a copy of the fixture trees, loads the model, and returns the error it fails with. */
async function failureAfter(edit: (protos: string) => void): Promise<ApidocsError> {
  const protos = copyFixtureProtos();
  edit(protos);
  try {
    await loadModel({ sources: fixtureSources(), trees: offlineTrees(protos) });
  } catch (error) {
    assert.ok(error instanceof ApidocsError, `expected an ApidocsError, got ${String(error)}`);
    return error;
  }
  assert.fail('the model loaded although the input is bad');
}

const demoProto = (protos: string) => path.join(protos, 'demo/v1.0.0/demorpc/demo.proto');
const replaceIn = (file: string, from: string, to: string) => {
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `fixture ${file} lacks ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
};

test('a syntax error names the real file, line and column', async () => {
  const error = await failureAfter((p) =>
    replaceIn(demoProto(p), 'message GetInfoRequest {', 'message GetInfoRequest {{'),
  );
  assert.ok(error instanceof ProtoError);
  assert.match(error.format(), /demo\/v1\.0\.0\/demorpc\/demo\.proto:49:\d+: .*unmatched/);
  assert.match(error.format(), /Fix the \.proto syntax/);
  assert.ok(!error.format().includes('r0/'), 'staging paths never leak into messages');
});

test('a missing import names the importing file and says where to add it', async () => {
  const error = await failureAfter((p) => replaceIn(demoProto(p), 'import "common.proto";', 'import "missing.proto";'));
  assert.match(
    error.format(),
    /demorpc\/demo\.proto:3:\d+: imported file does not exist\n  > import "missing\.proto";/,
  );
  assert.match(error.format(), /importOnly/);
});

test('an unknown type names the file and line of the field', async () => {
  const error = await failureAfter((p) => replaceIn(demoProto(p), '    string alias = 1;', '    Alias alias = 1;'));
  assert.match(error.format(), /demorpc\/demo\.proto:54:\d+: cannot find `Alias`/);
  assert.match(error.format(), /Define the type/);
});

test('a REST rule naming an unknown RPC names the rules file and line', async () => {
  const error = await failureAfter((p) =>
    replaceIn(
      path.join(p, 'demo/v1.0.0/demorpc/demo.yaml'),
      'selector: demorpc.Demo.GetInfo',
      'selector: demorpc.Demo.GetInfoo',
    ),
  );
  assert.match(error.format(), /demorpc\/demo\.yaml:6: REST rule names unknown RPC "demorpc\.Demo\.GetInfoo"/);
  assert.match(error.format(), /Correct the selector/);
});

test('a REST path naming a field the request lacks is an error', async () => {
  const error = await failureAfter((p) =>
    replaceIn(path.join(p, 'demo/v1.0.0/demorpc/demo.yaml'), '{outpoint.txid_str}', '{outpoint.txid}'),
  );
  assert.match(error.format(), /demo\.yaml:11: REST rule for demorpc\.Demo\.CloseThing names "outpoint\.txid"/);
});

test('a missing proto tree offline says how to point APIDOCS_PROTOS at a local copy', async () => {
  const error = await failureAfter((p) => fs.rmSync(path.join(p, 'extra'), { recursive: true }));
  assert.ok(error instanceof SourceError);
  assert.match(error.format(), /no proto tree for extra v2\.0\.0: looked in .*extra\/v2\.0\.0/);
  assert.match(error.format(), /APIDOCS_PROTOS/);
});
