/** `apidocs serve` as a function: the production handler on a listening HTTP server. */
import fs from 'node:fs';
import path from 'node:path';
import { ApidocsError } from '../shared/errors.ts';
import { normalizeBaseUrl } from './base-url.ts';
import { type RunningServer, listen } from './listen.ts';
import { type ProductionView, productionView } from './production-view.ts';
import { createNodeProxy, type NodeProxyOptions } from './node-proxy.ts';
import { createSiteHandler } from './site-handler.ts';

export interface ServeOptions {
  /** The build output folder. */
  dir: string;
  host: string;
  port: number;
  baseUrl: string;
  /** Messages about new builds being picked up (stderr in the CLI). */
  write?: (line: string) => void;
  /** How often the folder is checked for a new build (ms; tests pass 0 and call refresh). */
  pollMs?: number;
  /** `--node`: forward <base>_node/ to the reader's node (src/server/node-proxy.ts). */
  node?: Omit<NodeProxyOptions, 'baseUrl'>;
}

export interface RunningSite extends RunningServer {
  /** The view answering requests (tests make it look at the folder at once). */
  view: ProductionView;
}

/** Serves a finished build; resolves once its files are loaded and the server listens. */
export async function serveBuild(options: ServeOptions): Promise<RunningSite> {
  const root = path.resolve(options.dir);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    throw new ApidocsError(`${root} is not a folder`, {
      location: options.dir,
      hint: 'Run apidocs build first, or pass the output folder with --dir DIR.',
    });
  }
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const view = await productionView(root, {
    baseUrl,
    write: options.write,
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
  });
  const site = createSiteHandler({ baseUrl, view });
  const proxy = options.node ? createNodeProxy({ ...options.node, baseUrl }) : null;
  const handler: typeof site = proxy
    ? (req, res) => (proxy.owns(req.url ?? '') ? proxy.handle(req, res) : site(req, res))
    : site;
  const server = await listen(handler, { host: options.host, port: options.port, basePath: baseUrl }).catch(
    (error: unknown) => {
      view.close();
      throw error;
    },
  );
  if (proxy)
    server.server.on('upgrade', (req, socket, head) =>
      proxy.owns(req.url ?? '') ? proxy.upgrade(req, socket, head) : socket.destroy(),
    );
  return {
    ...server,
    view,
    close: async () => {
      proxy?.close();
      view.close();
      await server.close();
    },
  };
}
