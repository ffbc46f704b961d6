/** `apidocs serve` as a function: the production handler on a listening HTTP server. */
import fs from 'node:fs';
import path from 'node:path';
import { ApidocsError } from '../shared/errors.ts';
import { normalizeBaseUrl } from './base-url.ts';
import { type RunningServer, listen } from './listen.ts';
import { createSiteHandler } from './site-handler.ts';

export interface ServeOptions {
  /** The build output folder. */
  dir: string;
  host: string;
  port: number;
  baseUrl: string;
}

/** Serves a finished build; resolves once the server listens. */
export async function serveBuild(options: ServeOptions): Promise<RunningServer> {
  const root = path.resolve(options.dir);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    throw new ApidocsError(`${root} is not a folder`, { location: options.dir, hint: 'Run apidocs build first, or pass the output folder with --dir DIR.' });
  }
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const handler = createSiteHandler({ root, baseUrl, mode: 'production' });
  return listen(handler, { host: options.host, port: options.port, basePath: baseUrl });
}

