/**
 * Joins the permission tables into the API model: for each documented RPC its status
 * (required / any / none / not-served / no-entry), its ops, which default macaroons allow
 * it and the smallest one, the whitelist that lists it (and under which condition), and
 * the command that bakes a least-privilege macaroon for it.
 *
 * The three cases a served RPC can be in follow the daemons' interceptors: a whitelisted
 * RPC is answered before any macaroon check (`none`); every other one goes to
 * `ValidateMacaroon` with its entry's permissions, so an empty entry still needs a valid
 * macaroon of the daemon, any one (`any`), and a non-empty one a macaroon holding them
 * (`required`).
 */
import type {
  DefaultMacaroonModel,
  MethodPermissions,
  ModelWarning,
  PermissionOp,
  SourceRef,
  SubServiceModel,
} from '../../proto/model-types.ts';
import type { PermissionEntry, PermissionTables, WhitelistEntry } from './permission-tables.ts';

export interface PermissionJoinInput {
  subServices: SubServiceModel[];
  tables: PermissionTables;
  macaroons: DefaultMacaroonModel[];
  /** "lncli bakemacaroon" when the CLI has the command at this release. */
  bakeCommand: string | null;
  /** True when the bake command accepts `uri:/pkg.Service/Method` permissions. */
  bakeAcceptsUri: boolean;
  /** Upstream link of a Go file line. */
  linkFor: (path: string, line: number) => SourceRef;
  /** Location of a method for warnings (proto file:line). */
  locationOf: (fullName: string) => string;
}

export interface PermissionJoinResult {
  /** Permissions by method full name (lnrpc.Lightning.GetInfo). */
  byMethod: Map<string, MethodPermissions>;
  warnings: ModelWarning[];
}

/** The gRPC URI of a method full name: lnrpc.Lightning.GetInfo -> /lnrpc.Lightning/GetInfo. */
export function methodUri(fullName: string): string {
  const dot = fullName.lastIndexOf('.');
  return `/${fullName.slice(0, dot)}/${fullName.slice(dot + 1)}`;
}

/** Computes every documented method's permissions. */
export function joinPermissions(input: PermissionJoinInput): PermissionJoinResult {
  const entries = groupBy(input.tables.entries, (e) => e.uri);
  const whitelist = groupBy(input.tables.whitelist, (w) => w.uri);
  const servicesWithEntries = new Set(
    [...entries.keys(), ...whitelist.keys()].map((uri) => uri.slice(1, uri.lastIndexOf('/'))),
  );
  const byMethod = new Map<string, MethodPermissions>();
  const warnings: ModelWarning[] = [];

  for (const subService of input.subServices) {
    for (const method of subService.methods) {
      const uri = methodUri(method.fullName);
      const entry = pickEntry(entries.get(uri) ?? []);
      const listed = whitelist.get(uri) ?? [];
      const always = listed.find((w) => w.condition === null && w.buildTags.length === 0);
      const conditional = listed.filter((w) => w.condition !== null);
      const publicWhen = [...new Set(conditional.map((w) => w.condition!))];
      const listing = always ?? conditional[0];
      const base = {
        uri,
        publicWhen,
        whitelist: listing ? { name: listing.name, source: input.linkFor(listing.file.path, listing.line) } : null,
        bakeCommand: null,
        bakeUriCommand: null,
        macaroons: [],
        smallestMacaroon: null,
      };
      if (always) {
        const where = entry ?? always;
        byMethod.set(method.fullName, {
          ...base,
          status: 'none',
          ops: [],
          buildTags: entry?.buildTags ?? [],
          source: input.linkFor(where.file.path, where.line),
        });
        continue;
      }
      if (entry) {
        const ops = dedupe(entry.ops);
        // Ranked by what each grants, whoever bakes it: every default macaroon comes from the
        // daemon's one root key, so router.macaroon is as good for lnd's SendOnionMessage as for
        // the router's own RPCs, and grants far less than admin.macaroon.
        const allowing = input.macaroons.filter((m) => allows(m, ops)).sort(byExtraPrivilege(ops));
        // An empty entry needs a macaroon all the same, any one: bakemacaroon needs at least one
        // permission, so only the uri: form can bake one for it.
        const any = ops.length === 0;
        byMethod.set(method.fullName, {
          ...base,
          status: any ? 'any' : 'required',
          ops,
          macaroons: allowing.map((m) => m.file),
          smallestMacaroon: allowing[0]?.file ?? null,
          bakeCommand: input.bakeCommand && !any ? `${input.bakeCommand} ${ops.map(opText).join(' ')}` : null,
          bakeUriCommand: input.bakeCommand && input.bakeAcceptsUri ? `${input.bakeCommand} uri:${uri}` : null,
          buildTags: entry.buildTags,
          source: input.linkFor(entry.file.path, entry.line),
        });
        continue;
      }
      // A served service lists all its methods; a service with no entry at all runs elsewhere.
      const served = servicesWithEntries.has(subService.fullName);
      byMethod.set(method.fullName, {
        ...base,
        status: served ? 'no-entry' : 'not-served',
        ops: [],
        buildTags: [],
        source: null,
      });
      if (served) {
        const message = `${method.fullName} has no macaroon permission entry in the daemon's Go source: the daemon rejects it when macaroons are enabled`;
        warnings.push({
          location: input.locationOf(method.fullName),
          message,
          gap: { kind: 'permission-entry-missing', rpc: method.fullName, message, source: method.source },
        });
      }
    }
  }
  return { byMethod, warnings };
}

/** The entry a release build compiles wins over one for other builds (loop's dev-only Debug service). */
function pickEntry(entries: PermissionEntry[]): PermissionEntry | undefined {
  return entries.find((e) => e.buildTags.length === 0) ?? entries[0];
}

/**
 * Least privilege first, comparing what each macaroon grants beyond the call's needs as sets
 * of `entity:action` (an op listed twice in Go counts once): a macaroon whose extra set lies
 * inside another's comes first. Sets that do not nest are ordered by fewest extra
 * permissions that are not reads (a read-only macaroon beats router.macaroon for
 * ListChannels, whose offchain:write could send payments), then fewest extra permissions;
 * ties keep the configured order. The counts agree with nesting (a smaller set never counts
 * more), so the order is a total one that never puts a superset first.
 */
export function byExtraPrivilege(ops: PermissionOp[]) {
  const required = new Set(ops.map(opText));
  const extra = (m: DefaultMacaroonModel) => new Set(m.ops.map(opText).filter((op) => !required.has(op)));
  const writes = (set: Set<string>) => [...set].filter((op) => !op.endsWith(':read')).length;
  return (a: DefaultMacaroonModel, b: DefaultMacaroonModel): number => {
    const ea = extra(a);
    const eb = extra(b);
    return writes(ea) - writes(eb) || ea.size - eb.size;
  };
}

function allows(macaroon: DefaultMacaroonModel, ops: PermissionOp[]): boolean {
  if (macaroon.allowsAll) return true;
  return ops.every((op) => macaroon.ops.some((m) => m.entity === op.entity && m.action === op.action));
}

/** `entity:action`, the form lncli bakemacaroon and the docs use. */
export function opText(op: PermissionOp): string {
  return `${op.entity}:${op.action}`;
}

function dedupe(ops: PermissionOp[]): PermissionOp[] {
  const seen = new Set<string>();
  return ops.filter((op) => !seen.has(opText(op)) && seen.add(opText(op)));
}

function groupBy<T extends PermissionEntry | WhitelistEntry>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}
