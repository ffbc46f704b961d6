/**
 * Commands that complete what another staged: a subcommand named for completing (`finalize`,
 * `commit`, `publish`) of a command whose action calls an RPC, itself calling an RPC of the same
 * service (`tapcli assets mint` stages an asset in a batch with MintAsset; `tapcli assets mint
 * finalize` mints the batch with FinalizeBatch). Read from the command tree, which is how the
 * CLI's help presents the two steps; each side's flow records the other.
 */
import type { CliFlowModel } from '../../proto/cli-flow-types.ts';
import type { CliCommandModel } from '../../proto/cli-model-types.ts';

/** Subcommand names that complete their parent's staging. */
const COMPLETING = new Set(['finalize', 'commit', 'publish']);

/** Links each staging command's RPC to the subcommand completing it, in both commands' flows (in place); returns how many pairs. */
export function linkFollowUps(commands: CliCommandModel[]): number {
  const byPath = new Map(commands.map((c) => [c.path, c]));
  let linked = 0;
  for (const parent of commands) {
    const staged = onlyRequest(parent);
    if (!staged) continue;
    for (const name of parent.subcommands.filter((n) => COMPLETING.has(n))) {
      const child = byPath.get(`${parent.path} ${name}`);
      const done = child ? onlyRequest(child) : undefined;
      if (!child || !done || serviceOf(done.rpc) !== serviceOf(staged.rpc)) continue;
      staged.flow = withFlow(staged.flow, {
        after: [...(staged.flow?.after ?? []), { command: child.path, rpc: done.rpc }],
      });
      done.flow = withFlow(done.flow, { stagedBy: { command: parent.path, rpc: staged.rpc } });
      linked++;
    }
  }
  return linked;
}

/** The request of a command that calls exactly one RPC. */
function onlyRequest(command: CliCommandModel) {
  const requests = command.inputs?.requests ?? [];
  return command.rpcs.length === 1 && requests.length === 1 ? requests[0] : undefined;
}

function serviceOf(rpc: string): string {
  return rpc.split('.').slice(0, -1).join('.');
}

function withFlow(flow: CliFlowModel | undefined, change: Partial<CliFlowModel>): CliFlowModel {
  return { before: [], derived: [], after: [], ...flow, ...change };
}
