/**
 * The committed history file: served only while generator, extraction code and every tree
 * hash equal the pins; any difference recomputes from the trees and says how to refresh.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { tagsHaving } from '../../src/history/history-queries.ts';
import { GENERATOR, extractionCode } from '../../src/history/extraction-code.ts';
import {
  decodeRanges,
  encodeRanges,
  formatHistoryFile,
  parseHistoryFile,
  readHistoryFile,
} from '../../src/history/history-file.ts';
import { type LoadedHistory, loadHistory } from '../../src/history/load-history.ts';
import { historyJson, parseHistoryJson } from '../../src/history/history-json.ts';
import { type Sources, loadSources } from '../../src/sources/sources-config.ts';
import { ConfigError } from '../../src/shared/errors.ts';
import { offlineTrees, tempDir } from '../helpers/fixtures.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';

const TREES = fixtureTree('history');
let computed: LoadedHistory;

before(async () => {
  computed = await loadHistory({
    sources: loadSources(path.join(TREES, 'sources.json')),
    trees: offlineTrees(TREES),
    historyFile: null,
  });
});

/** Writes a history file (optionally edited) and loads the history with it, from a protos folder without trees when `noTrees`. */
async function loadWith(edit: (text: string) => string, sourcesEdit: (s: Sources) => void = () => {}, noTrees = false) {
  const file = path.join(tempDir(), 'history.json');
  fs.writeFileSync(file, edit(formatHistoryFile(computed.file)));
  const sources = loadSources(path.join(TREES, 'sources.json'));
  sourcesEdit(sources);
  return loadHistory({ sources, trees: offlineTrees(noTrees ? tempDir() : TREES), historyFile: file });
}

test('ranges encode sorted release indexes and decode back', () => {
  assert.equal(encodeRanges([0, 1, 2, 5, 7, 8]), '0-2,5,7-8');
  assert.deepEqual(decodeRanges('0-2,5,7-8'), [0, 1, 2, 5, 7, 8]);
  assert.deepEqual(decodeRanges(''), []);
  assert.throws(() => decodeRanges('3-1'), /bad range "3-1"/);
});

test('the file round-trips: one line per element, the same history read back', () => {
  const text = formatHistoryFile(computed.file);
  assert.deepEqual(parseHistoryFile(text), computed.file);
  // Its meanings follow its changes: server-streaming in v1.1.0 and v1.1.1, bidi from v1.2.0.
  assert.match(
    text,
    /^ {8}\["rpc","depotrpc\.Depot\.Watch","1,3-4",\[\[4,"streaming","server","bidi"\]\],\[\["1,3",\{[^}]*"streaming":"server"[^}]*\}\],\["4",\{[^}]*"streaming":"bidi"[^}]*\}\]\]\],?$/m,
  );
  assert.equal(computed.file.generator, GENERATOR);
  assert.equal(computed.file.code, extractionCode());
});

test('a file matching the pins is served without reading a single tree', async () => {
  const loaded = await loadWith(
    (t) => t,
    () => {},
    true,
  );
  assert.deepEqual(loaded.fromFile, ['depot']);
  assert.equal(loaded.stale, null);
  assert.deepEqual(loaded.histories, computed.histories);
});

test('a stale file is never served: another tree hash, extraction code, generator or date recomputes from the trees and says how to refresh', async () => {
  // The file claims Watch is in v1.0.0 too; the trees say otherwise. Only a served file would show it.
  const tampered = (text: string) =>
    text.replace('["rpc","depotrpc.Depot.Watch","1,3-4"', '["rpc","depotrpc.Depot.Watch","0-1,3-4"');
  const served = await loadWith(tampered);
  assert.deepEqual(
    tagsHaving(served.histories[0]!, 'depotrpc.Depot.Watch'),
    ['v1.0.0', 'v1.1.0', 'v1.1.1', 'v1.2.0'],
    'served while it matches (facts are not re-checked)',
  );
  const cases: [string, (t: string) => string, (s: Sources) => void, RegExp][] = [
    [
      'a pin',
      tampered,
      (s) => {
        s.services[0]!.history[0]!.sha256 = 'f'.repeat(64);
      },
      /depot@v1\.1\.0 is pinned with another tree hash/,
    ],
    [
      'a new pin',
      tampered,
      (s) => {
        s.services[0]!.history.push({ ...s.services[0]!.history[2]!, tag: 'v0.9.0', date: '2022-12-01' });
      },
      /depot@v0\.9\.0 is pinned but not in it/,
    ],
    [
      'the code',
      (t) => tampered(t).replace(/"code": "[0-9a-f]+"/, '"code": "0000"'),
      () => {},
      /written by other extraction code/,
    ],
    [
      'the generator',
      (t) => tampered(t).replace(/"generator": \d+/, '"generator": 0'),
      () => {},
      /written by generator 0/,
    ],
    [
      'a date',
      tampered,
      (s) => {
        s.services[0]!.history[1]!.date = '2023-02-01';
      },
      /the depot releases differ/,
    ],
  ];
  for (const [what, edit, sourcesEdit, reason] of cases) {
    const missingTree = what === 'a new pin';
    if (missingTree) {
      // The new pin's tree does not exist: the history cannot be served from the file nor computed.
      await assert.rejects(loadWith(edit, sourcesEdit), /no proto tree for depot v0\.9\.0/);
      continue;
    }
    const loaded = await loadWith(edit, sourcesEdit);
    assert.deepEqual(loaded.fromFile, [], what);
    assert.match(loaded.stale ?? '', reason, what);
    assert.match(loaded.stale ?? '', /Run `apidocs history --write` to refresh it/, what);
    assert.deepEqual(
      tagsHaving(loaded.histories[0]!, 'depotrpc.Depot.Watch'),
      ['v1.1.0', 'v1.1.1', 'v1.2.0'],
      `${what}: computed from the trees`,
    );
  }
});

test('without a history file the history is computed from the trees, quietly (a site need not commit one)', async () => {
  const loaded = await loadHistory({
    sources: loadSources(path.join(TREES, 'sources.json')),
    trees: offlineTrees(TREES),
    historyFile: path.join(tempDir(), 'history.json'),
  });
  assert.deepEqual([loaded.fromFile, loaded.stale, loaded.fileMissing], [[], null, true]);
  assert.deepEqual(loaded.histories, computed.histories);
});

test('a file that is not a history file is an error naming it and the command that rewrites it', () => {
  const file = path.join(tempDir(), 'history.json');
  fs.writeFileSync(file, '{"generator": 1}');
  assert.throws(
    () => readHistoryFile(file),
    (e: unknown) =>
      e instanceof ConfigError &&
      /history\.json: is not a history file/.test(e.format()) &&
      /apidocs history --write/.test(e.format()),
  );
  assert.equal(readHistoryFile(path.join(tempDir(), 'none.json')), null);
});

test('history.json carries the format, the releases with follows and every element with its tags and changes', () => {
  const json = JSON.parse(historyJson(computed.histories[0]!));
  assert.equal(json.format, 1);
  assert.equal(json.daemon, 'depot');
  assert.deepEqual(json.releases[1], {
    tag: 'v1.1.0',
    date: '2023-03-01',
    kind: 'history',
    line: '1.1',
    follows: 'v1.0.0',
  });
  assert.deepEqual(
    json.elements.find((e: { key: string }) => e.key === 'depotrpc.StoreRequest.size'),
    {
      key: 'depotrpc.StoreRequest.size',
      kind: 'field',
      tags: ['v1.0.0', 'v1.1.0', 'v1.0.1', 'v1.1.1', 'v1.2.0'],
      changes: [{ tag: 'v1.1.0', follows: 'v1.0.0', aspect: 'type', before: 'int64', after: 'uint64' }],
      meanings: [
        {
          tags: ['v1.0.0', 'v1.0.1'],
          meaning: { type: 'int64', label: 'singular', number: '2', oneof: '', deprecated: 'false' },
        },
        {
          tags: ['v1.1.0', 'v1.1.1', 'v1.2.0'],
          meaning: { type: 'uint64', label: 'singular', number: '2', oneof: '', deprecated: 'false' },
        },
      ],
    },
  );
  const name = json.elements.find((e: { key: string }) => e.key === 'depotrpc.StoreRequest.name');
  assert.deepEqual(name.meaning, { type: 'string', label: 'singular', number: '1', oneof: '', deprecated: 'false' });
  assert.equal(name.meanings, undefined, 'one meaning is written once');
  assert.equal(
    json.elements.find((e: { key: string }) => e.key === 'depotrpc.StoreRequest').meaning,
    undefined,
    'messages have no meaning',
  );
});

test('history.json reads back as the history it was written from, meanings included', () => {
  const history = computed.histories[0]!;
  const read = parseHistoryJson(historyJson(history));
  assert.equal(read.hasMeanings, true);
  assert.deepEqual(read.history, history);
  const elements = history.elements.map(({ meanings: _meanings, ...element }) => element);
  const old = parseHistoryJson(JSON.stringify({ format: 1, daemon: 'depot', releases: history.releases, elements }));
  assert.equal(old.hasMeanings, false, 'a file written before meanings were kept');
  assert.throws(() => parseHistoryJson('{"format": 2}'), /format 2 is not 1/);
});
