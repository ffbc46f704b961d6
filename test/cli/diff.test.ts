/** `apidocs diff` as a user runs it: output, --json, exit codes. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIXTURE_PROTOS, FIXTURE_SITE } from '../helpers/fixtures.ts';
import { FIXTURE_RELEASES } from '../helpers/release-fixtures.ts';
import { runCli } from '../helpers/run-cli.ts';

const shop = ['--content', FIXTURE_RELEASES, '--protos', FIXTURE_RELEASES, '--offline'];

test('by default the two newest releases are compared and printed; exit 0', () => {
  const result = runCli(['diff', 'shop', ...shop]);
  assert.equal(result.status, 0, result.stderr);
  assert.equal(
    result.stdout,
    'shop v0.2.0 → v0.3.0: 1 change, none breaking, 1 non-breaking\n\nNon-breaking (1)\n  RPCs\n    shoprpc.Shop.ListReviews: RPC added\n',
  );
});

test('--fail-on-breaking exits 1 when a change breaks clients, 0 when none does', () => {
  const breaking = runCli(['diff', 'shop', 'v0.1.0', 'v0.2.0', '--fail-on-breaking', ...shop]);
  assert.equal(breaking.status, 1);
  assert.match(breaking.stdout, /^shop v0\.1\.0 → v0\.2\.0: 31 changes, 19 breaking/);
  assert.match(breaking.stderr, /^error: 19 breaking changes in Shop from v0\.1\.0 to v0\.2\.0$/m);
  assert.equal(
    runCli(['diff', 'shop', 'v0.1.0', 'v0.2.0', ...shop]).status,
    0,
    'without the flag breaking changes are only reported',
  );
  assert.equal(runCli(['diff', 'shop', 'v0.2.0', 'v0.3.0', '--fail-on-breaking', ...shop]).status, 0);
});

test('--json prints the ApiChanges', () => {
  const result = runCli(['diff', 'shop', 'v0.1.0', 'v0.2.0', '--json', ...shop]);
  assert.equal(result.status, 0, result.stderr);
  const changes = JSON.parse(result.stdout);
  assert.deepEqual(
    [changes.from, changes.to, changes.counts.breaking, changes.changes.length],
    ['v0.1.0', 'v0.2.0', 19, 31],
  );
  assert.deepEqual(Object.keys(changes.changes[0]).slice(0, 2), ['id', 'kind']);
});

test('bad arguments: one tag is a usage error (2); an unknown tag or daemon, or one release only, fail (1) saying what to use', () => {
  const one = runCli(['diff', 'shop', 'v0.1.0', ...shop]);
  assert.equal(one.status, 2);
  assert.match(one.stderr, /give both the old and the new release tag, or neither/);
  const tag = runCli(['diff', 'shop', 'v0.1.0', 'v9.9.9', ...shop]);
  assert.equal(tag.status, 1);
  assert.match(tag.stderr, /shop has no pinned release "v9\.9\.9"\n {2}Use one of: v0\.3\.0, v0\.2\.0, v0\.1\.0/);
  assert.equal(tag.stdout, '');
  const daemon = runCli(['diff', 'nope', ...shop]);
  assert.equal(daemon.status, 1);
  assert.match(daemon.stderr, /unknown service "nope"/);
  const single = runCli(['diff', 'extra', '--content', FIXTURE_SITE, '--protos', FIXTURE_PROTOS, '--offline']);
  assert.equal(single.status, 1);
  assert.match(single.stderr, /extra pins only one release \(v2\.0\.0\), so there is nothing to compare/);
});
