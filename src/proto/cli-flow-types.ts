/**
 * The flow a CLI command runs around one RPC, read from its Go source (src/gofacts/cli/cli-flows.ts):
 * the RPCs it calls before (`loop out` asks LoopOutQuote first), the request fields it computes
 * rather than reads from a flag (the limits from the quote, keysend's preimage and hash), and the
 * command that completes what it staged (`tapcli assets mint finalize`).
 */
import type { CliCondition } from './cli-model-types.ts';

/** A value the CLI computes for a request field. */
export type CliFlowValue =
  /** What the page's request field `field` carries (the CLI reads both from the same input). */
  | { kind: 'field'; field: string }
  /** A field of the response of the call at `step` of `before` (`quote.SwapFeeSat`). */
  | { kind: 'response'; step: number; field: string }
  | { kind: 'number'; value: number }
  /** `bytes` random bytes, named by the Go local holding them (one value however often it is used). */
  | { kind: 'random'; name: string; bytes: number }
  /** The SHA-256 hash of a value (`preimage.Hash()`). */
  | { kind: 'sha256'; of: CliFlowValue }
  /** Integer arithmetic as Go does it (`/` truncates). */
  | { kind: 'op'; op: '+' | '-' | '*' | '/'; left: CliFlowValue; right: CliFlowValue };

/** A request field the CLI computes: `key` for an entry of a map field, `when` for the flags it happens under. */
export interface CliFlowField {
  field: string;
  key?: string;
  value: CliFlowValue;
  when?: CliCondition;
}

/** A call the command makes before the page's RPC, with the request fields it sets from what it computes. */
export interface CliFlowStep {
  rpc: string;
  fields: CliFlowField[];
}

/** A command to run after, completing what this one staged, and the RPC it calls. */
export interface CliFlowFollowUp {
  command: string;
  rpc: string;
}

export interface CliFlowModel {
  before: CliFlowStep[];
  derived: CliFlowField[];
  after: CliFlowFollowUp[];
  /** The command whose staging this one completes (`tapcli assets mint` for `tapcli assets mint finalize`). */
  stagedBy?: CliFlowFollowUp;
}
