/**
 * The dev server's channel to open tabs: a server-sent event stream. Each tab's reload
 * client subscribes; after every rebuild the server sends `reload` (with the changed
 * routes) or `build-error` (with the message). A tab that connects (or reconnects) is told
 * the current state at once, so a tab opened while the build is broken shows the overlay,
 * and one that missed a rebuild while disconnected reloads (the build generation changed).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the client receives; the client side is dev-client.ts. */
export type DevEvent =
  | { type: 'hello'; generation: number; error: string | null }
  /**
   * routes: the changed route paths; null when every page may have changed (first build).
   * inPlace: only those pages' data changed, so a tab may show it without reloading.
   */
  | { type: 'reload'; generation: number; routes: string[] | null; inPlace: boolean }
  | { type: 'build-error'; message: string }
  | { type: 'build-ok'; generation: number };

export interface ReloadEvents {
  /** Handles a request for the event stream. */
  subscribe(req: IncomingMessage, res: ServerResponse): void;
  /** A rebuild succeeded; `routes` are the changed route paths (possibly none), null for all. */
  built(routes: string[] | null, inPlace?: boolean): void;
  /** A rebuild failed. */
  failed(message: string): void;
  /** Number of open streams (tabs). */
  readonly clients: number;
  /** Ends every stream (shutdown). */
  close(): void;
}

/** Keeps idle proxies and browsers from dropping a quiet stream. */
const HEARTBEAT_MS = 15_000;

/** Creates the event channel. */
export function createReloadEvents(): ReloadEvents {
  const streams = new Set<ServerResponse>();
  let generation = 0;
  let error: string | null = null;

  const send = (res: ServerResponse, event: DevEvent) => {
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const broadcast = (event: DevEvent) => {
    for (const res of streams) send(res, event);
  };
  const heartbeat = setInterval(() => {
    for (const res of streams) res.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    subscribe(req, res) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write('retry: 500\n\n');
      send(res, { type: 'hello', generation, error });
      streams.add(res);
      req.on('close', () => streams.delete(res));
    },
    built(routes, inPlace = false) {
      generation += 1;
      const recovered = error !== null;
      error = null;
      if (recovered) broadcast({ type: 'build-ok', generation });
      broadcast({ type: 'reload', generation, routes, inPlace });
    },
    failed(message) {
      error = message;
      broadcast({ type: 'build-error', message });
    },
    get clients() {
      return streams.size;
    },
    close() {
      clearInterval(heartbeat);
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
