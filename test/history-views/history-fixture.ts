/**
 * A small self-written release series for the history views: two lines (0.1, 0.2) with a
 * backport, a removal, a re-add and a deprecation.
 *
 *   v0.1.0 (2024-01-01)  Shop.GetItem, Shop.OldCall, Item{id, title}, Color{RED}, GET /v1/item, POST /v1/old
 *   v0.2.0 (2024-02-01)  + Shop.NewCall, + Item.stock, + Color.BLUE, - Shop.OldCall, - POST /v1/old
 *   v0.1.1 (2024-02-10)  backport of Item.stock to the 0.1 line
 *   v0.2.1 (2024-03-01)  Item.title deprecated, - Color.BLUE
 *   v0.2.2 (2024-04-01)  + Color.BLUE again (re-added)
 */
import { computeHistory } from '../../src/history/compute-history.ts';
import type { ApiHistory, ElementKind, ElementMeaning, ReleaseElements } from '../../src/history/history-types.ts';

type Elements = Partial<Record<ElementKind, Record<string, ElementMeaning>>>;

const rpc = (request: string, response: string): ElementMeaning => ({
  streaming: 'unary',
  request,
  response,
  deprecated: 'false',
});
const field = (type: string, number: number, deprecated = false): ElementMeaning => ({
  type,
  label: 'singular',
  number: String(number),
  oneof: '',
  deprecated: String(deprecated),
});
const value = (number: number): ElementMeaning => ({ number: String(number), deprecated: 'false' });

function release(tag: string, parts: Elements): ReleaseElements {
  const kinds: ElementKind[] = ['rpc', 'message', 'field', 'enum', 'enumValue', 'rest', 'permission'];
  return { tag, elements: Object.fromEntries(kinds.map((k) => [k, parts[k] ?? {}])) as ReleaseElements['elements'] };
}

function series(): ReleaseElements[] {
  const base = (opts: {
    oldCall: boolean;
    newCall: boolean;
    stock: boolean;
    blue: boolean;
    titleDeprecated: boolean;
  }): Elements => ({
    rpc: {
      'shop.Shop.GetItem': rpc('shop.Item', 'shop.Item'),
      ...(opts.oldCall ? { 'shop.Shop.OldCall': rpc('shop.Item', 'shop.Item') } : {}),
      ...(opts.newCall ? { 'shop.Shop.NewCall': rpc('shop.Item', 'shop.Item') } : {}),
    },
    message: { 'shop.Item': {} },
    field: {
      'shop.Item.id': field('uint64', 1),
      'shop.Item.title': field('string', 2, opts.titleDeprecated),
      'shop.Item.color': field('shop.Color', 3),
      ...(opts.stock ? { 'shop.Item.stock': field('int32', 4) } : {}),
    },
    enum: { 'shop.Color': {} },
    enumValue: { 'shop.Color.RED': value(0), ...(opts.blue ? { 'shop.Color.BLUE': value(1) } : {}) },
    rest: {
      'GET /v1/item': { rpc: 'shop.Shop.GetItem', body: '' },
      ...(opts.oldCall ? { 'POST /v1/old': { rpc: 'shop.Shop.OldCall', body: '*' } } : {}),
    },
  });
  return [
    release('v0.1.0', base({ oldCall: true, newCall: false, stock: false, blue: false, titleDeprecated: false })),
    release('v0.2.0', base({ oldCall: false, newCall: true, stock: true, blue: true, titleDeprecated: false })),
    release('v0.1.1', base({ oldCall: true, newCall: false, stock: true, blue: false, titleDeprecated: false })),
    release('v0.2.1', base({ oldCall: false, newCall: true, stock: true, blue: false, titleDeprecated: true })),
    release('v0.2.2', base({ oldCall: false, newCall: true, stock: true, blue: true, titleDeprecated: true })),
  ];
}

/** The fixture history; `full` names the releases pinned as full (the others are history releases). */
export function fixtureHistory(full: string[] = ['v0.2.2', 'v0.1.1']): ApiHistory {
  const dates: Record<string, string> = {
    'v0.1.0': '2024-01-01',
    'v0.2.0': '2024-02-01',
    'v0.1.1': '2024-02-10',
    'v0.2.1': '2024-03-01',
    'v0.2.2': '2024-04-01',
  };
  const releases = Object.entries(dates).map(([tag, date]) => ({
    tag,
    date,
    kind: full.includes(tag) ? ('full' as const) : ('history' as const),
  }));
  return computeHistory('shop', releases, series());
}
