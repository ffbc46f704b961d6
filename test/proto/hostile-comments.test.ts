/**
 * Proto comments are untrusted and may be huge: every text pass over them must be linear
 * and must not recurse or spread per line. The sizes here are far beyond what a quadratic
 * pass could finish within the test's time limit (the old summary pattern needed about
 * 20 s for 120,000 "[" and four times that per doubling), while linear passes take
 * milliseconds; the stack overflow of a 200,000-line comment is deterministic.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { cleanComment, splitCliLine } from '../../src/proto/comments.ts';
import { boundedText, MAX_CONTENT_CHARS } from '../../src/search/content-documents.ts';
import { textTokens } from '../../src/search/tokenize.ts';
import { summaryOf } from '../../src/site/summary.ts';
import { ROOT, copyFixtureProtos } from '../helpers/fixtures.ts';
import { buildInto } from '../helpers/fixture-build.ts';

/** Replaces the comment of Demo.Upload in a copy of the fixture protos. */
function protosWithUploadComment(comment: string): string {
  const protos = copyFixtureProtos();
  const file = path.join(protos, 'demo/v1.0.0/demorpc/demo.proto');
  const text = fs.readFileSync(file, 'utf8');
  const original = '    // Upload sends many chunks and gets one answer.\n';
  assert.ok(text.includes(original));
  fs.writeFileSync(file, text.replace(original, comment));
  return protos;
}

describe('huge hostile comments', { timeout: 120_000 }, () => {
  test('the summary of a million "[" (and of "[x](" runs) is computed in one linear pass', () => {
    // In a child process with a generous time limit: a quadratic pattern blocks the thread for
    // half an hour, which no in-process test timeout can interrupt.
    const script = `
      import { summaryOf } from ${JSON.stringify(path.join(ROOT, 'src/site/summary.ts'))};
      const results = [summaryOf('Upload ' + '['.repeat(1_000_000)), summaryOf('Upload ' + '[a]('.repeat(250_000)), summaryOf('Upload' + '\\n '.repeat(500_000) + 'x')];
      process.stdout.write(JSON.stringify(results));`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(child.signal, null, 'the summary finished');
    assert.equal(child.status, 0, child.stderr);
    const [brackets, links, blank] = JSON.parse(child.stdout) as string[];
    assert.equal(brackets, 'Upload…');
    assert.ok(links!.length <= 180 && links!.startsWith('Upload'));
    assert.equal(blank, 'Upload');
    assert.equal(
      summaryOf('See [the docs](https://example.com/x) for more. Then this.'),
      'See the docs for more.',
      'links still become their text',
    );
  });

  test('a comment of 200,000 lines, or of 200,000 blank lines, is cleaned without overflowing the stack', () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `   line ${i}`).join('\n');
    const cleaned = cleanComment(lines);
    assert.equal(cleaned.split('\n').length, 200_000);
    assert.ok(cleaned.split('\n')[1]!.startsWith('line 1'), 'common indentation removed');
    assert.equal(cleanComment(`${'\n'.repeat(200_000)}text${'\n'.repeat(200_000)}`), 'text');
    assert.equal(splitCliLine(cleaned, ['democli']).cli, null);
  });

  test('search tokens of a 200,000-word chunk are linear in its length', () => {
    const chunk = Array.from({ length: 200_000 }, () => 'word').join('_');
    assert.equal(textTokens(chunk).length, 200_000, 'the words, without the quadratic joined suffixes');
    assert.deepEqual(
      textTokens('loop_out_quote'),
      ['loop', 'out', 'quote', 'loopoutquote', 'outquote'],
      'names still get their joins',
    );
  });

  test('a build with a 200,000-line comment and a 120,000 "[" comment succeeds', async () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `    // line ${i} of a long comment\n`).join('');
    const protos = protosWithUploadComment(`${lines}    // ${'['.repeat(120_000)}\n`);
    const result = await buildInto({ protosDir: protos });
    const page = fs.readFileSync(path.join(result.outDir, 'api/demo/demo/upload/index.html'), 'utf8');
    assert.match(page, /line 199999 of a long comment/);
    assert.match(page, /\[{1000}/);
    // What every reader's search downloads keeps only the comment's first MAX_CONTENT_CHARS.
    const searchFiles = fs.readdirSync(result.outDir).filter((f) => /^search-(index|content)-.*\.json$/.test(f));
    const bytes = searchFiles.reduce((n, f) => n + fs.statSync(path.join(result.outDir, f)).size, 0);
    assert.ok(searchFiles.length >= 2 && bytes < 1_000_000, `the search files stay small: ${bytes} bytes`);
  });

  test('a section text longer than MAX_CONTENT_CHARS is stored and indexed up to it, cut at a space', () => {
    assert.equal(boundedText('short text'), 'short text');
    const long = 'word '.repeat(MAX_CONTENT_CHARS);
    const bounded = boundedText(long);
    assert.ok(bounded.length <= MAX_CONTENT_CHARS && bounded.length > MAX_CONTENT_CHARS - 6);
    assert.ok(bounded.endsWith('word'));
    assert.equal(
      boundedText('x'.repeat(MAX_CONTENT_CHARS + 5)).length,
      MAX_CONTENT_CHARS,
      'no space: cut at the limit',
    );
  });
});
