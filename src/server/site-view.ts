/** How `apidocs serve` (production) and `apidocs dev` (development) find and send files. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HasFile } from './resolve-request.ts';

export interface SiteView {
  hasFile: HasFile;
  /** The CSP sent with every response (an HTML page in development may replace it). */
  csp: string;
  sendFile(req: IncomingMessage, res: ServerResponse, file: string): void;
  sendNotFound(req: IncomingMessage, res: ServerResponse): void;
}
