/**
 * The `--node`, `--tlscert` and `--macaroon` options of `apidocs serve`: read and checked
 * here (files read once, at start), so the proxy gets bytes, not paths.
 */
import fs from 'node:fs';
import type { NodeProxyOptions } from '../server/node-proxy.ts';
import { ApidocsError } from '../shared/errors.ts';

export interface NodeFlags {
  node?: string;
  tlscert?: string;
  macaroon?: string;
}

/** The proxy's options, or undefined without --node; `usage` reports a usage error (exit 2). */
export function nodeProxyOptions(
  flags: NodeFlags,
  usage: (message: string) => never,
): Omit<NodeProxyOptions, 'baseUrl'> | undefined {
  if (flags.node === undefined) {
    if (flags.tlscert !== undefined || flags.macaroon !== undefined)
      usage('error: --tlscert and --macaroon go with --node <rest-url>');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(flags.node);
  } catch {
    return usage(`error: --node takes the node's REST URL, such as https://localhost:8080 (got ${flags.node})`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    usage(`error: --node takes an https:// URL (or http:// for a node run with no-rest-tls), not ${url.protocol}`);
  if (url.protocol === 'https:' && flags.tlscert === undefined)
    usage(
      "error: --node with https needs --tlscert <file>, the node's tls.cert: the proxy trusts that certificate only",
    );
  return {
    node: url.href.replace(/\/$/, ''),
    tlsCert: flags.tlscert === undefined ? null : readFile(flags.tlscert, 'certificate'),
    macaroon: flags.macaroon === undefined ? null : readFile(flags.macaroon, 'macaroon').toString('hex'),
  };
}

function readFile(file: string, what: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new ApidocsError(`cannot read the ${what} ${file}`, {
      location: file,
      hint: 'Give the path of the file.',
      cause: error,
    });
  }
}

/** The lines `apidocs serve --node` prints: where calls go, and who can reach them. */
export function proxyNotice(node: string, host: string, url: string, macaroon: boolean): string[] {
  const local = host === '127.0.0.1' || host === 'localhost' || host === '::1';
  return [
    `forwarding ${url}_node/ to ${node} for "Try it"${macaroon ? ', adding the --macaroon file to calls without one' : ''}`,
    local
      ? `listening on ${host} only: other machines cannot reach the proxy (--host 0.0.0.0 would let them reach your node through it)`
      : `warning: listening on ${host}: other machines can reach your node through this proxy${macaroon ? ' with your macaroon' : ''}`,
  ];
}
