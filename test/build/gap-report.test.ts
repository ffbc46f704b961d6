/**
 * How the CLI tells of documentation gaps: a summary line per kind with counts per daemon
 * and one line saying where the list is; `--verbose` lists every finding under its kind;
 * the report file has one finding per line.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type GapListPlaces, gapListPlaces, gapReportLines, gapReportText } from '../../src/build/gap-report.ts';
import type { ReleaseGaps } from '../../src/proto/documentation-gaps.ts';
import type { DocumentationGap } from '../../src/proto/model-types.ts';

const gap = (
  kind: DocumentationGap['kind'],
  rpc: string,
  line: number,
  message = `${rpc} finding`,
): DocumentationGap => ({
  kind,
  rpc,
  message,
  source: { path: 'x/x.proto', line, url: `https://github.com/o/x/blob/c/x/x.proto#L${line}` },
});

const RELEASES: ReleaseGaps[] = [
  {
    daemonId: 'lnd',
    tag: 'v1',
    gaps: [gap('cli-command-missing', 'a.A.One', 3), gap('permission-entry-missing', 'a.A.Two', 7)],
  },
  { daemonId: 'faraday', tag: 'v2', gaps: [] },
  {
    daemonId: 'pool',
    tag: 'v3',
    gaps: [
      gap('rpc-without-comment', 'p.P.One', 12),
      gap('rpc-without-comment', 'p.P.Two', 14),
      gap('cli-command-missing', 'p.P.Three', 20),
    ],
  },
];
const PLACES: GapListPlaces = {
  verbose: false,
  reportFile: '/out/documentation-gaps.txt',
  pages: '/api-docs/api/<daemon>/documentation-gaps/',
};

test('one line per kind, in a fixed order, with counts per daemon; then where the list is', () => {
  assert.deepEqual(gapReportLines(RELEASES, PLACES), [
    'upstream: 2 RPCs without a comment (pool 2)',
    'upstream: 2 comments naming a CLI command the release does not have (lnd 1, pool 1)',
    'upstream: 1 served RPC without a macaroon permission entry (lnd 1)',
    "upstream: these are gaps in the daemons' own sources, for their maintainers to fix (--verbose lists them, as do /out/documentation-gaps.txt and each daemon's Documentation gaps page (/api-docs/api/<daemon>/documentation-gaps/))",
  ]);
});

test('--verbose lists each finding under its kind with daemon, tag, file and line', () => {
  const lines = gapReportLines(RELEASES, { ...PLACES, verbose: true });
  assert.deepEqual(lines.slice(0, 4), [
    'upstream: 2 RPCs without a comment (pool 2)',
    '  pool v3 x/x.proto:12: p.P.One finding',
    '  pool v3 x/x.proto:14: p.P.Two finding',
    'upstream: 2 comments naming a CLI command the release does not have (lnd 1, pool 1)',
  ]);
  assert.equal(lines.length, 3 + 5 + 1, 'a line per kind, per finding, and the pointer');
  assert.match(
    lines.at(-1)!,
    /\(listed above; also in \/out\/documentation-gaps\.txt and each daemon's Documentation gaps page/,
  );
});

test('without a report file or pages (apidocs model) the pointer names --verbose only; no gaps, no lines', () => {
  const places = { verbose: false, reportFile: null, pages: null };
  assert.match(gapReportLines(RELEASES, places).at(-1)!, /for their maintainers to fix \(--verbose lists them\)$/);
  assert.deepEqual(gapReportLines([{ daemonId: 'faraday', tag: 'v2', gaps: [] }], places), []);
  assert.deepEqual(gapReportLines([], { ...places, verbose: true }), []);
});

test('a build names its report file and the pages under its base URL', () => {
  assert.deepEqual(gapListPlaces('/srv/site', '/docs/', true), {
    verbose: true,
    reportFile: '/srv/site/documentation-gaps.txt',
    pages: '/docs/api/<daemon>/documentation-gaps/',
  });
});

test('the report file: a header, then one tab-separated line per finding; upstream text cannot add fields or lines', () => {
  const text = gapReportText([
    { daemonId: 'lnd', tag: 'v1', gaps: [gap('cli-command-missing', 'a.A.One', 3, 'names "lncli\tsend\nnow"')] },
    ...RELEASES.slice(1),
  ]);
  const lines = text.trimEnd().split('\n');
  assert.ok(lines.slice(0, 3).every((l) => l.startsWith('# ')));
  assert.equal(lines[2], '# daemon\ttag\tkind\tfile:line\trpc\tmessage\turl');
  assert.deepEqual(lines.slice(3), [
    'pool\tv3\trpc-without-comment\tx/x.proto:12\tp.P.One\tp.P.One finding\thttps://github.com/o/x/blob/c/x/x.proto#L12',
    'pool\tv3\trpc-without-comment\tx/x.proto:14\tp.P.Two\tp.P.Two finding\thttps://github.com/o/x/blob/c/x/x.proto#L14',
    'lnd\tv1\tcli-command-missing\tx/x.proto:3\ta.A.One\tnames "lncli send now"\thttps://github.com/o/x/blob/c/x/x.proto#L3',
    'pool\tv3\tcli-command-missing\tx/x.proto:20\tp.P.Three\tp.P.Three finding\thttps://github.com/o/x/blob/c/x/x.proto#L20',
  ]);
  assert.equal(
    gapReportText([])
      .split('\n')
      .filter((l) => l && !l.startsWith('#')).length,
    0,
    'no gaps: the header alone',
  );
});
