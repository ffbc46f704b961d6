/**
 * What `apidocs build` and `apidocs model` print about the fixture site with Go files
 * (five documentation gaps of three kinds) and a broken markdown link: the link, the
 * user's to fix, is a full warning; the gaps, upstream's to fix, are a line per kind and a
 * pointer, and `--verbose` lists each one under its kind.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { tempDir } from '../helpers/fixtures.ts';
import { siteWithGoFiles } from '../helpers/go-site.ts';
import { type CliResult, runCli } from '../helpers/run-cli.ts';

const SUMMARY = [
  'upstream: 1 RPC without a comment (demo 1)',
  'upstream: 3 comments naming a CLI command the release does not have (demo 3)',
  'upstream: 1 served RPC without a macaroon permission entry (demo 1)',
];
const FINDINGS = [
  '  demo v1.0.0 demorpc/demo.proto:32: documented RPC demorpc.Demo.OldThing has no comment',
  '  demo v1.0.0 demorpc/demo.proto:22: the comment of demorpc.Demo.OpenThing names "democli openthing", which democli does not have at this release',
];

/** The lines of stderr that tell of documentation gaps (or would, as warnings). */
const gapLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter(
      (l) =>
        l.startsWith('upstream:') ||
        l.startsWith('  demo ') ||
        /has no comment|does not have at this release|permission entry/.test(l),
    );

describe('the CLI on documentation gaps', () => {
  let args: string[];
  let out: string;
  let quiet: CliResult;
  let verbose: CliResult;

  before(() => {
    const site = siteWithGoFiles();
    const page = path.join(site.contentDir, 'pages/markdown-page.md');
    fs.writeFileSync(
      page,
      fs.readFileSync(page, 'utf8').replace('Back [home](./home.md).', 'Back [home](./missing.md).'),
    );
    args = ['--content', site.contentDir, '--protos', site.protosDir, '--offline'];
    out = path.join(tempDir('apidocs-gaps-cli-'), 'build');
    quiet = runCli(['build', '--out', out, ...args]);
    verbose = runCli(['build', '--verbose', '--out', path.join(tempDir('apidocs-gaps-cli-'), 'build'), ...args]);
  });

  test("build: the user's problem is a full warning; the gaps are a line per kind and a pointer", () => {
    assert.equal(quiet.status, 0, quiet.stderr);
    assert.match(quiet.stderr, /^warning: .*markdown-page\.md(:\d+)?: broken markdown link "\.\/missing\.md"/m);
    const report = path.join(path.resolve(out), 'documentation-gaps.txt');
    assert.deepEqual(gapLines(quiet.stderr), [
      ...SUMMARY,
      `upstream: these are gaps in the daemons' own sources, for their maintainers to fix (--verbose lists them, as do ${report} and each daemon's Documentation gaps page (/api-docs/api/<daemon>/documentation-gaps/))`,
    ]);
    assert.ok(fs.existsSync(report));
    assert.match(quiet.stderr, /\nbuilt \d+ pages into /, 'the build line comes last');
  });

  test("build --verbose: every finding under its kind's line", () => {
    assert.equal(verbose.status, 0, verbose.stderr);
    const lines = gapLines(verbose.stderr);
    assert.deepEqual(lines.slice(0, 2), [SUMMARY[0], FINDINGS[0]]);
    assert.deepEqual(lines.slice(2, 4), [SUMMARY[1], FINDINGS[1]]);
    assert.equal(lines.length, 3 + 5 + 1);
    assert.match(
      lines.at(-1)!,
      /\(listed above; also in .*documentation-gaps\.txt and each daemon's Documentation gaps page/,
    );
    assert.match(verbose.stderr, /^warning: .*broken markdown link/m, 'user warnings are as they were');
  });

  test('model: the same lines, without a report file or pages; --verbose lists them', () => {
    const plain = runCli(['model', ...args]);
    assert.equal(plain.status, 0, plain.stderr);
    assert.deepEqual(gapLines(plain.stderr), [
      ...SUMMARY,
      "upstream: these are gaps in the daemons' own sources, for their maintainers to fix (--verbose lists them)",
    ]);
    const listed = runCli(['model', '--verbose', '--newest', ...args]);
    assert.deepEqual(gapLines(listed.stderr).slice(0, 2), [SUMMARY[0], FINDINGS[0]]);
    assert.doesNotMatch(listed.stderr, /^warning:/m);
  });
});
