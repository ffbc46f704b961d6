/**
 * The line edits that carry a sample of another release (src/site/code-samples/line-diff.ts,
 * src/shared/line-patch.ts): applied to the page's template they give the other template
 * exactly, its slots kept in place, for removed, replaced and added lines anywhere.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lineDiff } from '../../src/site/code-samples/line-diff.ts';
import { patchPieces, templateLines } from '../../src/shared/line-patch.ts';

test('a field line removed and the comma of the line before it changed (JSON)', () => {
  const from = ['{', '  "a": 1,', '  "b": 2', '}'];
  const to = ['{', '  "a": 1', '}'];
  const patch = lineDiff(from, to);
  assert.deepEqual(patch, [[1, 2, '  "a": 1']]);
  assert.deepEqual(patchPieces([from.join('\n')], patch), [to.join('\n')]);
});

test('the pieces around slots come back split at the same slots', () => {
  const page = ['conn(', ');\nconst req = {\n  a: 1,\n  b: 2,\n  c: 3,\n};\ncall(', ');'];
  const other = ['conn(', ');\nconst req = {\n  a: 1,\n  c: 3,\n};\ncall(', ');'];
  const patch = lineDiff(templateLines(page), templateLines(other));
  assert.deepEqual(patch, [[3, 1]]);
  assert.deepEqual(patchPieces(page, patch), other);
});

test('any pair of texts: the patch turns one into the other', () => {
  // A fixed pseudo-random series (no clock, no Math.random): the same cases every run.
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let round = 0; round < 300; round++) {
    const words = ['a', 'b', 'c', 'd', 'x,', '}'];
    const from = Array.from({ length: 1 + next(12) }, () => words[next(words.length)]!);
    const to = Array.from({ length: 1 + next(12) }, () => words[next(words.length)]!);
    const patch = lineDiff(from, to);
    assert.deepEqual(patchPieces([from.join('\n')], patch), [to.join('\n')], `${from} -> ${to}`);
    assert.ok(
      patch.every(([at], i) => i === 0 || at > patch[i - 1]![0]),
      'edits in ascending order',
    );
  }
  assert.deepEqual(lineDiff(['same'], ['same']), [], 'no edits for equal texts');
});
