/**
 * Descriptor images are shared between releases only when buf would read the same inputs:
 * the same staged paths with the same bytes (src/proto/image-memo.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ImageMemo, imageKey } from '../../src/proto/image-memo.ts';
import { compileRelease } from '../../src/proto/compile.ts';
import { locateTrees } from '../../src/release/load-model.ts';
import { locateTree } from '../../src/sources/proto-trees.ts';
import { newestVersion } from '../../src/sources/sources-config.ts';
import { copyFixtureProtos, fixtureSources, offlineTrees, tempDir } from '../helpers/fixtures.ts';

test('the key follows the staged paths and the bytes, not where the files are', () => {
  const dir = tempDir();
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const a = write('a.proto', 'syntax = "proto3";');
  const copy = write('copy.proto', 'syntax = "proto3";');
  const other = write('other.proto', 'syntax = "proto2";');
  const key = (stagedPath: string, realPath: string, switches = 'x') => imageKey([{ stagedPath, realPath }], switches);
  assert.equal(key('r0/a.proto', a), key('r0/a.proto', copy));
  assert.notEqual(key('r0/a.proto', a), key('r0/a.proto', other));
  assert.notEqual(key('r0/a.proto', a), key('r1/a.proto', a));
  assert.notEqual(key('r0/a.proto', a), key('r0/a.proto', a, 'y'));
});

test('a key is built once, even while its first build runs; a failed build is built again', async () => {
  let builds = 0;
  const build = async () => {
    builds++;
    return Buffer.from('image');
  };
  const memo = new ImageMemo();
  const key = 'release';
  const [first, second] = await Promise.all([memo.image(key, build), memo.image(key, build)]);
  assert.equal(builds, 1);
  assert.equal(first, second);
  const failing = `${key}-failing`;
  await assert.rejects(
    memo.image(failing, async () => {
      builds++;
      throw new Error('buf failed');
    }),
  );
  await memo.image(failing, build);
  assert.equal(builds, 3);
});

test('two copies of a tree compile to equal descriptors through one memo; an edit in one is compiled, not taken from the other', async () => {
  const sources = fixtureSources();
  const service = sources.services[0]!;
  const version = newestVersion(service);
  const compile = async (protos: string) => {
    const trees = offlineTrees(protos);
    return compileRelease(
      service,
      version,
      await locateTrees(sources, service, version, (s, v) => locateTree(s, v, trees)),
    );
  };
  const one = copyFixtureProtos();
  const two = copyFixtureProtos();
  const first = await compile(one);
  const same = await compile(two);
  assert.deepEqual(same.set, first.set);
  // Each release keeps its own file facts (the tree a file came from).
  const treeDirs = (compiled: typeof first) => new Set([...compiled.files.values()].map((f) => f.treeDir));
  assert.ok([...treeDirs(same)].every((dir) => dir.startsWith(two)));
  const edited = [...first.files.values()].find((f) => f.documented)!;
  const file = path.join(two, path.relative(one, edited.treeDir), edited.treePath);
  fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\nmessage AddedByTheTest {}\n`);
  const changed = await compile(two);
  const names = (compiled: typeof first) => compiled.set.file.flatMap((f) => f.messageType.map((m) => m.name));
  assert.ok(names(changed).includes('AddedByTheTest'));
  assert.ok(!names(first).includes('AddedByTheTest'));
});
