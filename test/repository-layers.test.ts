/**
 * Dependencies point down the pipeline: the layers below may not import the layers above
 * (search never imports build code, the proto layer never imports the site, content and
 * site never import the renderer). The proto model is a layer below the Go facts (which read
 * its types): a release with its Go facts is loaded one layer up, in src/release/. This test reads every import of src/ and names each one
 * that goes the wrong way.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import fg from 'fast-glob';
import { ROOT } from './helpers/fixtures.ts';

/** What each top-level folder of src/ may import besides itself (cli and bench sit on top: anything). */
const MAY_IMPORT: Record<string, string[]> = {
  shared: [],
  sources: ['shared'],
  highlight: ['shared'],
  proto: ['shared', 'sources'],
  gofacts: ['shared', 'sources', 'proto'],
  release: ['shared', 'sources', 'proto', 'gofacts'],
  history: ['shared', 'sources', 'proto', 'gofacts', 'release'],
  diff: ['shared', 'sources', 'proto', 'release'],
  content: ['shared', 'highlight'],
  site: ['shared', 'sources', 'proto', 'gofacts', 'history', 'diff', 'content', 'highlight'],
  search: ['shared', 'site'],
  theme: ['shared', 'proto', 'history', 'diff', 'site', 'search', 'highlight'],
  render: ['shared', 'site', 'theme', 'highlight', 'search'],
  client: ['shared', 'site', 'theme', 'search', 'render'],
  export: ['shared', 'sources', 'proto', 'gofacts', 'history', 'diff', 'content', 'site'],
  build: [
    'shared',
    'sources',
    'proto',
    'gofacts',
    'release',
    'history',
    'diff',
    'content',
    'highlight',
    'site',
    'search',
    'render',
    'theme',
    'export',
  ],
  server: [
    'shared',
    'sources',
    'history',
    'diff',
    'site',
    'search',
    'render',
    'build',
    'export',
    'client',
    'theme',
    'content',
  ],
};

test('imports between the folders of src/ point down the pipeline', () => {
  const src = path.join(ROOT, 'src');
  const wrong: string[] = [];
  for (const file of fg.sync('**/*.{ts,tsx}', { cwd: src })) {
    const layer = file.split('/')[0]!;
    const allowed = MAY_IMPORT[layer];
    if (!allowed) continue;
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)) {
      const target = path
        .relative(src, path.resolve(path.dirname(path.join(src, file)), match[1]!))
        .split(path.sep)[0]!;
      if (target !== layer && !allowed.includes(target))
        wrong.push(`src/${file} imports ${match[1]} (${layer} -> ${target})`);
    }
  }
  assert.deepEqual(wrong, [], 'move the shared code down a layer, or the caller up');
  assert.ok(
    Object.keys(MAY_IMPORT).every((layer) => fs.existsSync(path.join(src, layer))),
    'every layer named exists',
  );
});
