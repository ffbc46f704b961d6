/** The glossary's entries on payments and invoices; amounts and fees (src/search/glossary.ts says how entries are written). */
import type { GlossaryEntry } from './glossary-entry.ts';

export const PAYMENTS: GlossaryEntry[] = [
  // Payments and invoices.
  {
    terms: ['bolt11', 'bolt 11', 'bolt11 invoice', 'lightning invoice', 'invoice string', 'lnbc'],
    means: ['payment request', 'pay req'],
    fact: 'A BOLT 11 invoice (lnbc...) is an encoded payment request; the APIs call it payment_request or pay_req.',
  },
  {
    terms: ['invoice', 'invoices'],
    means: ['payment request'],
    fact: 'An invoice travels as its payment request, the BOLT 11 string a payer decodes and pays.',
  },
  {
    terms: ['pay', 'paying', 'payer'],
    means: ['send payment'],
    fact: 'Paying means sending a payment: SendPaymentV2 (lncli sendpayment, payinvoice) pays a payment request.',
  },
  {
    terms: [
      'get paid',
      'receive a payment',
      'receive payment',
      'receive payments',
      'request a payment',
      'request payment',
      'charge',
    ],
    means: ['add invoice'],
    fact: 'To be paid over Lightning a node creates an invoice (AddInvoice) and hands out its payment request.',
  },
  {
    terms: ['incoming payment', 'incoming payments'],
    means: ['invoice', 'settled'],
    fact: "An incoming Lightning payment settles one of the node's invoices, so invoices record what was received.",
  },
  {
    terms: ['hodl invoice', 'hold invoice'],
    means: ['hold invoice'],
    fact: 'A hold (hodl) invoice is accepted but settled only when the receiver reveals the preimage (AddHoldInvoice, SettleInvoice).',
  },
  {
    terms: ['payment hash', 'r hash', 'rhash'],
    means: ['payment hash', 'r hash'],
    fact: 'The payment hash (r_hash) is the SHA-256 of the preimage and identifies an invoice and its payment.',
  },
  {
    terms: ['preimage', 'payment secret', 'proof of payment'],
    means: ['preimage'],
    fact: 'The preimage (r_preimage) is the secret whose hash is the payment hash; revealing it settles the payment and proves it.',
  },
  {
    terms: ['spontaneous payment', 'keysend', 'push payment'],
    means: ['keysend', 'send payment', 'dest custom records'],
    fact: 'A keysend payment is sent to a node without an invoice, the sender choosing the preimage: SendPaymentV2 (lncli sendpayment --keysend) with the preimage in dest_custom_records under the keysend record.',
  },
  {
    terms: ['mpp', 'multi path payment', 'multipath payment', 'split payment'],
    means: ['max parts', 'mpp'],
    fact: 'A multi-path payment splits into parts over several routes; max_parts bounds how many.',
  },
  {
    terms: ['path', 'paths'],
    means: ['route'],
    fact: 'The path a payment takes through the network is its route (QueryRoutes, BuildRoute).',
  },
  {
    terms: [
      'payment failures',
      'past failures',
      'failed attempts',
      'failure history',
      'pathfinding',
      'route scores',
      'probability',
    ],
    means: ['mission control'],
    fact: "Mission control is lnd's memory of past payment attempts, the successes and failures pathfinding learns from (QueryMissionControl, ResetMissionControl).",
  },
  {
    terms: ['forget', 'wipe', 'start over', 'clean slate'],
    means: ['reset'],
    fact: 'The APIs name clearing learnt state Reset (ResetMissionControl).',
  },
  {
    terms: ['probe', 'probing'],
    means: ['estimate route fee', 'probe'],
    fact: 'A probe sends a payment that cannot settle to learn whether and at what fee a route works; EstimateRouteFee probes.',
  },

  // Amounts and fees.
  {
    terms: ['sats', 'sat', 'satoshi', 'satoshis'],
    means: ['satoshis', 'amount', 'amt'],
    fact: 'A satoshi (sat) is 1/100,000,000 BTC; amounts are in satoshis (fields ending in _sat) or millisatoshis (_msat).',
  },
  {
    terms: ['msat', 'msats', 'millisatoshi', 'millisatoshis', 'millisats'],
    means: ['msat'],
    fact: 'A millisatoshi is 1/1000 of a satoshi, the unit of Lightning amounts and fees (fields ending in _msat).',
  },
  {
    terms: ['fee rate', 'sat/vbyte', 'sat per vbyte', 'sats per vbyte', 'sat/vb', 'feerate'],
    means: ['sat per vbyte', 'fee rate', 'target conf'],
    fact: 'On-chain fee rates are given in satoshis per virtual byte (sat_per_vbyte) or as a confirmation target (target_conf).',
  },
  {
    terms: [
      'speed up',
      'stuck transaction',
      'stuck',
      'rbf',
      'cpfp',
      'accelerate',
      'fee bump',
      'bump',
      'raise fee',
      'raise the fee',
      'increase fee',
      'increase the fee',
      'higher fee',
      'not confirming',
    ],
    means: ['bump fee'],
    fact: 'An unconfirmed transaction is sped up by bumping its fee (RBF or CPFP): BumpFee, BumpForceCloseFee, BumpAccountFee.',
  },
  {
    terms: [
      'routing fees',
      'routing fee',
      'forwarding fees',
      'forwarding fee',
      'channel fees',
      'fee policy',
      'base fee',
      'fee schedule',
    ],
    means: ['channel policy', 'fee report'],
    fact: 'The fees a node charges to forward are its channel policy (UpdateChannelPolicy); FeeReport shows them.',
  },
  {
    terms: ['earned', 'earn', 'earnings', 'revenue', 'income', 'profit'],
    means: ['fee report', 'revenue'],
    fact: "Routing income is summed in FeeReport (fees of the last day, week and month) and Faraday's RevenueReport.",
  },

  {
    terms: [
      'insufficient balance',
      'insufficient local balance',
      'not enough balance',
      'no route',
      'no route found',
      'payment failed',
      'failed payment',
    ],
    means: ['failure reason', 'payment failure reason'],
    fact: 'A payment that fails ends with a PaymentFailureReason (FAILURE_REASON_NO_ROUTE, FAILURE_REASON_INSUFFICIENT_BALANCE, ...), reported by SendPaymentV2 and TrackPaymentV2.',
  },

  {
    terms: [
      'payment status',
      'status of a payment',
      'status of my payment',
      'did my payment',
      'went through',
      'go through',
      'payment succeeded',
      'payment complete',
      'payment result',
      'outcome of a payment',
      'why my payment failed',
      'why did my payment fail',
      'why a payment failed',
      'why the payment failed',
    ],
    means: ['track payment'],
    fact: 'How a payment went (in flight, succeeded, failed and why) is streamed by TrackPaymentV2 for its payment hash.',
  },
  {
    terms: [
      'payment history',
      'past payments',
      'payments i made',
      'payments i sent',
      'sent payments',
      'outgoing payments',
    ],
    means: ['list payments'],
    fact: 'The payments a node sent are listed by ListPayments (and removed by DeletePayment, DeleteAllPayments).',
  },
  {
    terms: [
      'request sats',
      'request money',
      'request bitcoin',
      'request funds',
      'request an amount',
      'ask for payment',
      'ask to be paid',
      'invoice someone',
      'bill',
      'billing',
      'payment link',
      'charge a customer',
    ],
    means: ['add invoice'],
    fact: 'Asking someone for a Lightning payment means creating an invoice (AddInvoice) and sending them its payment request.',
  },
];
