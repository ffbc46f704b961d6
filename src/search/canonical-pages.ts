/**
 * Which page a message's or an enum's texts are indexed on, when several method pages show
 * it: the search index lists each text once, on the page a reader asking for it wants.
 */
import type { MessageView, MethodPage, PageData } from '../site/page-data.ts';

/**
 * The page each message and enum's texts are indexed on: a page where it is the request or
 * response (the RPC it is named after, as OpenChannelRequest belongs to OpenChannel rather
 * than OpenChannelSync, else the first); an enum, the RPC whose request sets it (the one
 * declared first among equals), else a served RPC whose response reports it; else the page
 * showing the fewest types among those nesting it.
 */
export function canonicalPages(pages: PageData[]): Map<string, PageData> {
  const methods = pages.filter((p): p is MethodPage => p.kind === 'method');
  const canonical = new Map<string, PageData>();
  for (const page of methods) {
    for (const message of [page.request, page.response]) {
      const current = canonical.get(message.fullName) as MethodPage | undefined;
      if (!current || (!namedAfter(current, message.fullName) && namedAfter(page, message.fullName)))
        canonical.set(message.fullName, page);
    }
  }
  const size = (page: MethodPage) => page.nested.length + page.enums.length;
  const owns = (page: MethodPage, name: string) => page.request.fullName === name || page.response.fullName === name;
  // An enum a request sets (an address type, a commitment type) belongs to that RPC: a reader
  // who types the value wants the call that takes it, not one of the many that report it.
  // Among those, an RPC the daemon serves, then the one setting it most directly, then the
  // RPC its request is named after (OpenChannel, not OpenChannelSync), then the one declared
  // first: a proto lists a service's main calls before their variants (pool's SubmitOrder
  // before OfferSidecar, whose bid carries the same node tier; ImportAccount before
  // ImportPublicKey). The smallest page was the rule before; it chose the variants.
  const setByRequest = new Map<string, { page: MethodPage; rank: number[] }>();
  const declared = new Map(methods.map((page, at) => [page, at]));
  for (const page of methods) {
    for (const [name, depth] of enumsSetBy(page)) {
      const rank = [
        page.permissions?.status === 'not-served' ? 1 : 0,
        depth,
        namedAfter(page, page.request.fullName) ? 0 : 1,
        declared.get(page)!,
      ];
      const current = setByRequest.get(name);
      if (!current || compareRanks(rank, current.rank) < 0) setByRequest.set(name, { page, rank });
    }
  }
  for (const [name, { page }] of setByRequest) canonical.set(name, page);
  // An enum no request sets is a state or reason RPCs report (an order's state, a session's):
  // it belongs to an RPC the daemon serves whose response holds it, the most directly, then
  // the smallest such page (pool's ListOrders for an order's state, not the auctioneer's API
  // poold does not serve, nor OfferSidecar, whose request carries an order along).
  const reported = new Map<string, { page: MethodPage; rank: number[] }>();
  for (const page of methods) {
    for (const [name, depth] of enumDepths(page, page.response, REPORTED_DEPTH)) {
      if (setByRequest.has(name)) continue;
      const rank = [page.permissions?.status === 'not-served' ? 1 : 0, depth, size(page)];
      const current = reported.get(name);
      if (!current || compareRanks(rank, current.rank) < 0) reported.set(name, { page, rank });
    }
  }
  for (const [name, { page, rank }] of reported) if (rank[0] === 0) canonical.set(name, page);
  for (const page of methods) {
    for (const name of [...page.nested, ...page.enums].map((t) => t.fullName)) {
      const current = canonical.get(name) as MethodPage | undefined;
      const placed = setByRequest.has(name) || (reported.get(name)?.rank[0] ?? 1) === 0;
      if (!current || (!owns(current, name) && !placed && size(page) < size(current))) canonical.set(name, page);
    }
  }
  return canonical;
}

/** How deep in a response a reported enum is looked for: a list of bids, each an order with its state. */
const REPORTED_DEPTH = 2;

/**
 * True when the message (a request or response) is named after the page's RPC:
 * OpenChannelRequest after OpenChannel, not OpenChannelSync; a name in the singular counts
 * (ListInvoiceRequest is ListInvoices').
 */
export function namedAfter(page: MethodPage, fullName: string): boolean {
  const name = /^(.*?)(Request|Response)?$/.exec(fullName.split('.').pop()!)![1];
  return name === page.title || `${name}s` === page.title;
}

/**
 * Enums a method's request sets, with their depth: 0 for a field of the request, 1 for a
 * field of a message the request holds (a bid's node tier), 2 for one of a message that one
 * holds (the channel type of a bid's order). A state or status field below the request is
 * state the request carries along (an order's state inside a sidecar offer), not a choice
 * the caller makes.
 */
export function enumsSetBy(page: MethodPage): Map<string, number> {
  return enumDepths(page, page.request, 2, (field, depth) => depth === 0 || !STATE_FIELD.test(field));
}

/** A field reporting where something stands: `state`, `status`, `order_state`, `channel_status`. */
const STATE_FIELD = /(^|_)(state|status)$/;

/** The enums of a message's fields down to `maxDepth` messages deep, each with its least depth. */
function enumDepths(
  page: MethodPage,
  root: MessageView,
  maxDepth: number,
  counts: (field: string, depth: number) => boolean = () => true,
): Map<string, number> {
  const messages = new Map(page.nested.map((m) => [m.fullName, m]));
  const enums = new Set(page.enums.map((e) => e.fullName));
  const found = new Map<string, number>();
  const seen = new Set<string>([root.fullName]);
  let level: MessageView[] = [root];
  for (let depth = 0; depth <= maxDepth; depth++) {
    const next: MessageView[] = [];
    for (const message of level) {
      for (const field of message.fields) {
        const type = field.grpcType.name;
        if (enums.has(type) && !found.has(type) && counts(field.name, depth)) found.set(type, depth);
        const nested = messages.get(type);
        if (nested && !seen.has(type)) {
          seen.add(type);
          next.push(nested);
        }
      }
    }
    level = next;
  }
  return found;
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
