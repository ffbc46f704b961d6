/**
 * The deprecation-comment reader on self-written comments in the shapes upstream uses: the
 * successor after "use", "by", "in favour of", "should be used", "incorporated in",
 * "alias for"; lists of two; a following "Use" sentence; and comments that name none.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readCommentSuccessor } from '../../src/history/successor-comment.ts';

const names = (comment: string) => readCommentSuccessor(comment)?.names ?? null;

describe('the successor a deprecation comment names', () => {
  test('"use X" with a package-qualified RPC, the rest of the comment ignored', () => {
    assert.deepEqual(names('Deprecated, use shoprpc.BuyV2. Buy opens a stream of orders.'), ['shoprpc.BuyV2']);
    assert.deepEqual(names('Deprecated: use ListBaskets instead.'), ['ListBaskets']);
    assert.deepEqual(names('Deprecated, use the new shoprpc.Checkout RPC instead! Pay once.'), ['shoprpc.Checkout']);
  });

  test('fields: bare, quoted, "the X field", two of them, over wrapped lines', () => {
    assert.deepEqual(names('Deprecated, use price_msat.'), ['price_msat']);
    assert.deepEqual(names("Deprecated: use 'basket_ids' instead."), ['basket_ids']);
    assert.deepEqual(names('Deprecated, use `coupon_code`.'), ['coupon_code']);
    assert.deepEqual(names('Deprecated, use the\n    item_count field under each entry of the totals map.'), [
      'item_count',
    ]);
    assert.deepEqual(names('Deprecated, use weight_grams or\n  weight_mg.'), ['weight_grams', 'weight_mg']);
    assert.deepEqual(names('Deprecated, use cost_sat, cost_msat or cost_usd.'), ['cost_sat', 'cost_msat', 'cost_usd']);
  });

  test('"by", "in favour of", "should be used", "incorporated in", "alias for"', () => {
    assert.deepEqual(names('Opening time. Deprecated by opened_at_ns.'), ['opened_at_ns']);
    assert.deepEqual(names('NOTE: this field is deprecated in\n favor of label_bytes and goes away later.'), [
      'label_bytes',
    ]);
    assert.deepEqual(names('The shelf. This is deprecated and the aisle field should be used instead.'), ['aisle']);
    assert.deepEqual(names('Who bought it. Deprecated as it is now incorporated in the buyers field.'), ['buyers']);
    assert.deepEqual(names('Deprecated alias for PARCEL, kept for old clients.'), ['PARCEL']);
  });

  test('a "Use" sentence right after the deprecation counts; a later one does not', () => {
    assert.deepEqual(names('Whether it shipped. This is deprecated. Use the status field instead.'), ['status']);
    assert.deepEqual(names('Deprecated. Use shipping_kind'), ['shipping_kind']);
    assert.deepEqual(names('Deprecated. The delay in blocks. Use it wisely.'), []);
  });

  test('comments that name no successor, or only prose or a command, give no names', () => {
    assert.deepEqual(names('Deprecated. The reserve the shop keeps.'), []);
    assert.deepEqual(names('The hex form. Deprecated now that the gateway encodes bytes as base64.'), []);
    assert.deepEqual(names('Deprecated, use the `shopcli restock` command instead.'), []);
    assert.deepEqual(names('Deprecated because the request already says it.'), []);
    // A word in a successor's place is a candidate; the caller keeps it only when it names an element.
    assert.deepEqual(names('Deprecated, use explicit sizes from size_buckets.'), ['explicit']);
  });

  test('no sentence saying deprecated: null; the sentence itself is kept whitespace-folded', () => {
    assert.equal(readCommentSuccessor('Buys one item. Use BuyV2 for streams.'), null);
    assert.equal(readCommentSuccessor(''), null);
    assert.equal(
      readCommentSuccessor('Lists orders.\nDeprecated, use\n  shoprpc.ListOrdersV2. Fast.')?.sentence,
      'Deprecated, use shoprpc.ListOrdersV2.',
    );
  });
});
