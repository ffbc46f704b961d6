import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { contentTypeOf, createMemoryFiles } from '../../src/server/memory-files.ts';
import { tempDir } from '../helpers/fixtures.ts';

describe('the in-memory file layer of apidocs serve', () => {
  test('reads a file once and then answers from memory, with sirv-style validators', () => {
    const root = tempDir('apidocs-memory-');
    fs.writeFileSync(path.join(root, 'page.html'), '<p>one</p>');
    const memory = createMemoryFiles(root);
    const first = memory.get('page.html', 'page.html');
    assert.ok(typeof first === 'object');
    const stats = fs.statSync(path.join(root, 'page.html'));
    assert.equal(first.etag, `W/"${stats.size}-${stats.mtime.getTime()}"`);
    assert.equal(first.contentType, 'text/html;charset=utf-8');
    fs.writeFileSync(path.join(root, 'page.html'), '<p>two, changed on disk</p>');
    const second = memory.get('page.html', 'page.html');
    assert.equal(second, first, 'the served build is treated as immutable');
    assert.equal(memory.bytes, '<p>one</p>'.length);
  });

  test('a precompressed copy takes the content type of its original', () => {
    const root = tempDir('apidocs-memory-');
    fs.writeFileSync(path.join(root, 'main.ABCDEFGH.js.br'), Buffer.from([1, 2, 3]));
    const copy = createMemoryFiles(root).get('main.ABCDEFGH.js.br', 'main.ABCDEFGH.js');
    assert.ok(typeof copy === 'object');
    assert.equal(copy.contentType, 'text/javascript');
  });

  test('unknown types, big files and files past the budget stream; vanished files are missing', () => {
    const root = tempDir('apidocs-memory-');
    for (const [name, size] of [['a.json', 600], ['b.json', 600], ['big.json', 2000], ['data.bin', 10]] as const) fs.writeFileSync(path.join(root, name), 'x'.repeat(size));
    const memory = createMemoryFiles(root, { maxFileBytes: 1000, maxTotalBytes: 1000 });
    assert.equal(memory.get('data.bin', 'data.bin'), 'stream', 'no known content type');
    assert.equal(memory.get('big.json', 'big.json'), 'stream', 'over the per-file limit');
    assert.equal(typeof memory.get('a.json', 'a.json'), 'object');
    assert.equal(memory.get('b.json', 'b.json'), 'stream', 'over the total budget');
    assert.equal(memory.get('gone.json', 'gone.json'), 'missing');
    assert.equal(memory.bytes, 600);
  });

  test('content types', () => {
    assert.equal(contentTypeOf('x.css'), 'text/css');
    assert.equal(contentTypeOf('x.SVG'), 'image/svg+xml');
    assert.equal(contentTypeOf('x.bin'), undefined);
  });
});
