/**
 * Where an enum's values are indexed when several RPC pages show the enum: pages built by
 * hand with only what canonicalPages reads (title, request, response, nested messages,
 * enums, whether the daemon serves the RPC), shaped like pool's order states.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { MethodPage } from '../../src/site/page-data.ts';
import { canonicalPages } from '../../src/search/canonical-pages.ts';

type Fields = Record<string, string>;
const message = (fullName: string, fields: Fields) => ({
  fullName,
  fields: Object.entries(fields).map(([name, type]) => ({ name, grpcType: { name: type } })),
});

/** A method page: its request and response, the messages they nest, the enums shown, and whether it is served. */
function method(
  title: string,
  request: Fields,
  response: Fields,
  nested: Record<string, Fields>,
  enums: string[],
  served = true,
) {
  return {
    kind: 'method',
    path: `/${title}/`,
    title,
    request: message(`demo.${title}Request`, request),
    response: message(`demo.${title}Response`, response),
    nested: Object.entries(nested).map(([name, fields]) => message(name, fields)),
    enums: enums.map((fullName) => ({ fullName })),
    permissions: served ? { status: 'served' } : { status: 'not-served' },
  } as unknown as MethodPage;
}

const ORDER = { 'demo.Order': { state: 'demo.OrderState', channel_type: 'demo.ChannelType', amt: 'uint64' } };
const BID = { 'demo.Bid': { details: 'demo.Order', tier: 'demo.NodeTier' } };
const pages = [
  // The auctioneer's side: shows the order state on the smallest page, but the daemon does not serve it.
  method('OrderState', {}, { state: 'demo.OrderState' }, {}, ['demo.OrderState'], false),
  // A request carrying an order along (its state is not the caller's choice).
  method('OfferSidecar', { bid: 'demo.Bid' }, {}, { ...BID, ...ORDER }, [
    'demo.OrderState',
    'demo.NodeTier',
    'demo.ChannelType',
  ]),
  // The RPC listing orders, their state two messages deep in its response.
  method(
    'ListOrders',
    {},
    { bids: 'demo.Bid', extra: 'demo.Extra' },
    { ...BID, ...ORDER, 'demo.Extra': { a: 'string' }, 'demo.Extra2': { b: 'string' } },
    ['demo.OrderState', 'demo.NodeTier', 'demo.ChannelType'],
  ),
];

describe('the page an enum is indexed on', () => {
  test('an enum no request sets goes to a served RPC whose response reports it, not the smallest page showing it', () => {
    const canonical = canonicalPages(pages);
    assert.equal(canonical.get('demo.OrderState')!.title, 'ListOrders');
  });

  test('an enum a request sets stays with that RPC', () => {
    assert.equal(canonicalPages(pages).get('demo.NodeTier')!.title, 'OfferSidecar');
  });

  test("an enum two messages deep in a request is the caller's choice (a bid's order's channel type), but a state there is not", () => {
    const canonical = canonicalPages(pages);
    assert.equal(canonical.get('demo.ChannelType')!.title, 'OfferSidecar');
    assert.equal(canonical.get('demo.OrderState')!.title, 'ListOrders');
  });

  test('among RPCs whose requests set an enum as directly, the one declared first keeps it, not the smallest page', () => {
    // SubmitOrder is declared before OfferSidecar and shows more types; both requests hold a bid.
    const submitOrder = method('SubmitOrder', { bid: 'demo.Bid' }, {}, { ...BID, ...ORDER, 'demo.More': {} }, [
      'demo.NodeTier',
      'demo.ChannelType',
      'demo.OrderState',
    ]);
    const canonical = canonicalPages([submitOrder, ...pages]);
    assert.equal(canonical.get('demo.NodeTier')!.title, 'SubmitOrder');
    assert.equal(canonical.get('demo.ChannelType')!.title, 'SubmitOrder');
    assert.equal(canonicalPages([...pages, submitOrder]).get('demo.NodeTier')!.title, 'OfferSidecar');
  });

  test('with no served RPC reporting it, the smallest page showing it keeps it', () => {
    const unserved = pages.map((p) => (p.title === 'ListOrders' ? { ...p, permissions: { status: 'not-served' } } : p));
    assert.equal(canonicalPages(unserved as MethodPage[]).get('demo.OrderState')!.title, 'OrderState');
  });
});
