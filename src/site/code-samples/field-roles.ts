/**
 * What a request field's name and comment say about it, for choosing the fields of a
 * minimal sample: whether it looks required, optional, output-only or like the thing the
 * call is about (an id, key, hash, outpoint, invoice or amount), and which fields the
 * comments call mutually exclusive. Each rule is a small named predicate so a wrong
 * guess can be traced to one line.
 */
import type { FieldModel } from '../../proto/model-types.ts';

/** A comment on one line (proto comments wrap anywhere). */
function prose(field: FieldModel): string {
  return field.description.replace(/\s+/g, ' ').trim();
}

/** The start of a comment, where "Optional"/"If set" usually sits. */
function opening(field: FieldModel): string {
  return prose(field).slice(0, 160);
}

/** "Output only, don't specify for creating an invoice." and the like. */
export function isOutputOnly(field: FieldModel): boolean {
  return /output[- ]only|don't specify|do not specify|(?:is|are) ignored (?:when|in) (?:the )?request/i.test(
    prose(field),
  );
}

/** Comments that start by saying the field may be left out, or is a filter. */
export function soundsOptional(field: FieldModel): boolean {
  const start = opening(field);
  const firstSentence = start.split(/\.(?:\s|$)/)[0] ?? '';
  return (
    /^(?:\(?optional\)?\b|\[optional\]|optionally\b|filters?\b|[^.]{0,60}\bin case\b|[^.]{0,60}\bonly (?:used|applies|relevant) (?:if|when)\b|if (?:set|true|specified|provided|non-?zero|not set|empty|present|enabled|this is set|this is true|false|zero|unset)\b|when (?:set|true|specified)\b|whether\b|deprecated\b)/i.test(
      start,
    ) ||
    // "An optional label", "Close address is an optional address"; feature bits are "optional" in another sense.
    (/\boptional(?:ly)?\b/i.test(firstSentence) && !/feature/i.test(firstSentence))
  );
}

/** Comments that say the field must be given. */
export function soundsRequired(field: FieldModel): boolean {
  const text = prose(field).replace(
    /\bnot (?:be )?required\b|required (?:if|when|for|to be encoded|to be in)\b|must be set to (?:false|zero|0)\b/gi,
    '',
  );
  return /\((?:required|mandatory)\)|\b(?:is|are) (?:required|mandatory)\b|^required\b|[,;:]\s*(?:required|mandatory)\b|must be (?:set|specified|provided|populated|given|non-?zero|greater than (?:0|zero))|must (?:specify|provide|set)\b/i.test(
    text,
  );
}

/** Comments that warn a zero value does something unwanted, so a sample should set one. */
export function zeroIsHarmful(field: FieldModel): boolean {
  return /left (?:to|at) the default value of 0|must be non-?zero|must be greater than (?:0|zero)|if (?:this field is )?(?:left )?(?:unset|zero|0), only zero-fee/i.test(
    prose(field),
  );
}

// Names of the fields a call is about: ids, keys, hashes, outpoints, invoices, addresses.
const IDENTIFIER =
  /^(?:id|ids|(?:swap|batch|session|sidecar|account|group|asset|rfq|set|stream|order)_id|asset_id_str|pub_?key|pubkey|node_pubkey|peer|peer_pubkey|peer_pub_key|dest|txid|txid_str|funding_txid_str|output_index|outpoint|out_point|chan_point|channel_point|chan_id|payment_request|pay_req|pay_req_string|invoice|addr|address|psbt|funded_psbt|raw_tx|raw_tx_bytes|tx_hex|group_key|group_key_str|script_key|trader_key|account_key|batch_key|payment_hash|r_hash|r_hash_str|hash|hash_str|block_hash|preimage|name|ticket|msg|signature|key_desc|key_loc|host|order_nonce|tap_addrs|route|circuit_key|incoming_circuit_key|action)$/;
const AMOUNT =
  /^(?:amt|amount|value|amt_sat|amt_msat|amount_sat|amount_msat|value_sat|value_msat|local_funding_amount|funding_amount|account_value|asset_amount|payment_amount|max_units|asset_max_amt|payment_max_amt|amount_to_burn)$/;

/** Whether the field names what the call acts on (an identifier) or how much (an amount). */
export function isKeyField(field: FieldModel): boolean {
  return IDENTIFIER.test(field.name) || AMOUNT.test(field.name);
}

/**
 * Fields named by "The fields a and b are mutually exclusive." or "mutually exclusive with
 * x": the later-declared one of each pair is the alternative, the earlier one is set.
 */
export function exclusiveAlternatives(fields: FieldModel[]): Map<string, string> {
  const order = new Map(fields.map((f, i) => [f.name, i]));
  const alternatives = new Map<string, string>();
  const pair = (a: string, b: string) => {
    if (!order.has(a) || !order.has(b) || a === b) return;
    const [first, later] = order.get(a)! < order.get(b)! ? [a, b] : [b, a];
    if (!alternatives.has(later)) alternatives.set(later, first);
  };
  for (const field of fields) {
    const text = prose(field);
    for (const match of text.matchAll(/fields? `?(\w+)`? and `?(\w+)`? are mutually exclusive/gi))
      pair(match[1]!, match[2]!);
    for (const match of text.matchAll(/mutually exclusive (?:with|to) (?:the )?`?(\w+)`?/gi))
      pair(field.name, match[1]!);
    // "If chan_id is specified, this field is ignored": the other field wins, this one is the alternative.
    for (const match of text.matchAll(/if `?(\w+)`? is (?:specified|set|provided|given), this field is ignored/gi)) {
      if (order.has(match[1]!) && !alternatives.has(field.name)) alternatives.set(field.name, match[1]!);
    }
  }
  // Twins that carry the same value in two encodings (txid_bytes / txid_str): a string is easier to fill in.
  for (const field of fields) {
    const stem = /^(.*)_(?:bytes|str|string)$/.exec(field.name)?.[1];
    if (!stem || field.oneof) continue;
    const twins = fields.filter(
      (f) => f !== field && !f.oneof && (f.name === stem || new RegExp(`^${stem}_(?:bytes|str|string)$`).test(f.name)),
    );
    if (twins.length === 0) continue;
    const group = [field, ...twins];
    // The one to set: not deprecated, a string when there is one.
    const live = group.filter((f) => !f.deprecated);
    const chosen = live.find((f) => f.type.kind === 'scalar' && f.type.name === 'string') ?? live[0];
    for (const twin of group)
      if (chosen && twin !== chosen && !twin.deprecated && !alternatives.has(twin.name))
        alternatives.set(twin.name, chosen.name);
  }
  return alternatives;
}

// A BOLT 11 invoice already carries these; with a payment_request they would conflict.
const CARRIED_BY_INVOICE = new Set([
  'dest',
  'dest_string',
  'amt',
  'amt_msat',
  'payment_hash',
  'payment_hash_string',
  'final_cltv_delta',
  'payment_addr',
  'route_hints',
  'dest_features',
]);

/** Whether a minimal sample that pays an invoice (payment_request) should leave the field to the invoice. */
export function carriedByInvoice(field: FieldModel, fields: FieldModel[]): boolean {
  return (
    CARRIED_BY_INVOICE.has(field.name) &&
    fields.some((f) => f.name === 'payment_request' && f.type.kind === 'scalar' && f.type.name === 'string')
  );
}
