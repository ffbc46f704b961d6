/**
 * The API history of each daemon as the MCP server reads it from the build: the build's
 * /api/<daemon>/history.json (every tracked release, full or history, with each element's
 * tags, changes and meanings), read on first use and kept, with the views the pages use
 * (index by kind and key, each release as the diff reads it). A build without the file (an
 * older apidocs) answers from its full releases only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseHistoryJson } from '../../history/history-json.ts';
import type { HistoryRelease } from '../../history/history-types.ts';
import { newestRelease } from '../../history/release-order.ts';
import { type DaemonHistory, daemonHistory } from '../../site/history/site-histories.ts';
import { historyJsonPath } from '../../site/urls.ts';
import { ApidocsError } from '../../shared/errors.ts';
import type { SiteBuild } from './site-build.ts';

export interface BuildHistory extends DaemonHistory {
  daemon: string;
  /** False for a history.json written before meanings were kept: presence and changes only. */
  hasMeanings: boolean;
  /** Fields the build added to elements beyond the history (each removed or deprecated element's `replacement`), by `<kind> <key>`. */
  extras: Map<string, Record<string, unknown>>;
  /** The daemon's newest release (the highest version). */
  newest: HistoryRelease;
}

const cache = new WeakMap<SiteBuild, Map<string, BuildHistory | null>>();

/** The history of a daemon of the build, or null when the build has no history.json for it. */
export function buildHistory(build: SiteBuild, daemonId: string): BuildHistory | null {
  let histories = cache.get(build);
  if (!histories) cache.set(build, (histories = new Map()));
  if (!histories.has(daemonId)) histories.set(daemonId, readBuildHistory(build, daemonId));
  return histories.get(daemonId)!;
}

function readBuildHistory(build: SiteBuild, daemonId: string): BuildHistory | null {
  const file = path.join(build.dir, historyJsonPath(daemonId).slice(1));
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  let parsed: ReturnType<typeof parseHistoryJson>;
  try {
    parsed = parseHistoryJson(text);
  } catch (error) {
    throw new ApidocsError(
      `${file} is not a history.json this server reads (${(error as Error).message}): rebuild the site`,
    );
  }
  const views = daemonHistory(parsed.history);
  const newest = newestRelease(parsed.history.releases);
  return { ...views, daemon: daemonId, hasMeanings: parsed.hasMeanings, extras: parsed.extras, newest };
}

/** Why an answer that needs the releases' meanings cannot be given from this build's history, or null when it can. */
export function meaningsProblem(history: BuildHistory): string | null {
  return history.hasMeanings
    ? null
    : `this build's ${history.daemon} history.json keeps which releases have each element but not its meaning (it was written by an older apidocs): rebuild the site to answer about history releases in full`;
}
