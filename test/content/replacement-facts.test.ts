/**
 * content/replacements.yaml's reader: entries with one pair of checked releases or one per
 * daemon, `none` as successor, mappings that need a new place unless there is none, and the
 * errors a bad entry gets (at its line); content/replacements/*.yaml read with it as one list.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { loadContentReplacementFacts, parseReplacementFacts } from '../../src/content/replacement-facts.ts';

const entry = (extra: string) => `replacements:
  - daemons: [shop, mall]
    element: rpc shoprpc.Shop.Buy
    successor: rpc shoprpc.Shop.BuyV2
    summary: Call BuyV2.
    source: "shop v1 shop.proto"
${extra}`;

describe('content/replacements.yaml', () => {
  test('an entry with its element, successor, mappings and checked releases per daemon', () => {
    const [fact] = parseReplacementFacts(
      entry(`    checked: { old: v1.0.0, new: v2.0.0 }
    request:
      - { old: item, how: same, new: item }
      - { old: coupon, how: none, note: "gone" }
`),
      'replacements.yaml',
    );
    assert.deepEqual(fact!.element, { kind: 'rpc', key: 'shoprpc.Shop.Buy' });
    assert.deepEqual(fact!.successor, { kind: 'rpc', key: 'shoprpc.Shop.BuyV2' });
    assert.deepEqual(fact!.checked, { shop: { old: 'v1.0.0', new: 'v2.0.0' }, mall: { old: 'v1.0.0', new: 'v2.0.0' } });
    assert.deepEqual(fact!.request[1], { old: 'coupon', how: 'none', new: null, note: 'gone' });
    assert.equal(fact!.location, 'replacements.yaml:2');
    const [none] = parseReplacementFacts(
      entry('    checked: { shop: { old: v1.0.0, new: v1.0.0 }, mall: { old: v3.0.0, new: v3.0.0 } }\n').replace(
        'successor: rpc shoprpc.Shop.BuyV2',
        'successor: none',
      ),
      'replacements.yaml',
    );
    assert.equal(none!.successor, null);
    assert.deepEqual(none!.checked.mall, { old: 'v3.0.0', new: 'v3.0.0' });
  });

  test('bad entries are errors at their line', () => {
    assert.throws(
      () => parseReplacementFacts(entry('    checked: { shop: { old: v1.0.0, new: v2.0.0 } }\n'), 'r.yaml'),
      /r\.yaml:2.*checked names no releases of mall/s,
    );
    assert.throws(
      () =>
        parseReplacementFacts(
          entry('    checked: { old: v1, new: v2 }\n    request:\n      - { old: item, how: renamed }\n'),
          'r.yaml',
        ),
      /"new" is required unless how is "none"/,
    );
    assert.throws(
      () =>
        parseReplacementFacts(
          entry('    checked: { old: v1, new: v2 }\n').replace('rpc shoprpc.Shop.Buy\n', 'Buy\n'),
          'r.yaml',
        ),
      /an element such as/,
    );
  });

  test('content/replacements/*.yaml are read after replacements.yaml, each fact naming its file; an element twice in a file or across files is an error', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replacements-'));
    try {
      fs.writeFileSync(path.join(dir, 'replacements.yaml'), entry('    checked: { old: v1, new: v2 }\n'));
      fs.mkdirSync(path.join(dir, 'replacements'));
      const other = entry('    checked: { old: v1, new: v2 }\n').replace('Shop.Buy\n', 'Shop.Sell\n');
      fs.writeFileSync(path.join(dir, 'replacements', 'b-more.yaml'), other);
      fs.writeFileSync(path.join(dir, 'replacements', 'notes.txt'), 'not read');
      const facts = loadContentReplacementFacts(dir);
      assert.deepEqual(
        facts.map((f) => [f.element.key, f.file]),
        [
          ['shoprpc.Shop.Buy', 'content/replacements.yaml'],
          ['shoprpc.Shop.Sell', 'content/replacements/b-more.yaml'],
        ],
      );
      fs.writeFileSync(path.join(dir, 'replacements', 'a-again.yaml'), entry('    checked: { old: v1, new: v2 }\n'));
      assert.throws(
        () => loadContentReplacementFacts(dir),
        /a-again\.yaml:2.*shop rpc shoprpc\.Shop\.Buy has two entries \(the other at .*replacements\.yaml:2\)/s,
      );
      fs.rmSync(path.join(dir, 'replacements'), { recursive: true });
      const twice = entry('    checked: { old: v1, new: v2 }\n');
      fs.writeFileSync(path.join(dir, 'replacements.yaml'), `${twice}${twice.replace('replacements:\n', '')}`);
      assert.throws(
        () => loadContentReplacementFacts(dir),
        /replacements\.yaml:8.*shop rpc shoprpc\.Shop\.Buy has two entries \(the other at .*replacements\.yaml:2\)/s,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
