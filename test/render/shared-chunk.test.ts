/** The shared-chunk plan read from esbuild's metafile (src/render/shared-chunk.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Metafile } from 'esbuild';
import { sharedChunkPlan } from '../../src/render/shared-chunk.ts';

type Output = Metafile['outputs'][string];
const output = (inputs: string[], imports: string[] = [], entryPoint?: string): Output => ({
  bytes: 1,
  inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])),
  imports: imports.map((path) => ({ path, kind: 'import-statement' as const })),
  exports: [],
  ...(entryPoint ? { entryPoint } : {}),
});

// entry.tsx imports react (in a chunk shared with the views); view A and view B both use
// badge.tsx (their own chunk); only view A uses table.tsx; view A loads form.tsx on demand.
const metafile: Metafile = {
  inputs: {},
  outputs: {
    'out/main.js': output(['src/entry.tsx', 'src/router.ts'], ['out/chunk-react.js'], 'src/entry.tsx'),
    'out/chunk-react.js': output(['node_modules/react/index.js', 'styles.css']),
    'out/a.js': output(['src/a.tsx', 'src/table.tsx'], ['out/chunk-react.js', 'out/chunk-badge.js'], 'src/a.tsx'),
    'out/b.js': output(['src/b.tsx'], ['out/chunk-react.js', 'out/chunk-badge.js'], 'src/b.tsx'),
    'out/chunk-badge.js': output(['src/badge.tsx']),
    'out/form.js': output(['src/form.tsx'], ['out/chunk-react.js'], 'src/form.tsx'),
  },
};

test('shared: what the entry loads and what two page views use; never the entry or a view itself', () => {
  const plan = sharedChunkPlan(metafile, '/w', '/w/src/entry.tsx', ['/w/src/a.tsx', '/w/src/b.tsx']);
  assert.deepEqual(plan.sharedModules, ['/w/node_modules/react/index.js', '/w/src/badge.tsx', '/w/src/router.ts']);
  assert.deepEqual([...plan.dynamicParts].sort(), ['/w/src/a.tsx', '/w/src/b.tsx', '/w/src/form.tsx']);
  assert.equal(plan.entry, '/w/src/entry.tsx');
});

test('a view the first pass did not emit is an internal error naming it', () => {
  assert.throws(
    () => sharedChunkPlan(metafile, '/w', '/w/src/entry.tsx', ['/w/src/missing.tsx']),
    /no output for \/w\/src\/missing\.tsx/,
  );
});
