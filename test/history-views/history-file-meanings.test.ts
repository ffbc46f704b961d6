/**
 * The committed history file keeps each element's meanings (the per-release changes pages
 * and watch mode rebuild releases from them): a history written and read back is the same,
 * meanings included, for elements with one meaning, several, and none (messages).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatHistoryFile, parseHistoryFile } from '../../src/history/history-file.ts';
import { historyReleaseApi } from '../../src/site/history/history-release-api.ts';
import { fixtureHistory } from './history-fixture.ts';

test('a history file round-trips every element with its meanings', () => {
  const history = fixtureHistory();
  const text = formatHistoryFile({ generator: 2, code: 'x', daemons: { shop: { trees: {}, history } } });
  const read = parseHistoryFile(text).daemons.shop!.history;
  assert.deepEqual(read.elements, history.elements);
  const title = read.elements.find((e) => e.key === 'shop.Item.title')!;
  assert.deepEqual(
    title.meanings!.map((m) => [m.tags, m.meaning.deprecated]),
    [
      [['v0.1.0', 'v0.2.0', 'v0.1.1'], 'false'],
      [['v0.2.1', 'v0.2.2'], 'true'],
    ],
  );
  assert.deepEqual(
    historyReleaseApi(read, 'v0.2.1'),
    historyReleaseApi(history, 'v0.2.1'),
    'a release rebuilt from the file equals one rebuilt from the computed history',
  );
});
