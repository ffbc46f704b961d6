// An esbuild plugin for bundles of the sources (the CLI's, source-bundle.mjs; the tests',
// test/bundle-tests.mjs): each module keeps its source
// file's `import.meta.url`, `.dirname` and `.filename`. A bundle has one location, and the
// sources find files beside them from these (the package folder, the client and worker
// entries, schemas, fixtures, helper scripts). Each file of ours is compiled on its own with
// the three as constants (esbuild's `define` replaces expressions, never text in strings or
// comments), with an inline source map the bundle's map carries on to the .ts lines.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export function sourceImportMeta(tsconfigFile) {
  // As text: esbuild reads tsconfig's comments and trailing commas.
  const tsconfigRaw = fs.readFileSync(tsconfigFile, 'utf8');
  return {
    name: 'source-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const { transform } = await import('esbuild');
        const text = await fs.promises.readFile(args.path, 'utf8');
        const { code } = await transform(text, {
          loader: args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('js') ? 'js' : 'ts',
          tsconfigRaw,
          format: 'esm',
          target: 'node20',
          sourcemap: 'inline',
          sourcefile: args.path,
          define: {
            'import.meta.url': JSON.stringify(pathToFileURL(args.path).href),
            'import.meta.dirname': JSON.stringify(path.dirname(args.path)),
            'import.meta.filename': JSON.stringify(args.path),
          },
        });
        return { contents: code, loader: 'js' };
      });
    },
  };
}
