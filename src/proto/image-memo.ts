/**
 * The descriptor images buf built last, by the content of their inputs: the staged layout (each
 * file's module folder and import path), each file's bytes and the source-info switch. Releases
 * whose protos did not change between tags (about 60 of the 139 the API history reads: faraday's
 * seven share one set) then cost one `buf build`, not one each. A build in flight is shared too:
 * the history compiles a daemon's releases several at a time. Bounded, because an image with
 * source info is a few MB and the history reads the releases of each daemon in order, so an
 * unchanged set is met again soon or not at all.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** Images kept: enough for the history's four compiles at a time across a daemon's neighbouring tags. */
const KEPT = 8;

/**
 * Images by key, for one caller's run (the API history makes one per load): a build of the
 * site's full releases, which share no whole set, passes none and keeps no image alive.
 */
export class ImageMemo {
  private readonly images = new Map<string, Promise<Buffer>>();

  /** The image of `key`, built by `build` unless it was built (or is being built) already. A failed build is not kept. */
  image(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.images.get(key);
    if (known) {
      // Most recently used last: the oldest is dropped first.
      this.images.delete(key);
      this.images.set(key, known);
      return known;
    }
    const built = build();
    this.images.set(key, built);
    built.catch(() => this.images.get(key) === built && this.images.delete(key));
    while (this.images.size > KEPT) this.images.delete(this.images.keys().next().value!);
    return built;
  }
}

/** One staged input: where buf sees it and the real file it links to. */
export interface StagedInput {
  stagedPath: string;
  realPath: string;
}

/** The key of a build's inputs (their staged paths and contents, and the switches of the build). */
export function imageKey(inputs: StagedInput[], switches: string): string {
  const hash = createHash('sha256').update(switches);
  for (const input of [...inputs].sort((a, b) => (a.stagedPath < b.stagedPath ? -1 : 1)))
    hash
      .update(`\0${input.stagedPath}\0`)
      .update(createHash('sha256').update(fs.readFileSync(input.realPath)).digest());
  return hash.digest('hex');
}
