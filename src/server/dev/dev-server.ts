/**
 * `apidocs dev` as a function: build once, serve the output without caching, watch the
 * content folder and proto trees, rebuild what a change affects (through the dev builder),
 * and tell open tabs to reload. A failed build is printed and pushed to the tabs as an
 * overlay; the last good output stays served and the next good save recovers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { type FSWatcher, watch } from 'chokidar';
import type { DevBuilder } from '../../build/dev-builder.ts';
import { formatMs } from '../../build/phase.ts';
import { isSearchIndexFile } from '../../build/write-search-index.ts';
import { formatError } from '../../shared/errors.ts';
import { headerPolicy } from '../build-csp.ts';
import { listen } from '../listen.ts';
import { CACHE_NONE, securityHeaders, setHeaders } from '../response-headers.ts';
import { sendBody } from '../send-body.ts';
import { developmentView } from '../development-view.ts';
import { answerInternalError, createSiteHandler } from '../site-handler.ts';
import { bundleDevClient } from './bundle-dev-client.ts';
import { devClientUrl, devEventsUrl, injectDevClient } from './inject-dev-client.ts';
import { CHOKIDAR_CHANGE_THROTTLE_MS, type FileSnapshot, changedSince, snapshotFiles } from './missed-changes.ts';
import { createReloadEvents } from './reload-events.ts';
import { createWatchQueue } from './watch-queue.ts';
import { isBuildInput, watchIgnore } from './watch-filter.ts';

export interface DevServerOptions {
  builder: DevBuilder;
  baseUrl: string;
  host: string;
  port: number;
  /** Progress and error lines (stderr in the CLI). */
  write: (line: string) => void;
  /** Quiet time after a change before rebuilding (editors write in several events). */
  settleMs?: number;
}

export interface DevServer {
  origin: string;
  /** The site's address. */
  url: string;
  /** Number of connected tabs. */
  readonly tabs: number;
  /** Stops watching and serving. */
  close(): Promise<void>;
}

/** Long enough to merge the events of one save, short enough not to be noticed. */
const DEFAULT_SETTLE_MS = 25;

/** Builds, serves and watches; resolves once the server listens and the watcher is ready. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { builder, baseUrl, write } = options;
  const events = createReloadEvents();
  const clientScript = await bundleDevClient();
  const site = createSiteHandler({
    baseUrl,
    view: developmentView(builder.outDir, (html) => injectDevClient(html, baseUrl)),
  });
  const devCsp = headerPolicy([]);

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    try {
      handleDev(req, res);
    } catch (error) {
      answerInternalError(res, error);
    }
  };
  const handleDev = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (pathname === devEventsUrl(baseUrl) && req.method === 'GET') {
        setHeaders(res, securityHeaders(devCsp));
        return events.subscribe(req, res);
      }
      if (pathname === devClientUrl(baseUrl)) {
        setHeaders(res, securityHeaders(devCsp));
        return sendBody(req, res, 200, clientScript, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': CACHE_NONE,
        });
      }
    }
    // Watch mode rewrites the search index when it is asked for, not on every edit.
    if (isSearchIndexFile(pathname ?? '')) refreshSearchIndex();
    site(req, res);
  };

  const refreshSearchIndex = () => {
    try {
      if (builder.refreshSearchIndex()) write('✓ rewrote the search index');
    } catch (error) {
      write(`warning: the search index could not be rewritten: ${formatError(error)}`);
    }
  };

  let built = false;
  /** Files of failed rebuilds, retried with the next change (the builder kept its old state). */
  const unbuilt = new Set<string>();
  const rebuild = async (files: string[]) => {
    const started = performance.now();
    const batch = [...new Set([...unbuilt, ...files])].sort();
    const snapshot = snapshotFiles(batch);
    try {
      let routes: string[] | null = null;
      let inPlace = false;
      if (built) {
        const update = await builder.update(batch);
        routes = update.routes;
        inPlace = !update.siteChanged;
      } else {
        await builder.initial();
        built = true;
      }
      unbuilt.clear();
      watcher?.add(builder.watchPaths()); // the proto trees are known once a build succeeded
      events.built(routes, inPlace);
      write(
        `✓ ${describeRebuild(batch, routes)} in ${formatMs(performance.now() - started)}${events.clients > 0 ? `, reloading ${events.clients} tab${events.clients === 1 ? '' : 's'} if affected` : ''}`,
      );
    } catch (error) {
      for (const file of batch) unbuilt.add(file);
      const message = formatError(error);
      events.failed(message);
      write(
        `✗ build failed after ${formatMs(performance.now() - started)}; still serving the last good build\nerror: ${message}`,
      );
    }
    requeueMissedChanges(snapshot, started);
  };

  /** Queues files saved again while chokidar's throttle hid the event (see missed-changes.ts). */
  const requeueMissedChanges = (snapshot: FileSnapshot, started: number) => {
    if (snapshot.size === 0) return;
    const wait = Math.max(0, started + CHOKIDAR_CHANGE_THROTTLE_MS + 10 - performance.now());
    setTimeout(() => {
      for (const file of changedSince(snapshot)) queue.add(file);
    }, wait).unref();
  };

  let watcher: FSWatcher | undefined;
  // Listen first so a taken port fails at once, not after the first build; the URL is
  // handed out only once that build is done.
  const server = await listen(handler, { host: options.host, port: options.port, basePath: baseUrl });
  await rebuild([]);
  const queue = createWatchQueue({ run: rebuild, settleMs: options.settleMs ?? DEFAULT_SETTLE_MS });
  const roots = builder.watchPaths();
  watcher = watch(roots, { ignoreInitial: true, ignored: watchIgnore(roots, builder.outDir) });
  watcher.on('all', (event, file) => {
    const absolute = path.resolve(file);
    if ((event === 'add' || event === 'change' || event === 'unlink') && isBuildInput(absolute, builder.watchPaths()))
      queue.add(absolute);
  });
  watcher.on('error', (error) => write(`warning: watcher: ${String(error)}`));
  await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));

  return {
    origin: server.origin,
    url: server.url,
    get tabs() {
      return events.clients;
    },
    async close() {
      await watcher?.close();
      await queue.close();
      events.close();
      await server.close();
    },
  };
}

/** "rebuilt 2 pages (pages/home.md)" for the progress line. */
function describeRebuild(files: string[], routes: string[] | null): string {
  const what =
    routes === null
      ? 'built the site'
      : routes.length === 0
        ? 'rebuilt, no page changed'
        : `rebuilt ${routes.length} page${routes.length === 1 ? '' : 's'}`;
  const names = files.map((f) => path.basename(f));
  return names.length === 0
    ? what
    : `${what} (${names.slice(0, 3).join(', ')}${names.length > 3 ? `, +${names.length - 3} more` : ''})`;
}
