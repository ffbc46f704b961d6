/**
 * The temporary buf workspaces of compile.ts: `<tmp>/apidocs-<service>-<pid>-<random>`,
 * removed when the compile ends and when the process is interrupted. A build killed with
 * kill -9, or one that ends (exits) while a sibling service is still compiling, leaves
 * them behind; the next build removes those whose process is gone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessAlive } from '../shared/process-alive.ts';
import { registerTemporary, unregisterTemporary } from '../shared/interrupt-cleanup.ts';

/** Earlier versions named workspaces without a process id; past this age they are taken as abandoned. */
const UNOWNED_STALE_MS = 10 * 60 * 1000;

/** Creates a workspace for one service's compile; call releaseStageDir when done with it. */
export function createStageDir(serviceId: string, tmp = os.tmpdir()): string {
  const dir = fs.mkdtempSync(path.join(tmp, `apidocs-${serviceId}-${process.pid}-`));
  registerTemporary(dir);
  return dir;
}

/** Removes a workspace. */
export function releaseStageDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  unregisterTemporary(dir);
}

/**
 * Removes the workspaces of the given services that no running process owns. Only folders
 * shaped like a workspace are touched: the name `apidocs-<service id>-...` and, inside,
 * nothing but buf.yaml, image.binpb, .bufcache and module folders r0, r1, ...
 */
export function removeStaleStageDirs(serviceIds: readonly string[], tmp = os.tmpdir(), now = Date.now()): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(tmp);
  } catch {
    return [];
  }
  if (serviceIds.length === 0) return [];
  const ids = serviceIds.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const pattern = new RegExp(`^apidocs-(?:${ids})-(?:(\\d+)-)?[0-9A-Za-z]{6}$`);
  const removed: string[] = [];
  for (const name of names) {
    const match = name.match(pattern);
    if (!match) continue;
    const dir = path.join(tmp, name);
    const pid = match[1] === undefined ? null : Number(match[1]);
    if (!isWorkspace(dir)) continue;
    if (pid !== null ? isProcessAlive(pid) : now - mtimeOf(dir) <= UNOWNED_STALE_MS) continue;
    fs.rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/** A folder holding only what compile.ts puts into a workspace. */
function isWorkspace(dir: string): boolean {
  try {
    if (!fs.lstatSync(dir).isDirectory()) return false;
    return fs.readdirSync(dir).every((entry) => /^(buf\.yaml|image\.binpb|\.bufcache|r\d+)$/.test(entry));
  } catch {
    return false;
  }
}

function mtimeOf(dir: string): number {
  try {
    return fs.statSync(dir).mtimeMs;
  } catch {
    return Date.now();
  }
}
