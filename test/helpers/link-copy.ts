/**
 * A copy of a built site made of hard links (folders recreated, files linked): the full real
 * site is about 20,000 files and 200 MB, which fs.cpSync takes most of a minute to copy. The
 * copy shares its files' bytes with the original, so a test that changes a file must replace
 * it (`replaceFile`), never write into it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Recreates `from`'s folders under `to` and hard-links every file (copies where linking fails, e.g. across devices). */
export function linkCopy(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkCopy(source, target);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}

/** Writes `text` to `file` as a new file, so the original a hard link shares stays as it was. */
export function replaceFile(file: string, text: string): void {
  fs.rmSync(file);
  fs.writeFileSync(file, text);
}
