import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lineOfDescent, newestRelease, orderReleases } from '../../src/history/release-order.ts';

const release = (tag: string, date: string) => ({ tag, date, kind: 'history' as const });

test('a release follows the previous one of its own line, not the newest by date', () => {
  // Shaped like lnd's 2026 releases: v0.20.2 came out after v0.21.1 and still follows v0.20.1.
  const ordered = orderReleases([
    release('v0.21.1-beta', '2026-06-10'),
    release('v0.20.0-beta', '2025-12-01'),
    release('v0.20.1-beta', '2026-02-01'),
    release('v0.21.0-beta', '2026-04-01'),
    release('v0.20.2-beta', '2026-07-01'),
    release('v0.19.3-beta', '2025-10-01'),
  ]);
  assert.deepEqual(
    ordered.map((r) => [r.tag, r.follows, r.line]),
    [
      ['v0.19.3-beta', null, '0.19'],
      ['v0.20.0-beta', 'v0.19.3-beta', '0.20'],
      ['v0.20.1-beta', 'v0.20.0-beta', '0.20'],
      ['v0.21.0-beta', 'v0.20.1-beta', '0.21'],
      ['v0.21.1-beta', 'v0.21.0-beta', '0.21'],
      ['v0.20.2-beta', 'v0.20.1-beta', '0.20'],
    ],
  );
});

test('a new minor follows the newest release of the line before it that was out by its date', () => {
  const ordered = orderReleases([
    release('v1.0.0', '2023-01-01'),
    release('v1.0.1', '2023-02-01'),
    release('v1.1.0', '2023-01-20'),
    release('v1.0.2', '2023-03-01'),
    release('v2.0.0', '2023-03-01'),
  ]);
  const follows = Object.fromEntries(ordered.map((r) => [r.tag, r.follows]));
  assert.equal(follows['v1.1.0'], 'v1.0.0', 'v1.0.1 came out after v1.1.0');
  assert.equal(follows['v2.0.0'], 'v1.1.0', 'the line before 2.0 is 1.1, not 1.0 (even with a same-day v1.0.2)');
  assert.deepEqual(
    ordered.map((r) => r.tag),
    ['v1.0.0', 'v1.1.0', 'v1.0.1', 'v1.0.2', 'v2.0.0'],
    'by date, then version',
  );
  assert.equal(newestRelease(ordered).tag, 'v2.0.0');
  assert.deepEqual(
    lineOfDescent(ordered, 'v1.0.2').map((r) => r.tag),
    ['v1.0.2', 'v1.0.1', 'v1.0.0'],
  );
});

test('a tag that is not a release version is an error naming it', () => {
  assert.throws(
    () => orderReleases([release('looprpc/v1.0.1', '2023-01-01')]),
    /"looprpc\/v1\.0\.1" is not of the form vMAJOR\.MINOR\.PATCH/,
  );
});
