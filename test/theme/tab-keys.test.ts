/** The keys of a tab list: arrows wrap at the ends, Home and End go to the first and last tab. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tabIndexForKey } from '../../src/theme/components/tab-keys.ts';

test('Left and Right move to the previous and next tab, wrapping at the ends', () => {
  assert.equal(tabIndexForKey('ArrowRight', 0, 3), 1);
  assert.equal(tabIndexForKey('ArrowRight', 2, 3), 0);
  assert.equal(tabIndexForKey('ArrowLeft', 1, 3), 0);
  assert.equal(tabIndexForKey('ArrowLeft', 0, 3), 2);
});

test('Home and End move to the first and last tab from anywhere', () => {
  for (const index of [0, 1, 2]) {
    assert.equal(tabIndexForKey('Home', index, 3), 0);
    assert.equal(tabIndexForKey('End', index, 3), 2);
  }
});

test('other keys (Up, Down, Tab, letters) are left to the browser', () => {
  for (const key of ['ArrowUp', 'ArrowDown', 'Tab', 'Enter', 'a']) assert.equal(tabIndexForKey(key, 1, 3), null);
});
