/** How a release note is said, on the page (ReleaseBadge) and in its Markdown copy. */
import type { ReleaseNote } from './page-data.ts';

const WORDS: Record<ReleaseNote['kind'], string> = {
  added: 'Added',
  deprecated: 'Deprecated',
  removed: 'Removed',
  changed: 'Changed',
};

/**
 * The text of a note: "Added in v0.21.2-beta; also v0.20.3-beta", "Deprecated in v0.18.0-beta
 * (its comment)" when the comment deprecates it and no `option deprecated` does.
 */
export function releaseNoteLabel(note: ReleaseNote): string {
  const also = note.also.length > 0 ? `; also ${note.also.join(', ')}` : '';
  const by = note.byComment ? ' (its comment)' : '';
  return `${WORDS[note.kind]} in ${note.tag}${by}${also}`;
}
