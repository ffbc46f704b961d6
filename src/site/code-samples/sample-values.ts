/**
 * Realistic placeholder values for request fields, valid for their type and the way each
 * protocol encodes them: a 33-byte compressed-pubkey shape for keys, 32 bytes for hashes,
 * 64 hex digits for txids, `txid:vout` for outpoints, regtest invoices and addresses,
 * amounts in sat or msat by name. Bytes are derived from the field's path so two fields
 * never share a value (the sample tests check each arrives in its own field), and are
 * chosen so their standard base64 contains `+` or `/` and padding: a sample that sends
 * them in a URL without base64url (or without padding) fails visibly.
 */
import { createHash } from 'node:crypto';
import type { FieldModel, ScalarType } from '../../proto/model-types.ts';

export type ScalarValue = string | number | boolean;

const INT64: ReadonlySet<ScalarType> = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);

/** Whether a scalar type is a 64-bit integer (a string in proto3 JSON and proto-loader objects). */
export function isInt64(type: ScalarType): boolean {
  return INT64.has(type);
}

/** `count` deterministic bytes for a seed, as hex, whose base64 needs URL-safe characters and padding. */
export function seededHex(seed: string, count: number, prefix = ''): string {
  for (let round = 0; ; round++) {
    let hex = prefix;
    for (let block = 0; hex.length < count * 2; block++) {
      hex += createHash('sha256').update(`${seed}#${round}#${block}`).digest('hex');
    }
    hex = hex.slice(0, count * 2);
    const base64 = Buffer.from(hex, 'hex').toString('base64');
    if (/[+/]/.test(base64) && (count % 3 === 0 || base64.endsWith('='))) return hex;
  }
}

/** Lower-case characters of bech32 (for invoices and addresses that look real). */
function bech32Chars(seed: string, length: number): string {
  const alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  let out = '';
  for (let block = 0; out.length < length; block++) {
    for (const byte of createHash('sha256').update(`${seed}#${block}`).digest()) out += alphabet[byte % 32];
  }
  return out.slice(0, length);
}

/** How many bytes, and which leading bytes, a bytes field's name suggests. */
function bytesShape(name: string): { count: number; prefix: string } {
  if (
    /(?:^|_)(?:pub_?key|pubkey|node_?key|node_pub|dest|peer|peer_id|node_id|last_hop|group_key|internal_key|script_key|tweaked_key|trader_key|batch_key|acct_key|account_key|client_key|auctioneer_key|public_key|combined_key|ephemeral_pubkey|blinding_point|path_key|introduction_node|blinded_node|from|to|from_node|to_node|node_from|node_to|remote_key|counterparty_id|receiver_id|multi_sig_key|delegation_key|raw_key_bytes|output_key)(?:_bytes|s)?$/.test(
      name,
    )
  ) {
    return { count: 33, prefix: '02' };
  }
  if (/sig(?:nature)?s?\d?$|_sig$/.test(name)) return { count: 64, prefix: '' };
  if (/psbts?$/.test(name)) return { count: 40, prefix: '70736274ff' };
  if (
    /(?:^|_)(?:raw_tx|tx|txn|transaction|final_tx|raw_final_tx|sweep_tx|anchor_tx|batch_tx|latest_tx|spending_tx)(?:_bytes|_data)?$/.test(
      name,
    )
  ) {
    return { count: 40, prefix: '02000000' };
  }
  if (/(?:^|_)(?:pk_script|script|witness_script|sig_script|account_script|filter_script_key)$/.test(name))
    return { count: 22, prefix: '0014' };
  if (/fingerprint$/.test(name)) return { count: 4, prefix: '' };
  if (/nonce/.test(name)) return { count: 66, prefix: '' };
  return { count: 32, prefix: '' };
}

/** A placeholder for one scalar value of a field (path names the field, to keep values distinct). */
export function scalarPlaceholder(field: FieldModel, type: ScalarType, path: string): ScalarValue {
  const name = field.name.toLowerCase();
  if (type === 'bool') return true;
  if (type === 'bytes') {
    const { count, prefix } = bytesShape(name);
    return seededHex(path, count, prefix);
  }
  if (type === 'string')
    return /network address|host:port|ip address|:port\b/i.test(field.description)
      ? '203.0.113.7:9911'
      : stringPlaceholder(name, path);
  // A short channel id (block 790413, tx 1234, output 1) is beyond a double's integer precision.
  if (isInt64(type) && SCID.test(name)) return '869068284326182913';
  const number = SAT_PER_KW.test(field.description) ? SAT_PER_KW_RATE : numberPlaceholder(name, type);
  return isInt64(type) ? String(number) : number;
}

/** Strings by what their name says they hold. */
function stringPlaceholder(name: string, path: string): string {
  const hex = (count: number, prefix = '') => seededHex(path, count, prefix);
  if (
    /(?:^|_)(?:chan_point|channel_point|outpoint|out_point|anchor_point|anchor_outpoint|genesis_point|commit_outpoint|channel_open_outpoint|outpoint_str|op_str|deposit_outpoints|outpoints|chan_points)$/.test(
      name,
    )
  ) {
    return `${hex(32)}:1`;
  }
  if (
    /(?:^|_)(?:txid|tx_id|txid_str|funding_txid_str|tx_hash|closing_txid|sweep_txid|anchor_txid|block_hash|hash_str|block_hash_str|chain_hash)$/.test(
      name,
    )
  )
    return hex(32);
  if (
    /(?:pub_?key|pubkey|node_pub|identity_key|remote_pubkey|node_id|peer|dest_string|node_pubkey_string|advertising_node|connecting_node|peer_ids?|pubkeys|group_key_str|script_key_str|batch_key_str|auctioneer_key|_key)$/.test(
      name,
    )
  )
    return hex(33, '02');
  if (/(?:^|_)(?:asset_id|asset_id_str|id|swap_id|hash|payment_hash|r_hash_str|invoice_hash|meta_hash_str)$/.test(name))
    return hex(32);
  if (/(?:payment_request|pay_req|invoice|pay_req_string)$/.test(name)) return `lnbcrt10u1p${bech32Chars(path, 96)}`;
  if (/(?:^|_)(?:tap_addr|tap_addrs)$/.test(name)) return `taprt1${bech32Chars(path, 120)}`;
  if (/(?:^|_)(?:host|universe_host|mailbox_server_addr|proof_courier_addr|server|rpc_listen)$/.test(name))
    return '203.0.113.7:9735';
  if (
    /(?:^|_)(?:dest|addr|address|addresses|fallback_addr|close_address|dest_addr|dest_address|delivery_address|htlc_address|static_address|autoloop_dest_address|funding_address|filter_addr|p2tr_address)$/.test(
      name,
    )
  ) {
    return `bcrt1q${bech32Chars(path, 38)}`;
  }
  if (/(?:^|_)(?:memo|note|description)$/.test(name)) return 'coffee and a croissant';
  if (/(?:^|_)label$/.test(name)) return 'rent-june';
  if (/(?:^|_)(?:alias|name|asset_name|account_name|storage_name|middleware_name|actor_name|feature_name)$/.test(name))
    return 'example-name';
  if (/(?:^|_)account$/.test(name)) return 'default';
  if (/(?:^|_)(?:network|chain)$/.test(name)) return 'regtest';
  if (/(?:^|_)color$/.test(name)) return '#3399ff';
  if (/derivation_path$/.test(name)) return "m/84'/1'/0'";
  if (/(?:^|_)(?:uri|uris|method_full_uri|full_method|rpc_method|method)$/.test(name))
    return '/lnrpc.Lightning/GetInfo';
  if (/(?:^|_)(?:price|coefficient)$/.test(name)) return '100000';
  if (/(?:^|_)(?:currency|fiat)$/.test(name)) return 'USD';
  if (/(?:^|_)(?:date)$/.test(name)) return '2024-06-01';
  if (/(?:mnemonic|passphrase|password)/.test(name)) return 'EXAMPLE';
  return name.toUpperCase();
}

const SCID =
  /(?:^|_)(?:chan_id|channel_id|scid|short_channel_id|chan_ids|outgoing_chan_id|incoming_chan_id|outgoing_chan_ids)$/;

/** A number its comment gives in sat/kw (tapd's `fee_rate`: "... in sat/kw."), whatever its name. */
const SAT_PER_KW = /\bsat\/kw\b/i;
/**
 * 1250 sat/kw: 5 sat/vB, a whole number the CLIs' `--sat_per_vbyte` flags can write (tapcli and
 * pool multiply by 250), and above the 253 sat/kw floor daemons refuse rates under (tapd's
 * checkFeeRateSanity: "manual fee rate below floor"). A name-only guess gave tapd's fee_rate 100.
 */
const SAT_PER_KW_RATE = 1250;

/** Numbers by what their name says they count. */
function numberPlaceholder(name: string, type: ScalarType): number {
  const msat = /msat/.test(name);
  if (type === 'double' || type === 'float') return /ratio|pref|prob|weight|fraction|multiplier/.test(name) ? 0.5 : 1.5;
  if (/sat_per_vbyte|sat_per_byte|fee_rate_sat_per_vbyte/.test(name)) return 5;
  if (/sat_per_kw/.test(name)) return SAT_PER_KW_RATE;
  if (/fee_limit|max_fee|fee_sat|fee_msat|base_fee/.test(name)) return msat ? 100000 : 100;
  if (/fee_rate|ppm/.test(name)) return 100;
  if (/(?:^|_)(?:output_index|vout|index|output_idx)$/.test(name)) return 1;
  if (/target_conf|num_confs|conf_target/.test(name)) return 6;
  if (/min_confs|confs/.test(name)) return 1;
  if (/duration_blocks|blocks$/.test(name)) return 2016;
  if (/height|block/.test(name)) return 800000;
  if (/expiry|timeout|seconds|duration|interval|delay|_secs?$|ttl/.test(name)) return 3600;
  if (/cltv|csv/.test(name)) return 144;
  if (
    /(?:^|_)(?:amt|amount|value|local_funding_amount|funding_amount|capacity|sats?|units|asset_amount|balance|push)/.test(
      name,
    ) ||
    /amt|amount/.test(name)
  ) {
    return msat ? 10_000_000 : 10_000;
  }
  if (/max|limit|num|count|parts|size|offset|entries/.test(name)) return 10;
  if (/port/.test(name)) return 9735;
  if (type === 'int32' || type === 'sint32' || type === 'sfixed32') return 7;
  return 42;
}
