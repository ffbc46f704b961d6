/** How a release note is said, on the page (ReleaseBadge) and in its Markdown copy. */
import type { ReleaseNote } from './page-data.ts';

const WORDS: Record<ReleaseNote['kind'], string> = {
  added: 'Added',
  deprecated: 'Deprecated',
  removed: 'Removed',
  changed: 'Changed',
};

/** The text of a note: "Added in v0.21.2-beta; also v0.20.3-beta". */
export function releaseNoteLabel(note: ReleaseNote): string {
  const also = note.also.length > 0 ? `; also ${note.also.join(', ')}` : '';
  return `${WORDS[note.kind]} in ${note.tag}${also}`;
}
