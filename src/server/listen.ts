/**
 * Starts a Node HTTP server for a request handler and stops it cleanly: `close()` ends
 * idle keep-alive connections and open event streams too, so shutdown never hangs.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApidocsError } from '../shared/errors.ts';
import type { RequestHandler } from './site-handler.ts';

export interface ListenOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Path printed after the origin (the base URL). */
  basePath: string;
}

export interface RunningServer {
  /** http://host:port */
  origin: string;
  /** The site's address: origin + base path. */
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

/** Listens on host:port; rejects with a clear error when the port is taken or the host unknown. */
export async function listen(handler: RequestHandler, options: ListenOptions): Promise<RunningServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, options)));
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${displayHost(options.host)}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    origin,
    url: `${origin}${options.basePath}`,
    server,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/** The host as a browser should be pointed at it (wildcards become localhost, IPv6 gets brackets). */
export function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function listenError(error: NodeJS.ErrnoException, options: ListenOptions): Error {
  if (error.code === 'EADDRINUSE')
    return new ApidocsError(`port ${options.port} on ${options.host} is already in use`, {
      hint: 'Stop the other server or pass another port with --port N (0 picks a free one).',
      cause: error,
    });
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return new ApidocsError(`cannot listen on host ${options.host}`, {
      hint: 'Pass an address of this machine with --host (127.0.0.1, 0.0.0.0, ::1).',
      cause: error,
    });
  if (error.code === 'EACCES')
    return new ApidocsError(`no permission to listen on port ${options.port}`, {
      hint: 'Use a port above 1023 with --port N.',
      cause: error,
    });
  return error;
}

/** Runs `stop` once on SIGINT or SIGTERM, then exits with status 0. */
export function stopOnSignals(stop: () => Promise<void>, write: (line: string) => void): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    write(`${signal}: shutting down`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        write(`error while shutting down: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
