/** Go facts attached on worker threads equal those attached inline, errors included. */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { inlineGoFacts, workerGoFacts } from '../../src/gofacts/go-facts-pool.ts';
import { loadModel } from '../../src/proto/load-model.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { ROOT, offlineTrees, tempDir } from '../helpers/fixtures.ts';

const CONTENT = path.join(ROOT, 'test/fixtures/samples/content');
const PROTOS = path.join(ROOT, 'test/fixtures/samples/protos');

test('workers attach the same permissions and CLI facts as the main thread, and fail the same way', async () => {
  const sources = loadSources(path.join(CONTENT, 'sources.json'));
  const { model, treeDirs } = await loadModel({ sources, trees: offlineTrees(PROTOS) });
  const jobs = model.daemons.flatMap((daemon) =>
    daemon.releases.map((release) => {
      const service = sources.services.find((s) => s.id === daemon.id)!;
      const version = service.versions.find((v) => v.tag === release.tag)!;
      return { release, input: { service, version, treeDir: treeDirs.get(`${daemon.id}@${release.tag}`)! } };
    }),
  );
  assert.ok(jobs.length >= 3 && jobs.every((j) => j.input.treeDir));
  const inline = inlineGoFacts();
  const workers = workerGoFacts(2);
  try {
    const expected = await Promise.all(jobs.map((j) => inline.attach(j.release, j.input)));
    const pooled = await Promise.all(jobs.map((j) => workers.attach(j.release, j.input)));
    assert.deepEqual(pooled, expected);
    assert.ok(expected.some((r) => r.release.subServices.some((s) => s.methods.some((m) => m.permissions && m.cliCommand))), 'the fixture has facts to compare');
    // A release whose Go files are missing: the same error (type, file name) from both.
    const broken = { ...jobs[0]!, input: { ...jobs[0]!.input, treeDir: tempDir('apidocs-empty-tree-') } };
    const inlineError = await inline.attach(broken.release, broken.input).then(() => null, (e: Error) => e);
    const pooledError = await workers.attach(broken.release, broken.input).then(() => null, (e: Error) => e);
    assert.ok(inlineError && pooledError);
    assert.equal(pooledError.constructor, inlineError.constructor);
    assert.equal(pooledError.message, inlineError.message);
  } finally {
    await workers.close();
  }
});
