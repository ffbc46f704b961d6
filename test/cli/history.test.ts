/** `apidocs history` as a user runs it: --write, and --check's exit codes (0 fresh, 1 stale or missing, 2 usage). */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { tempDir } from '../helpers/fixtures.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';
import { runCli } from '../helpers/run-cli.ts';

const TREES = fixtureTree('history');

/** A content folder with the history fixture's sources.json and no history.json yet. */
function contentFolder(): { dir: string; args: string[]; file: string } {
  const dir = path.join(tempDir('apidocs-history-cli-'), 'content');
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(TREES, 'sources.json'), path.join(dir, 'sources.json'));
  return { dir, args: ['--content', dir, '--protos', TREES, '--offline'], file: path.join(dir, 'history.json') };
}

test('--check: 1 while history.json is missing, 0 once --write wrote it, 1 again when it no longer matches the trees', () => {
  const content = contentFolder();
  const missing = runCli(['history', '--check', ...content.args]);
  assert.equal(missing.status, 1, missing.stderr);
  assert.match(
    missing.stderr,
    /^error: there is no .*history\.json: the history was computed from the trees\. Run `apidocs history --write`/m,
  );
  assert.match(missing.stdout, /^depot +5 releases .*, computed from the trees$/m);

  const write = runCli(['history', '--write', ...content.args]);
  assert.equal(write.status, 0, write.stderr);
  assert.match(write.stderr, /wrote .*history\.json/);

  const fresh = runCli(['history', '--check', ...content.args]);
  assert.equal(fresh.status, 0, fresh.stderr);
  assert.equal(fresh.stderr, '');
  assert.match(fresh.stdout, /^depot +5 releases .*, from content\/history\.json$/m);

  // The file claims Watch is in v1.0.0 too, under a tree hash the trees do not have.
  const text = fs.readFileSync(content.file, 'utf8');
  const tampered = text.replace(/"[0-9a-f]{64}"/, `"${'0'.repeat(64)}"`);
  assert.notEqual(tampered, text);
  fs.writeFileSync(content.file, tampered);
  const stale = runCli(['history', '--check', ...content.args]);
  assert.equal(stale.status, 1);
  assert.match(stale.stderr, /^error: .*apidocs history --write/m);
  assert.equal(runCli(['history', ...content.args]).status, 0, 'without --check a stale file is a note, not a failure');
});

test('usage errors exit 2: an unknown option, --write with a daemon, --write with --check', () => {
  const content = contentFolder();
  const unknown = runCli(['history', '--check', '--bogus', ...content.args]);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /unknown option '--bogus'/);
  const daemon = runCli(['history', 'depot', '--write', ...content.args]);
  assert.equal(daemon.status, 2, daemon.stderr);
  assert.match(daemon.stderr, /--write writes every daemon: give no daemon/);
  const both = runCli(['history', '--write', '--check', ...content.args]);
  assert.equal(both.status, 2, both.stderr);
  assert.equal(fs.existsSync(content.file), false, 'a usage error writes nothing');
});
