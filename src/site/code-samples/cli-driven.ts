/**
 * A CLI command that calls an RPC itself, with a request it does not build from its
 * arguments: `lncli openchannel --psbt` sends FundingStateStep messages (the shim, then the
 * PSBT to verify and finalize, from what is pasted at its prompts) after it opens the channel
 * with an OpenChannel request built from its flags. No sample can send a planned request of
 * such an RPC; the honest sample says so (every planned field gets its `# field:` line), and
 * runs the command the way that reaches the call: the flags the call needs (`--psbt`) and
 * the arguments of the request the command starts with, planned for that RPC.
 */
import type { CliInputsModel } from '../../proto/cli-model-types.ts';

/** How a command reaches an RPC it drives: the flags the call needs and the request it starts with. */
export interface DrivenCall {
  callFlags: string[];
  /** The RPC whose request the command builds from its arguments (lnrpc.Lightning.OpenChannel). */
  startRpc: string;
}

/**
 * The driven call of an RPC on a command, or null when the command builds the RPC's request
 * from its arguments (or reaches the call without a switch, or starts with no request of its own).
 */
export function drivenCall(
  inputs: CliInputsModel,
  flags: { name: string; kind: string }[],
  rpc: string,
  commandName: string,
): DrivenCall | null {
  const request = inputs.requests.find((r) => r.rpc === rpc);
  const callFlags = request?.callFlags ?? [];
  if (!request || request.fields.length > 0 || callFlags.length === 0) return null;
  // Switches only: a flag carrying a value would set something the sample cannot plan.
  if (!callFlags.every((name) => flags.find((f) => f.name === name)?.kind === 'Bool')) return null;
  // The request the command always builds from its arguments: the one named like the command, else the one with most bindings.
  const starts = inputs.requests.filter((r) => r.rpc !== rpc && r.fields.length > 0 && !r.callFlags);
  const named = starts.find((r) => normalized(r.rpc.split('.').at(-1)!) === normalized(commandName));
  const start = named ?? [...starts].sort((a, b) => b.fields.length - a.fields.length)[0];
  return start ? { callFlags, startRpc: start.rpc } : null;
}

function normalized(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
