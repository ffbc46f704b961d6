import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { isBuildInput, watchIgnore } from '../../src/server/dev/watch-filter.ts';
import { createWatchQueue } from '../../src/server/dev/watch-queue.ts';
import { injectDevClient } from '../../src/server/dev/inject-dev-client.ts';

/** A run function that records batches and finishes when told. */
function controlledRun() {
  const batches: string[][] = [];
  const finishers: (() => void)[] = [];
  return {
    batches,
    finishNext: () => finishers.shift()!(),
    run: (files: string[]) => {
      batches.push(files);
      return new Promise<void>((resolve) => finishers.push(resolve));
    },
  };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the watch queue', () => {
  test('changes close together become one batch, deduplicated and sorted', async () => {
    const runs = controlledRun();
    const queue = createWatchQueue({ run: runs.run, settleMs: 20 });
    queue.add('/c/b.md');
    queue.add('/c/a.md');
    queue.add('/c/b.md');
    await tick(60);
    assert.deepEqual(runs.batches, [['/c/a.md', '/c/b.md']]);
    runs.finishNext();
    await queue.idle();
  });

  test('changes during a rebuild wait for it and then run as one batch; rebuilds never overlap', async () => {
    const runs = controlledRun();
    const queue = createWatchQueue({ run: runs.run, settleMs: 5 });
    queue.add('/p/one.proto');
    await tick(30);
    assert.equal(runs.batches.length, 1);
    queue.add('/p/two.proto');
    queue.add('/c/page.md');
    await tick(30);
    assert.equal(runs.batches.length, 1, 'no second rebuild while the first runs');
    runs.finishNext();
    await tick(10);
    assert.deepEqual(runs.batches[1], ['/c/page.md', '/p/two.proto']);
    runs.finishNext();
    await queue.idle();
    assert.equal(runs.batches.length, 2);
  });

  test('a failing rebuild does not stop the queue', async () => {
    const seen: string[][] = [];
    const queue = createWatchQueue({
      run: async (files) => {
        seen.push(files);
        if (files.includes('/bad')) throw new Error('build failed');
      },
      settleMs: 5,
    });
    queue.add('/bad');
    await tick(30);
    queue.add('/good');
    await tick(30);
    await queue.idle();
    assert.deepEqual(seen, [['/bad'], ['/good']]);
  });

  test('close drops pending changes', async () => {
    const runs = controlledRun();
    const queue = createWatchQueue({ run: runs.run, settleMs: 20 });
    queue.add('/x');
    await queue.close();
    await tick(40);
    assert.equal(runs.batches.length, 0);
  });
});

describe('watchIgnore', () => {
  const root = path.resolve('/site/content');
  const ignore = watchIgnore([root, '/protos/lnd/v1'], '/site/content/build');

  test('the output folder and its temporary siblings are never watched', () => {
    assert.ok(ignore('/site/content/build'));
    assert.ok(ignore('/site/content/build/index.html'));
    assert.ok(ignore('/site/content/build.tmp-a1b2c3/index.html'));
    assert.ok(ignore('/site/content/build.old-12-34'));
    assert.ok(ignore('/site/content/build.trash-12-34/api/index.html'));
    assert.ok(!ignore('/site/content/build.md'), 'a file named like the output but no leftover is watched');
  });

  test('editor scratch files are ignored, sources are not', () => {
    assert.ok(ignore('/site/content/pages/.home.md.swp'));
    assert.ok(ignore('/site/content/pages/home.md~'));
    assert.ok(!ignore('/site/content/pages/home.md'));
    assert.ok(!ignore('/site/content/site.yaml'));
    assert.ok(!ignore('/protos/lnd/v1/lightning.proto'));
    assert.ok(!ignore(root));
  });
});

describe('isBuildInput', () => {
  const roots = ['/site/content', '/protos/lnd/v1'];

  test('inputs by name, and every file under a content static/ folder', () => {
    for (const file of [
      '/site/content/pages/home.md',
      '/site/content/site.yaml',
      '/site/content/sources.json',
      '/protos/lnd/v1/lnrpc/lightning.proto',
      '/protos/lnd/v1/lnrpc/lightning.yaml',
      '/protos/lnd/v1/lnrpc/lightning.swagger.json',
      '/site/content/static/img/logo.png',
      '/site/content/static/robots',
    ]) {
      assert.ok(isBuildInput(file, roots), file);
    }
  });

  test('editor and sed temporary files are not inputs (regression: a proto save compiled its service twice)', () => {
    for (const file of [
      '/protos/lnd/v1/lnrpc/sedTI4pYg',
      '/site/content/pages/4913',
      '/site/content/pages/home.md.tmp.123',
      '/site/content/notes.txt',
    ]) {
      assert.ok(!isBuildInput(file, roots), file);
    }
  });
});

describe('injectDevClient', () => {
  test('adds the reload client as an external module script before </head>', () => {
    const html = '<!DOCTYPE html>\n<html><head><title>x</title></head><body></body></html>';
    assert.equal(
      injectDevClient(html, '/api-docs/'),
      '<!DOCTYPE html>\n<html><head><title>x</title><script type="module" src="/api-docs/__apidocs/dev-client.js"></script>\n</head><body></body></html>',
    );
  });
});
