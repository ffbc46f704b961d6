/**
 * "New in v0.21.2-beta" or "Changed in v0.21.2-beta" (a link to the entry on the changes
 * page), from the generated API changes. For RPC headers, field and enum value rows.
 */
import type { ReleaseNote } from '../../site/page-data.ts';

export function ReleaseBadge({ note }: { note: ReleaseNote }) {
  const label = `${note.kind === 'new' ? 'New' : 'Changed'} in ${note.tag}`;
  return (
    <a className={`badge badge--${note.kind === 'new' ? 'new' : 'changed'}`} href={note.href} title={`${label}: see the API changes`}>
      {label}
    </a>
  );
}
