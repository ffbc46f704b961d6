import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NearNames } from '../../src/search/near-names.ts';
import type { SearchDocument } from '../../src/search/search-types.ts';

const docs: SearchDocument[] = [
  { i: 0, y: 0, t: 'ListChannels', u: '/a/', c: 'lncli listchannels' },
  { i: 1, y: 0, t: 'ClosedChannels', u: '/b/' },
  { i: 2, y: 1, t: 'list_channel_ids', s: 'x.Y', p: 0 },
  { i: 3, y: 2, t: 'some text listchanels', s: 'x', p: 0 },
];

describe('near names', () => {
  test('names within the edits allowed, nearest first', () => {
    const names = new NearNames(docs);
    assert.deepEqual(names.near('listchanels', 1), ['listchannels']);
    assert.deepEqual(names.near('closedchanels', 2), ['closedchannels']);
    assert.deepEqual(names.near('qwerty', 2), []);
  });

  test('RPC titles and CLI commands before heading names at the same distance; content text is no name', () => {
    const names = new NearNames(docs);
    assert.deepEqual(names.near('channelz', 1), ['channels', 'channel'], "one edit from both: the RPC title's first");
    assert.ok(!names.near('chanels', 1).includes('listchanels'), 'content documents give no names');
  });

  test('at the same distance, a name of the daemon the query names comes first', () => {
    const names = new NearNames([
      { i: 0, y: 0, t: 'ListSwaps', u: '/l/', d: 'loop', c: 'loop listswaps' },
      { i: 1, y: 0, t: 'ListSweeps', u: '/w/', d: 'lnd', c: 'lncli wallet listsweeps' },
    ]);
    assert.equal(names.near('listsweps', 1)[0], 'listswaps', 'the shorter, no daemon named');
    assert.equal(names.near('listsweps', 1, ['lnd'])[0], 'listsweeps');
  });
});
