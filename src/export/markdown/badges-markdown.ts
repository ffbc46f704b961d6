/** Badges and the release a page documents, as Markdown text. */
import type { BadgeView, PageData, ReleaseNote } from '../../site/page-data.ts';
import { releaseNoteLabel } from '../../site/release-note-label.ts';
import { escapeText, link } from './markdown-text.ts';

/** Badges as bracketed labels: "[new in v0.21.2-beta]" (escaped, so never a link). */
export function badgesText(badges: BadgeView[] | undefined): string {
  return (badges ?? []).map((b) => escapeText(`[${b.title ? `${b.label}: ${b.title}` : b.label}]`)).join(' ');
}

/** Badges as a line of their own, or null when there are none. */
export function badgesLine(badges: BadgeView[] | undefined): string | null {
  return badgesText(badges) || null;
}

/** Which release of which daemon a page documents, and where the newest is when it is older. */
export function releaseLine(page: PageData): string | null {
  const r = page.release;
  if (!r) return null;
  const newest = r.latest ? ' (the newest pinned release)' : `; the newest is ${link(r.newestTag, r.newest.href)}`;
  return `${escapeText(r.daemonName)} ${escapeText(r.tag)}${newest}.`;
}

/**
 * Release notes as text, each linked to its changes entry: "[Added in v0.21.2-beta](...)"; a
 * removal or deprecation with an "Upgrading to" page links it after: "[Removed in vX](...) ([Upgrading to vX](...))".
 */
export function notesText(notes: ReleaseNote[] | undefined): string {
  return (notes ?? [])
    .map((note) => {
      const label = note.href ? link(releaseNoteLabel(note), note.href) : escapeText(releaseNoteLabel(note));
      return note.upgrading ? `${label} (${link(`Upgrading to ${note.tag}`, note.upgrading)})` : label;
    })
    .join(', ');
}
