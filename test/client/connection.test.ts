import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prefetchAllowed } from '../../src/client/router/connection.ts';

test('prefetching is off on 2g connections and with data saver, on otherwise', () => {
  assert.equal(prefetchAllowed(undefined), true, 'browsers without navigator.connection');
  assert.equal(prefetchAllowed({ effectiveType: '4g', saveData: false }), true);
  assert.equal(prefetchAllowed({ effectiveType: '3g' }), true);
  assert.equal(prefetchAllowed({ effectiveType: '2g' }), false);
  assert.equal(prefetchAllowed({ effectiveType: 'slow-2g' }), false);
  assert.equal(prefetchAllowed({ effectiveType: '4g', saveData: true }), false);
});
