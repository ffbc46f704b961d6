/** A package folder standing in for apidocs' own in the bundle tests (test/cli/*-bundle.test.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './fixtures.ts';

/** A new folder with a tsconfig.json and `files` (paths in the folder, and their text). */
export function standInPackage(prefix: string, files: Record<string, string>): string {
  const root = tempDir(prefix);
  const all = { 'tsconfig.json': '{ "compilerOptions": { "target": "es2022" } }\n', ...files };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
