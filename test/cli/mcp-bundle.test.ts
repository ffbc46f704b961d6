/**
 * bin/mcp-bundle.mjs: `apidocs mcp` starts from an esbuild bundle of its entry, built on the
 * first start, reused while none of its inputs changed, rebuilt when one did. On a stand-in
 * package folder whose entry records each run, so the test sees which code ran.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../helpers/fixtures.ts';
import { standInPackage } from '../helpers/stand-in-package.ts';

const entry = (said: string) =>
  `import { note } from './note.ts';\nexport async function runMcp(argv: string[], version: string): Promise<void> {\n  (globalThis as { ran?: string[] }).ran!.push(\`${said} \${note} \${argv.slice(2).join(' ')} \${version}\`);\n}\n`;

test('the first start bundles the entry, a later one reuses the bundle, a changed input rebuilds it', async () => {
  const root = standInPackage('apidocs-mcp-bundle-', {
    'src/cli/mcp-main.ts': entry('first'),
    'src/cli/note.ts': "export const note = 'a';\n",
  });
  const ran: string[] = [];
  (globalThis as { ran?: string[] }).ran = ran;
  const { runMcpFromBundle, cacheDir } = (await import(path.join(ROOT, 'bin/mcp-bundle.mjs'))) as {
    runMcpFromBundle: (root: string, argv: string[], version: string) => Promise<boolean>;
    cacheDir: (root: string) => string;
  };
  const stamp = () =>
    JSON.parse(fs.readFileSync(path.join(cacheDir(root), 'stamp.json'), 'utf8')) as {
      bundle: string;
      inputs: Record<string, string>;
    };
  const bundles = () => stamp().bundle;
  assert.equal(await runMcpFromBundle(root, ['node', 'apidocs', 'mcp', '--dir', 'x'], '1.2.3'), true);
  assert.deepEqual(ran, ['first a mcp --dir x 1.2.3']);
  const built = bundles();
  assert.ok(fs.existsSync(path.join(cacheDir(root), built)), 'a bundle and its stamp are written');
  assert.deepEqual(
    Object.keys(stamp().inputs).sort(),
    ['src/cli/mcp-main.ts', 'src/cli/note.ts'],
    'the stamp lists the inputs',
  );
  assert.equal(await runMcpFromBundle(root, ['node', 'apidocs', 'mcp'], '1.2.3'), true);
  assert.equal(ran.length, 2);
  assert.equal(bundles(), built, 'unchanged inputs: the same bundle');
  fs.writeFileSync(path.join(root, 'src/cli/note.ts'), "export const note = 'b';\n");
  assert.equal(await runMcpFromBundle(root, ['node', 'apidocs', 'mcp'], '1.2.3'), true);
  assert.equal(ran.at(-1), 'first b mcp 1.2.3', 'an imported file changed: rebuilt');
  assert.notEqual(bundles(), built);
  process.env.APIDOCS_MCP_NO_BUNDLE = '1';
  try {
    assert.equal(
      await runMcpFromBundle(root, ['node', 'apidocs', 'mcp'], '1.2.3'),
      false,
      'APIDOCS_MCP_NO_BUNDLE: the caller runs the sources',
    );
    assert.equal(ran.length, 3, 'nothing ran from the bundle');
  } finally {
    delete process.env.APIDOCS_MCP_NO_BUNDLE;
  }
  fs.writeFileSync(path.join(root, 'src/cli/mcp-main.ts'), 'export const broken = ;\n');
  assert.equal(
    await runMcpFromBundle(root, ['node', 'apidocs', 'mcp'], '1.2.3'),
    false,
    'a bundle that cannot be built: the caller runs the sources',
  );
});
