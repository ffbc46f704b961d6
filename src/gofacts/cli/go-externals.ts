/**
 * Facts of Go packages the CLIs import but the upstream trees do not carry (lnd's `record` and
 * `lntypes`, btcd's `btcutil`), written by hand from their sources at the pinned releases so the
 * flow reading (cli-flows.ts) can follow a value through them. Keyed by import path; each fact
 * names the upstream line it comes from. Nothing else outside the trees is assumed.
 */

/** Constants: github.com/lightningnetwork/lnd/record/experimental.go `KeySendType uint64 = 5482373484`. */
export const EXTERNAL_CONSTANTS: Readonly<Record<string, number>> = {
  'github.com/lightningnetwork/lnd/record.KeySendType': 5482373484,
  // lnwallet/chainfee/rates.go `FeePerKwFloor SatPerKWeight = 253`.
  'github.com/lightningnetwork/lnd/lnwallet/chainfee.FeePerKwFloor': 253,
};

/**
 * Methods that give their receiver in another unit, by the factor they multiply it with
 * (lnwallet/chainfee/rates.go `func (s SatPerKVByte) FeePerKWeight() SatPerKWeight { return
 * SatPerKWeight(s / blockchain.WitnessScaleFactor) }`, WitnessScaleFactor = 4).
 */
export const EXTERNAL_UNIT_METHODS: Readonly<Record<string, number>> = {
  'github.com/lightningnetwork/lnd/lnwallet/chainfee.SatPerKVByte.FeePerKWeight': 1 / 4,
};

/** Numeric types a call converts to (btcutil/amount.go `type Amount int64`): the value passes unchanged. */
export const EXTERNAL_CONVERSIONS: ReadonlySet<string> = new Set(['github.com/btcsuite/btcd/btcutil.Amount']);

/** Byte array types and their sizes (lntypes/preimage.go `type Preimage [PreimageSize]byte`, `PreimageSize = 32`). */
export const EXTERNAL_SIZES: Readonly<Record<string, number>> = {
  'lntypes.Preimage': 32,
  'lntypes.Hash': 32,
};

/** Methods that return the SHA-256 hash of their receiver (lntypes/preimage.go `func (p *Preimage) Hash() Hash { return Hash(sha256.Sum256(p[:])) }`). */
export const EXTERNAL_HASHES: ReadonlySet<string> = new Set(['lntypes.Preimage.Hash']);
