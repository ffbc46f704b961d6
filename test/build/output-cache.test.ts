/**
 * The output cache (src/build/output-cache.ts): an output recorded once is replayed with the
 * same files, links, summary and site data fields (the search index sets its addresses), and
 * an entry that lacks a field the output now sets is a miss.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { linkTo, listFiles, type OutputTarget, writeTo } from '../../src/build/output-dir.ts';
import { openOutputCache } from '../../src/build/output-cache.ts';
import { tempDir } from '../helpers/fixtures.ts';

/** An output folder and the files its hook was told of. */
function target(): OutputTarget & { told: string[] } {
  const told: string[] = [];
  return { dir: tempDir('apidocs-output-cache-'), told, onWrite: (relative) => told.push(relative) };
}

test('a recorded output is replayed with its files, links, summary and the site data fields it set', () => {
  const cache = openOutputCache(tempDir('apidocs-output-cache-root-'), 'page-data-key')!;
  let runs = 0;
  const write = (output: OutputTarget) => {
    runs++;
    writeTo(output, 'search-index.abc.json', '{"a":1}');
    linkTo(output, 'search-index.abc.json', 'copy/search-index.json');
    return '1 document';
  };
  const first = target();
  const firstSite = { searchIndex: null as string | null, searchReleases: {} as Record<string, string> };
  const recordAndSet = (output: OutputTarget) => {
    firstSite.searchIndex = '/api-docs/search-index.abc.json';
    firstSite.searchReleases = { 'lnd@v1': '/api-docs/search-index-lnd.json' };
    return write(output);
  };
  const names = ['searchIndex', 'searchReleases'];
  assert.equal(cache.replayOrRecord('search', first, recordAndSet, { target: firstSite, names }), '1 document');
  assert.equal(runs, 1);
  assert.deepEqual(cache.replayed, []);

  const second = target();
  const secondSite = { searchIndex: null as string | null, searchReleases: {} as Record<string, string> };
  assert.equal(cache.replayOrRecord('search', second, write, { target: secondSite, names }), '1 document');
  assert.equal(runs, 1, 'replayed, not run');
  assert.deepEqual(cache.replayed, ['search']);
  assert.deepEqual(secondSite, firstSite);
  assert.deepEqual(listFiles(second.dir), listFiles(first.dir));
  assert.equal(fs.readFileSync(path.join(second.dir, 'copy/search-index.json'), 'utf8'), '{"a":1}');
  assert.deepEqual(second.told, ['search-index.abc.json'], 'the written file reaches the hook (the compressor)');
});

test('an entry recorded without a field the output now sets is a miss, and is recorded again', () => {
  const cache = openOutputCache(tempDir('apidocs-output-cache-root-'), 'page-data-key')!;
  let runs = 0;
  let site: Record<string, unknown> = {};
  const write = (output: OutputTarget) => {
    runs++;
    site.searchIndex = `/run-${runs}.json`;
    writeTo(output, 'x.json', '{}');
    return 'written';
  };
  cache.replayOrRecord('search', target(), write);
  site = {};
  cache.replayOrRecord('search', target(), write, { target: site, names: ['searchIndex'] });
  assert.equal(runs, 2, 'the old entry did not hold searchIndex: run again');
  assert.deepEqual(cache.replayed, []);
  site = {};
  cache.replayOrRecord('search', target(), write, { target: site, names: ['searchIndex'] });
  assert.equal(runs, 2);
  assert.deepEqual(site, { searchIndex: '/run-2.json' });
});
