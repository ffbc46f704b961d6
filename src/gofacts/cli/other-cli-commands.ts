/**
 * Links commands of one daemon's CLI to the RPCs of another daemon they call: litcli's
 * `ln sendpayment` calls taproot-assets' TaprootAssetChannels.SendPayment (LiT runs tapd
 * inside litd), found by the RPC tracer as calls on clients of services the CLI's own
 * release does not document (`CliCommandModel.foreignRpcs`), where the command is a way to
 * call the RPC (named after it, or calling no other). Only the newest releases are
 * linked: which release of the other daemon an older CLI was built against is not in the
 * sources read.
 */
import type { DaemonModel } from '../../proto/model-types.ts';
import type { OtherCliCommand } from '../../proto/cli-model-types.ts';

/** The daemons with each newest release's methods given the other CLIs' commands that call them. */
export function linkOtherCliCommands(daemons: DaemonModel[]): DaemonModel[] {
  return daemons.map((daemon) => {
    const [newest, ...older] = daemon.releases;
    if (!newest) return daemon;
    const callers = new Map<string, OtherCliCommand[]>();
    for (const other of daemons) {
      if (other === daemon || !other.releases[0]) continue;
      for (const command of other.releases[0].cliCommands) {
        for (const rpc of mainCalls(command.foreignRpcs ?? [], command.name)) {
          const list = callers.get(rpc) ?? [];
          list.push({ ...command, daemonId: other.id, daemon: other.daemon });
          callers.set(rpc, list);
        }
      }
    }
    if (callers.size === 0) return daemon;
    const subServices = newest.subServices.map((sub) => ({
      ...sub,
      methods: sub.methods.map((method) => {
        const found = callers.get(method.fullName);
        return found ? { ...method, otherCliCommands: onePerCli(found, method.name) } : method;
      }),
    }));
    return { ...daemon, releases: [{ ...newest, subServices }, ...older] };
  });
}

/**
 * The other daemon's RPCs a command is a way to call: the one it is named after, or its only
 * one (`ln fundchannel` also lists assets on the way; that does not make it a way to list them).
 */
function mainCalls(rpcs: string[], name: string): string[] {
  const named = rpcs.filter((rpc) => normalized(rpc.split('.').at(-1)!) === normalized(name));
  return named.length > 0 ? named : rpcs.length === 1 ? rpcs : [];
}

function normalized(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Per CLI, the command named like the RPC, else the one calling the fewest RPCs (then by path). */
function onePerCli(commands: OtherCliCommand[], rpcName: string): OtherCliCommand[] {
  const rank = (c: OtherCliCommand) =>
    [normalized(c.name) === normalized(rpcName) ? 0 : 1, (c.foreignRpcs ?? []).length + c.rpcs.length] as const;
  const byCli = new Map<string, OtherCliCommand>();
  for (const command of [...commands].sort(
    (a, b) => rank(a)[0] - rank(b)[0] || rank(a)[1] - rank(b)[1] || (a.path < b.path ? -1 : 1),
  )) {
    const cli = command.path.split(' ')[0]!;
    if (!byCli.has(cli)) byCli.set(cli, command);
  }
  return [...byCli.values()];
}
