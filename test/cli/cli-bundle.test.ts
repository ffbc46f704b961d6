/**
 * bin/source-bundle.mjs: a command starts from an esbuild bundle of the CLI, built on the
 * first start, reused while none of its inputs changed, rebuilt when one did; each module
 * keeps its source file's import.meta values and packages are imported from where npm put
 * them. On a stand-in package folder; then the real bin/apidocs with and without
 * APIDOCS_NO_BUNDLE, in a temporary folder of its own.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ROOT, tempDir } from '../helpers/fixtures.ts';
import { standInPackage } from '../helpers/stand-in-package.ts';
import { runCli } from '../helpers/run-cli.ts';

interface BundledCli {
  runCli(argv: string[]): Promise<string>;
}
type ImportBundled = (root: string, name: string, entry: string) => Promise<BundledCli | null>;

const entry = (said: string) =>
  [
    "import { note } from './note.ts';",
    "import { where } from 'stand-in-package';",
    'export async function runCli(argv: string[]): Promise<string> {',
    `  return [${JSON.stringify(said)}, note, import.meta.url, where, argv.slice(2).join(' ')].join('|');`,
    '}',
    '',
  ].join('\n');

test('the first start bundles the CLI, a later one reuses the bundle, a changed input rebuilds it; import.meta and packages stay where they are', async () => {
  const root = standInPackage('apidocs-cli-bundle-', {
    'src/cli/main.ts': entry('first'),
    'src/cli/note.ts': "export const note = 'a';\n",
    'node_modules/stand-in-package/package.json': '{ "name": "stand-in-package", "main": "index.js" }\n',
    'node_modules/stand-in-package/index.js': 'exports.where = __filename;\n',
  });
  const pkg = path.join(root, 'node_modules/stand-in-package');
  const { importBundled, bundleCacheDir } = (await import(
    pathToFileURL(path.join(ROOT, 'bin/source-bundle.mjs')).href
  )) as {
    importBundled: ImportBundled;
    bundleCacheDir: (root: string, name: string) => string;
  };
  const load = () => importBundled(root, 'cli', 'src/cli/main.ts');
  const bundle = () =>
    (JSON.parse(fs.readFileSync(path.join(bundleCacheDir(root, 'cli'), 'stamp.json'), 'utf8')) as { bundle: string })
      .bundle;
  const said = async () => (await (await load())!.runCli(['node', 'apidocs', 'build', '--out', 'x'])).split('|');
  const [word, note, url, where, args] = await said();
  assert.deepEqual([word, note, args], ['first', 'a', 'build --out x']);
  assert.equal(url, pathToFileURL(path.join(root, 'src/cli/main.ts')).href, "the module's own import.meta.url");
  assert.equal(where, path.join(pkg, 'index.js'), 'the package runs from node_modules');
  const built = bundle();
  assert.ok(fs.existsSync(path.join(bundleCacheDir(root, 'cli'), built)));
  await said();
  assert.equal(bundle(), built, 'unchanged inputs: the same bundle');
  fs.writeFileSync(path.join(root, 'src/cli/note.ts'), "export const note = 'b';\n");
  assert.equal((await said())[1], 'b', 'an imported file changed: rebuilt');
  assert.notEqual(bundle(), built);
  fs.writeFileSync(path.join(root, 'src/cli/main.ts'), 'export const broken = ;\n');
  assert.equal(await load(), null, 'a bundle that cannot be built: the caller runs the sources');
});

test('bin/apidocs starts from its bundle; with APIDOCS_NO_BUNDLE=1 it runs the sources and bundles nothing', () => {
  const version = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  for (const [env, bundles] of [
    [{ APIDOCS_NO_BUNDLE: '1' }, false],
    [{}, true],
  ] as const) {
    const tmp = tempDir('apidocs-cli-bundle-tmp-');
    const result = runCli(['--version'], { ...env, TMPDIR: tmp });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout.trim(), version);
    const made = fs.readdirSync(tmp).filter((name) => name.startsWith('apidocs-cli-'));
    assert.equal(made.length > 0, bundles, `bundle folders in TMPDIR: ${made.join(', ') || 'none'}`);
  }
});
