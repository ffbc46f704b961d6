import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { documentKind, KIND_WEIGHTS, kindWeight } from '../../src/search/document-kinds.ts';

describe('document kinds', () => {
  test('a kind is k when set, else what type, section and anchor tell', () => {
    assert.equal(documentKind({ i: 0, y: 0, t: 'GetInfo', k: 'rpc' }), 'rpc');
    assert.equal(documentKind({ i: 0, y: 0, t: 'Home' }), 'page');
    assert.equal(
      documentKind({ i: 1, y: 1, t: 'alias', s: 'lnrpc.GetInfoResponse', h: 'lnrpc.getinforesponse-alias', p: 0 }),
      'field',
    );
    assert.equal(
      documentKind({
        i: 1,
        y: 1,
        t: 'ANCHORS',
        s: 'lnrpc.CommitmentType',
        h: 'lnrpc.commitmenttype-anchors',
        p: 0,
        k: 'value',
      }),
      'value',
    );
    assert.equal(documentKind({ i: 1, y: 1, t: 'lnrpc.GetInfoResponse', h: 'lnrpc.getinforesponse', p: 0 }), 'type');
    assert.equal(documentKind({ i: 1, y: 1, t: 'Code Samples', h: 'code-samples', p: 0 }), 'heading');
    assert.equal(documentKind({ i: 2, y: 2, t: 'text', s: 'GetInfo', h: '', p: 0 }), 'text');
    assert.equal(
      documentKind({ i: 3, y: 1, t: 'lncli getinfo', k: 'cli-command' }),
      'cli-command',
      'a new kind needs only its name',
    );
  });

  test('fields and values weigh little for word queries and fully for identifiers; unknown kinds weigh 1', () => {
    assert.ok(kindWeight('field', false) < 0.5 && kindWeight('value', false) < 0.5);
    assert.equal(kindWeight('field', true), 1);
    assert.equal(kindWeight('value', true), 1);
    assert.equal(kindWeight('rpc', false), 1);
    assert.equal(kindWeight('cli-command', false), 1);
    // An identifier written as an enum value: the value beats the lower-case field with its words.
    assert.ok(kindWeight('value', true, true) > kindWeight('field', true, true));
    assert.equal(
      kindWeight('rpc', true, true),
      kindWeight('rpc', true),
      'kinds without a valueCase weight keep their identifier one',
    );
    assert.equal(kindWeight('field', false, true), kindWeight('field', false), 'only with an identifier');
    for (const [kind, { words, identifier }] of Object.entries(KIND_WEIGHTS))
      assert.ok(words > 0 && words <= 1 && identifier > 0 && identifier <= 1, kind);
  });
});
