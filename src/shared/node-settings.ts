/**
 * The reader's node, as the "Your node" panel stores it, and the connection values code
 * samples are filled with: host and ports, TLS certificate and macaroon paths, and the CLI
 * flags that point a command-line client at that node. Pure functions, shared by the
 * server render (defaults) and the browser (stored settings).
 *
 * litd facts (Lightning Terminal's docs, doc/config-lnd-integrated.md and
 * config-lnd-remote.md): litd serves the gRPC and REST APIs of lnd, loop, pool, faraday
 * and tapd on its own port (8443) with its own TLS certificate (~/.lit/tls.cert); each
 * daemon still checks its own macaroon from its own data folder; a CLI given explicit
 * --tlscertpath and --macaroonpath must not also get --network.
 *
 * Whether litd serves a daemon is the reader's choice per daemon: in LiT's remote mode lnd
 * (and any daemon) may run outside litd while others run inside it, so ticking "runs
 * inside litd" on a Loop page must not move lnd's samples to litd's port. litd's own port
 * and folder are one setting, as litd is one process.
 */

export const NETWORKS = ['mainnet', 'testnet', 'signet', 'regtest', 'simnet'] as const;
export type Network = (typeof NETWORKS)[number];

/** The network the samples assume until the reader picks one (the paths of today's docs use regtest). */
export const DEFAULT_NETWORK: Network = 'regtest';

/** What a daemon's connection values are made of (page data, from sources.json and content/services). */
export interface DaemonConnection {
  /** Service id: lnd, loop, ... */
  id: string;
  title: string;
  /** Daemon binary: lnd, loopd, ... */
  daemon: string;
  /** Command-line client: lncli, loop, ... */
  cli: string;
  /** Placeholder shown for the data folder until the reader sets one: LND_DIR. */
  dirVariable: string;
  /** The daemon's default data folder on Linux: ~/.lnd. */
  defaultDir: string;
  /** TLS certificate path with `{dir}` and `{network}`: {dir}/tls.cert. */
  tlsCertPath: string;
  /** Folder of the macaroons with `{dir}` and `{network}`: {dir}/data/chain/bitcoin/{network}. */
  macaroonDir: string;
  /** The macaroon the daemon's CLI uses by default: admin.macaroon. */
  defaultMacaroon: string;
  ports: { grpc: number; rest: number };
  /** Whether litd can run the daemon inside itself and serve its API on its own port. */
  inLitd: boolean;
}

/** litd's own connection facts, for daemons served through it. */
export interface LitdConnection {
  dirVariable: string;
  defaultDir: string;
  tlsCertPath: string;
  port: number;
}

/** Everything a page needs to fill connection values for one daemon. */
export interface NodeFacts {
  daemon: DaemonConnection;
  /** litd's facts when the daemon can be reached through litd; null otherwise. */
  litd: LitdConnection | null;
}

/** One daemon's settings; "" means "the default". */
export interface DaemonSettings {
  dir: string;
  grpcPort: string;
  restPort: string;
  /** The daemon runs inside litd (integrated) and is reached through litd's port; absent means no. */
  inLitd?: boolean;
}

export interface NodeSettings {
  host: string;
  network: Network;
  /** litd's data folder and port, for the daemons that run inside it. */
  litDir: string;
  litPort: string;
  daemons: Record<string, DaemonSettings>;
  /** The release of each daemon the reader runs (a pinned tag), by daemon id: pages mark what it lacks. */
  versions: Record<string, string>;
}

export const DEFAULT_SETTINGS: NodeSettings = {
  host: 'localhost',
  network: DEFAULT_NETWORK,
  litDir: '',
  litPort: '',
  daemons: {},
  versions: {},
};

const EMPTY_DAEMON: DaemonSettings = { dir: '', grpcPort: '', restPort: '', inLitd: false };

/** Why a host is not usable, or null: a DNS name, an IPv4 address or a bracketed IPv6 address. */
export function hostProblem(host: string): string | null {
  if (/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(host))
    return null;
  if (/^\[[0-9A-Fa-f:.]+\]$/.test(host)) return null;
  return 'a host name or IP address, such as localhost, 10.0.0.5 or [::1]';
}

/** Why a port is not usable, or null ("" is the default). */
export function portProblem(port: string): string | null {
  if (port === '') return null;
  return /^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535 ? null : 'a port number from 1 to 65535';
}

/** Why a data folder is not usable, or null ("" is the placeholder). */
export function dirProblem(dir: string): string | null {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f]/.test(dir) ? 'a folder path on one line' : null;
}

/**
 * Settings read back from storage: unknown keys dropped, bad values replaced by defaults.
 * The one "inside litd" switch for every daemon that settings stored before it became a
 * per-daemon choice carried (`litd: true`) is dropped: it cannot say which daemons it meant.
 */
export function sanitizeSettings(raw: unknown): NodeSettings {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const text = (v: unknown, ok: (s: string) => boolean) => (typeof v === 'string' && ok(v) ? v.trim() : '');
  const host = text(value.host, (s) => hostProblem(s.trim()) === null) || DEFAULT_SETTINGS.host;
  const network = NETWORKS.includes(value.network as Network) ? (value.network as Network) : DEFAULT_NETWORK;
  const daemons: Record<string, DaemonSettings> = {};
  if (value.daemons && typeof value.daemons === 'object') {
    for (const [id, entry] of Object.entries(value.daemons as Record<string, unknown>)) {
      if (!/^[a-z0-9-]+$/.test(id) || !entry || typeof entry !== 'object') continue;
      const d = entry as Record<string, unknown>;
      daemons[id] = {
        dir: text(d.dir, (s) => dirProblem(s) === null),
        grpcPort: text(d.grpcPort, (s) => portProblem(s.trim()) === null),
        restPort: text(d.restPort, (s) => portProblem(s.trim()) === null),
        inLitd: d.inLitd === true,
      };
    }
  }
  return {
    host,
    network,
    litDir: text(value.litDir, (s) => dirProblem(s) === null),
    litPort: text(value.litPort, (s) => portProblem(s.trim()) === null),
    daemons,
    versions: sanitizeVersions(value.versions),
  };
}

/** Stored releases by daemon id: tags only (whether the site pins the tag is checked where it is used). */
function sanitizeVersions(raw: unknown): Record<string, string> {
  const versions: Record<string, string> = {};
  if (!raw || typeof raw !== 'object') return versions;
  for (const [id, tag] of Object.entries(raw as Record<string, unknown>)) {
    if (/^[a-z0-9-]+$/.test(id) && typeof tag === 'string' && /^v?\d+\.\d+\.\d+(?:-[A-Za-z0-9.]+)?$/.test(tag))
      versions[id] = tag;
  }
  return versions;
}

/** A daemon's settings, defaults filled in. */
export function daemonSettings(settings: NodeSettings, id: string): Required<DaemonSettings> {
  const own = settings.daemons[id] ?? EMPTY_DAEMON;
  return { dir: own.dir, grpcPort: own.grpcPort, restPort: own.restPort, inLitd: own.inLitd === true };
}

/** Whether the reader's samples reach this daemon through litd: it can run inside litd, and they said it does. */
export function reachedThroughLitd(
  settings: NodeSettings,
  daemon: Pick<DaemonConnection, 'id' | 'inLitd'>,
  litd: LitdConnection | null,
): boolean {
  return litd !== null && daemon.inLitd && daemonSettings(settings, daemon.id).inLitd;
}

/** A path template with the data folder and network filled in. */
function fillPath(template: string, dir: string, network: Network): string {
  return template.replace('{dir}', dir.replace(/\/+$/, '') || '/').replace('{network}', network);
}

export interface ConnectionValues {
  grpcHost: string;
  restHost: string;
  tlsCertPath: string;
  macaroonPath: string;
  /** Global flags for the CLI, each with a leading space ("" when the CLI's defaults fit). */
  cliFlags: string;
  /** Whether the daemon is reached through litd. */
  throughLitd: boolean;
}

/**
 * The connection values of a daemon for the reader's settings. `macaroon` is the file the
 * RPC needs (null: the RPC needs none; the samples then send none).
 */
export function connectionValues(
  settings: NodeSettings,
  daemon: DaemonConnection,
  litd: LitdConnection | null,
  macaroon: string | null,
): ConnectionValues {
  const own = daemonSettings(settings, daemon.id);
  const dir = own.dir || daemon.dirVariable;
  const through = reachedThroughLitd(settings, daemon, litd) ? litd : null;
  const throughLitd = through !== null;
  const litPort = settings.litPort || String(through?.port ?? '');
  const grpcPort = throughLitd ? litPort : own.grpcPort || String(daemon.ports.grpc);
  const restPort = throughLitd ? litPort : own.restPort || String(daemon.ports.rest);
  const tlsCertPath = through
    ? fillPath(through.tlsCertPath, settings.litDir || through.dirVariable, settings.network)
    : fillPath(daemon.tlsCertPath, dir, settings.network);
  const macaroonDir = fillPath(daemon.macaroonDir, dir, settings.network);
  const macaroonPath = `${macaroonDir}/${macaroon ?? daemon.defaultMacaroon}`;
  // One page, one macaroon: the CLI reads the file the other samples send. Left to itself it
  // reads its default file from its default folder, so another file is named there.
  const otherFile = macaroon !== null && macaroon !== daemon.defaultMacaroon;
  const cliMacaroonPath = otherFile
    ? `${fillPath(daemon.macaroonDir, daemon.defaultDir, settings.network)}/${macaroon}`
    : null;
  return {
    grpcHost: `${settings.host}:${grpcPort}`,
    restHost: `${settings.host}:${restPort}`,
    tlsCertPath,
    macaroonPath,
    cliFlags: cliFlags({
      settings,
      daemon,
      throughLitd,
      dirSet: own.dir !== '',
      grpcPort,
      tlsCertPath,
      macaroonPath,
      cliMacaroonPath,
    }),
    throughLitd,
  };
}

/**
 * The CLI's global flags: --rpcserver when the address is not the CLI's default; either
 * --network (the CLI then finds the certificate and macaroon under its default folder;
 * --macaroonpath in that folder when the RPC's macaroon is not the CLI's default file) or,
 * when the folder was set or litd serves the daemon, explicit --tlscertpath and
 * --macaroonpath without --network (the CLIs refuse both together).
 */
function cliFlags(params: {
  settings: NodeSettings;
  daemon: DaemonConnection;
  throughLitd: boolean;
  dirSet: boolean;
  grpcPort: string;
  tlsCertPath: string;
  /** The macaroon the samples send (the CLI's default file when the RPC needs none). */
  macaroonPath: string;
  /** That macaroon in the CLI's default folder, when it is not the file the CLI reads by default; else null. */
  cliMacaroonPath: string | null;
}): string {
  const { settings, daemon } = params;
  const flags: string[] = [];
  const word = (text: string) => (/^[\w@%+=:,./~-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);
  if (settings.host !== 'localhost' || params.grpcPort !== String(daemon.ports.grpc))
    flags.push(`--rpcserver=${word(`${settings.host}:${params.grpcPort}`)}`);
  if (params.dirSet || params.throughLitd) {
    flags.push(`--tlscertpath=${word(params.tlsCertPath)}`, `--macaroonpath=${word(params.macaroonPath)}`);
  } else {
    if (settings.network !== 'mainnet') flags.push(`--network=${settings.network}`);
    if (params.cliMacaroonPath) flags.push(`--macaroonpath=${word(params.cliMacaroonPath)}`);
  }
  return flags.map((f) => ` ${f}`).join('');
}
