/**
 * The Lightning glossary search expands queries with: the words developers use on one side,
 * the words the APIs use on the other, and the fact that links them. Data, in our own
 * words, each entry reviewed as true of the documented daemons; src/search/query-plan.ts
 * reads it (no Node or DOM imports: it ships in the browser's search chunk).
 *
 * A term matches consecutive query words, compared by their indexed (stemmed) forms, so
 * "invoices" matches "invoice" and "on-chain" matches "on chain". A matched term adds its
 * `means` phrases to the query, at a weight below the words typed.
 *
 * Adding an entry: write what a developer types in `terms`, the words of RPC names,
 * summaries or fields that mean the same in `means`, and the fact in `fact` (one sentence
 * another Lightning developer can check). Keep `means` to words the documentation really
 * uses, or the expansion finds nothing.
 *
 * The entries are kept by subject in src/search/glossary/ (payments, balances, on-chain,
 * channels, daemons, verbs, the sub-services); this file joins them in that order.
 */
import type { GlossaryEntry } from './glossary/glossary-entry.ts';
import { PAYMENTS } from './glossary/payments.ts';
import { BALANCES } from './glossary/balances.ts';
import { ON_CHAIN } from './glossary/on-chain.ts';
import { CHANNELS } from './glossary/channels.ts';
import { DAEMONS } from './glossary/daemons.ts';
import { VERBS } from './glossary/verbs.ts';
import { NODE_ADMIN } from './glossary/node-admin.ts';
import { SERVICES } from './glossary/services.ts';
import { ASSETS } from './glossary/assets.ts';
import { KEYS_AND_CHAIN } from './glossary/keys-and-chain.ts';
import { SUB_SERVICES } from './glossary/sub-services.ts';

export type { GlossaryEntry };

export const GLOSSARY: GlossaryEntry[] = [
  ...PAYMENTS,
  ...BALANCES,
  ...ON_CHAIN,
  ...CHANNELS,
  ...DAEMONS,
  ...VERBS,
  ...NODE_ADMIN,
  ...SERVICES,
  ...ASSETS,
  ...KEYS_AND_CHAIN,
  ...SUB_SERVICES,
];
