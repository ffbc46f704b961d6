/**
 * The cache of the site's outputs besides its pages (search index, OpenAPI documents,
 * sitemap, gap report, history files, name index, error catalogues, llms files:
 * site-outputs.ts). Each is a pure function of what the page data is made from (the model,
 * the history, the content folder, apidocs' code: page-data-cache.ts's key) and of what the
 * build made from those (pages, site data, Markdown copies, the files written before it), so
 * a build whose page data key is unchanged replays an output's recorded writes instead of
 * computing it again (the OpenAPI documents' code samples alone are about 2 CPU-s, the
 * search index about 1 s of a warm build).
 *
 * An entry records, in order, every file the output wrote (its bytes) and every hard link
 * it made, the site data fields it set (the search index's addresses, which the site data
 * file then records), and its progress summary; it is keyed by the page data key and the output's
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
const FORMAT = 'apidocs-outputs-2';

/** One step an output took: a file written, or a hard link made of one. */
type Step = { write: string; data: Uint8Array } | { link: string; to: string };

interface Recorded {
  format: string;
  summary: string;
  steps: Step[];
  /** The values of the fields the output set in `fields.target` (SiteOutput.sets). */
  fields: Record<string, unknown>;
}

/** Fields an output sets on an object besides writing files (the site data's search index addresses). */
export interface SetFields {
  target: object;
  names: readonly string[];
}

export interface OutputCache {
  /**
   * Writes the output from its recording (and sets `sets`' fields again), or runs `write` and
   * records it; returns the summary.
   */
  replayOrRecord(name: string, output: OutputTarget, write: (output: OutputTarget) => string, sets?: SetFields): string;
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
    replayOrRecord(name, output, write, sets) {
      const file = entry(name);
      const recorded = readRecorded(file);
      if (recorded && (sets?.names ?? []).every((field) => field in recorded.fields)) {
        for (const step of recorded.steps) {
          if ('write' in step) writeTo(output, step.write, step.data);
          else linkTo(output, step.link, step.to);
        }
        if (sets) Object.assign(sets.target, recorded.fields);
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
      const target = sets?.target as Record<string, unknown> | undefined;
      const fields = Object.fromEntries((sets?.names ?? []).map((field) => [field, target?.[field]]));
      writeChecked(file, v8.serialize({ format: FORMAT, summary, steps, fields } satisfies Recorded));
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
    return value.format === FORMAT &&
      typeof value.summary === 'string' &&
      Array.isArray(value.steps) &&
      typeof value.fields === 'object' &&
      value.fields !== null
      ? (value as Recorded)
      : null;
  } catch {
    return null;
  }
}
