/**
 * The cache of the outputs written after the render (OpenAPI documents, sitemap, gap report,
 * history files, name index, error catalogues, llms files: site-outputs.ts). Each is a pure
 * function of what the page data is made from (the model, the history, the content folder,
 * apidocs' code: page-data-cache.ts's key) and of what the build made from those (pages,
 * site data, Markdown copies, the files written before it), so a build whose page data key
 * is unchanged replays an output's recorded writes instead of computing it again (the
 * OpenAPI documents' code samples alone are about 2 CPU-s). The search index is not among
 * them: it is written before the site data, which records its address.
 *
 * An entry records, in order, every file the output wrote (its bytes) and every hard link
 * it made, and its progress summary; it is keyed by the page data key and the output's
 * name, stored as a checked file (checked-file.ts) under <cacheDir>/outputs/, and a corrupt
 * entry is a miss. Entries of the two newest page data keys are kept. Turned off with the
 * page caches.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { keepNewest, readChecked, writeChecked } from './checked-file.ts';
import { type OutputTarget, linkTo, writeTo } from './output-dir.ts';

/** Bumped when the entry layout changes. */
const FORMAT = 'apidocs-outputs-1';

/** One step an output took: a file written, or a hard link made of one. */
type Step = { write: string; data: Uint8Array } | { link: string; to: string };

interface Recorded {
  format: string;
  summary: string;
  steps: Step[];
}

export interface OutputCache {
  /** Writes the output from its recording, or runs `write` and records it; returns the summary. */
  replayOrRecord(name: string, output: OutputTarget, write: (output: OutputTarget) => string): string;
  /** Outputs replayed from the cache so far. */
  readonly replayed: string[];
  /** Keeps the entries of this and the previous page data key. */
  prune(outputs: number): void;
}

/** The output cache of the build whose page data key is `pageDataKey`, or null when it cannot be created. */
export function openOutputCache(cacheRoot: string, pageDataKey: string): OutputCache | null {
  const dir = path.join(cacheRoot, 'outputs');
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch {
    return null;
  }
  const replayed: string[] = [];
  const entry = (name: string) =>
    path.join(dir, `${crypto.createHash('sha256').update(`${FORMAT}\0${pageDataKey}\0${name}`).digest('hex')}.bin`);
  return {
    replayed,
    replayOrRecord(name, output, write) {
      const file = entry(name);
      const recorded = readRecorded(file);
      if (recorded) {
        for (const step of recorded.steps) {
          if ('write' in step) writeTo(output, step.write, step.data);
          else linkTo(output, step.link, step.to);
        }
        const now = new Date();
        fs.utimesSync(file, now, now); // used: among the newest, kept by prune
        replayed.push(name);
        return recorded.summary;
      }
      const steps: Step[] = [];
      const recording: OutputTarget = {
        dir: output.dir,
        onWrite(relative, data) {
          steps.push({ write: relative, data: typeof data === 'string' ? Buffer.from(data) : data });
          output.onWrite?.(relative, data);
        },
        onLink(existing, added) {
          steps.push({ link: existing, to: added });
          output.onLink?.(existing, added);
        },
      };
      const summary = write(recording);
      writeChecked(file, v8.serialize({ format: FORMAT, summary, steps } satisfies Recorded));
      return summary;
    },
    prune(outputs) {
      keepNewest(dir, 2 * outputs);
    },
  };
}

function readRecorded(file: string): Recorded | null {
  const body = readChecked(file);
  if (!body) return null;
  try {
    const value = v8.deserialize(body) as Partial<Recorded>;
    return value.format === FORMAT && typeof value.summary === 'string' && Array.isArray(value.steps)
      ? (value as Recorded)
      : null;
  } catch {
    return null;
  }
}
