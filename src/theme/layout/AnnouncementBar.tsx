/**
 * Optional announcement above the navbar. Server-rendered visible; the head script hides it
 * when the reader dismissed this bar id before, and src/client/behaviours/announcement.ts
 * wires the close button.
 */
import { useSite } from '../contexts.tsx';

export function AnnouncementBar() {
  const { announcementBar } = useSite();
  if (!announcementBar) return null;
  return (
    <div className="announcement" role="banner" data-announcement-id={announcementBar.id}>
      {/* Safe HTML: rendered from markdown with raw HTML disabled at build time. */}
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: announcementBar.html }} />
      {announcementBar.isCloseable ? (
        <button type="button" className="announcement__close" aria-label="Close announcement" data-announcement-close>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
