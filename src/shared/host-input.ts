/**
 * What a reader types or pastes into the "Your node" Host field: a bare host, `host:port`,
 * or a URL (`https://mynode.local:10009/`, copied from a config file or a browser bar). The
 * host and port are taken out of it; the scheme is noticed but not kept, as each sample
 * picks its own (gRPC over TLS, REST over https). Anything else is a problem, said in words,
 * and the settings keep what they held: "https" alone is a valid host name, so a URL must
 * never be cut at its first colon.
 */
import {
  type DaemonSettings,
  type NodeFacts,
  type NodeSettings,
  daemonSettings,
  hostProblem,
  portProblem,
  reachedThroughLitd,
} from './node-settings.ts';

export interface HostInput {
  host: string;
  /** The port the text named, or null. */
  port: string | null;
  /** The URL's scheme in lower case (https), or null when the text had none. */
  scheme: string | null;
}

export type HostReading = { ok: true; value: HostInput } | { ok: false; problem: string };

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(.*)$/s;
/** `[v6]`, `[v6]:port`, `name`, `name:port` (the port may be empty while being typed: a problem). */
const HOST_PORT = /^(\[[^\]]*\]|[^:[\]]*)(?::([^:]*))?$/;

/** Reads the Host field's text (trimmed by the caller or not). */
export function readHostInput(text: string): HostReading {
  let rest = text.trim();
  let scheme: string | null = null;
  const url = SCHEME.exec(rest);
  if (url) {
    scheme = url[1]!.toLowerCase();
    // The authority ends at the path, query or fragment; user info before "@" is dropped.
    rest = url[2]!.split(/[/?#]/, 1)[0]!;
    rest = rest.slice(rest.lastIndexOf('@') + 1);
    if (rest === '') return { ok: false, problem: 'a host after the scheme, such as https://mynode.local:10009' };
  }
  const parts = HOST_PORT.exec(rest);
  if (!parts) {
    return {
      ok: false,
      problem:
        rest.includes('::') || /^[0-9A-Fa-f]*:[0-9A-Fa-f]*:/.test(rest)
          ? 'brackets around an IPv6 address, such as [::1]'
          : 'a host name or IP address, such as localhost, 10.0.0.5 or [::1]',
    };
  }
  const host = parts[1]!;
  const port = parts[2] ?? null;
  const hostIssue = hostProblem(host);
  if (hostIssue) return { ok: false, problem: hostIssue };
  if (port !== null && (port === '' || portProblem(port)))
    return { ok: false, problem: `a port number from 1 to 65535 after "${host}:"` };
  return { ok: true, value: { host, port, scheme } };
}

/** The settings a Host reading changes, and the words saying what was taken from the text (or ""). */
export interface HostChange {
  settings: NodeSettings;
  notice: string;
}

/**
 * The reader's settings with a Host reading applied. A port goes where the daemon's samples
 * read it: litd's port when litd serves the daemon, the REST port when it is the REST port
 * the samples already use, else the gRPC port (lnd's 10009, the port CLI users copy).
 */
export function applyHostInput(settings: NodeSettings, node: NodeFacts, input: HostInput): HostChange {
  const { daemon, litd } = node;
  const said: string[] = [];
  let next: NodeSettings = { ...settings, host: input.host };
  if (input.port !== null || input.scheme !== null) said.push(`Host ${input.host}`);
  if (input.port !== null) {
    const own = daemonSettings(settings, daemon.id);
    const withPort = (change: Partial<DaemonSettings>) => ({
      ...next,
      daemons: { ...next.daemons, [daemon.id]: { ...own, ...change } },
    });
    if (reachedThroughLitd(settings, daemon, litd)) {
      next = { ...next, litPort: input.port };
      said.push(`litd port ${input.port}`);
    } else if (input.port === (own.restPort || String(daemon.ports.rest))) {
      next = withPort({ restPort: input.port });
      said.push(`${daemon.title} REST port ${input.port}`);
    } else {
      next = withPort({ grpcPort: input.port });
      said.push(`${daemon.title} gRPC port ${input.port}`);
    }
  }
  if (said.length === 0) return { settings: next, notice: '' };
  const scheme =
    input.scheme === null
      ? ''
      : ` The ${input.scheme}:// is left out: gRPC samples always use TLS and REST samples https.`;
  return { settings: next, notice: `Taken from the address: ${said.join(', ')}.${scheme}` };
}
