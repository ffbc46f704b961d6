import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { FIXTURE_PROTOS, FIXTURE_SITE, ROOT, copyFixtureProtos } from '../helpers/fixtures.ts';
import { runCli } from '../helpers/run-cli.ts';

const fixtureArgs = (protos = FIXTURE_PROTOS) => ['--content', FIXTURE_SITE, '--protos', protos, '--offline'];

test('--help lists every command and exits 0', () => {
  const result = runCli(['--help']);
  assert.equal(result.status, 0);
  for (const command of ['model', 'sources', 'mcp']) assert.match(result.stdout, new RegExp(`^  ${command} `, 'm'));
});

test('--version prints the package version', () => {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const result = runCli(['--version']);
  assert.deepEqual([result.status, result.stdout.trim()], [0, version]);
});

test('usage errors exit 2', () => {
  assert.equal(runCli(['no-such-command']).status, 2);
  assert.equal(runCli(['model', '--no-such-flag']).status, 2);
});

test('model prints a summary table and, with --json, the whole model', () => {
  const table = runCli(['model', ...fixtureArgs()]);
  assert.equal(table.status, 0, table.stderr);
  assert.match(table.stdout, /^service\s+version\s+sub-services\s+methods\s+messages\s+enums\s+REST routes$/m);
  assert.match(table.stdout, /^demo\s+v1\.0\.0\s+1\s+7\s+11\s+2\s+5$/m);
  assert.match(table.stdout, /^demo\s+v0\.9\.0\s+1\s+7\s+11\s+2\s+4$/m, 'every pinned release has a row');
  assert.match(table.stdout, /^total \(newest\)\s+2\s+8\s+13\s+2\s+7$/m, 'every REST rule of a selector counts');
  assert.match(table.stdout, /^total \(all releases\)\s+3\s+15\s+24\s+4\s+11$/m);
  // Upstream's to fix: a line per kind, not a warning (test/cli/documentation-gaps-output.test.ts has more).
  assert.match(table.stderr, /^upstream: 1 RPC without a comment \(demo 1\)$/m);
  assert.doesNotMatch(table.stderr, /warning:/);

  const json = runCli(['model', '--json', '--service', 'extra', ...fixtureArgs()]);
  assert.equal(json.status, 0, json.stderr);
  const model = JSON.parse(json.stdout);
  assert.deepEqual(
    model.daemons.map((s: { id: string }) => s.id),
    ['extra'],
  );
});

test('bad protos exit 1 with the file and line on stderr and nothing on stdout', () => {
  const protos = copyFixtureProtos();
  const file = path.join(protos, 'demo/v1.0.0/demorpc/demo.proto');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('message Chunk {', 'message Chunk {{'));
  const result = runCli(['model', ...fixtureArgs(protos)]);
  assert.equal(result.status, 1);
  assert.equal(result.stdout, '');
  assert.match(result.stderr, /^error: .*demo\/v1\.0\.0\/demorpc\/demo\.proto:\d+:\d+: encountered unmatched/m);
});

test('an unknown service is an error listing the known ones', () => {
  const result = runCli(['model', '--service', 'nope', ...fixtureArgs()]);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /unknown service "nope"\n  Use one of: demo, extra\./);
});

test('sources --verify checks the pinned hashes', () => {
  const ok = runCli(['sources', '--verify', ...fixtureArgs()]);
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /^demo\s+v1\.0\.0\s+full\s+111111111111\s+.*\s+ok$/m);
  const protos = copyFixtureProtos();
  fs.appendFileSync(path.join(protos, 'extra/v2.0.0/extrarpc/extra.proto'), '\n');
  const bad = runCli(['sources', '--verify', ...fixtureArgs(protos)]);
  assert.equal(bad.status, 1);
  assert.match(bad.stdout, /^extra\s+v2\.0\.0\s+.*mismatch \(tree hashes to [0-9a-f]{64}\)$/m);
});
