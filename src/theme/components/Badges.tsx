/** Optional badges beside a name ("new in v0.21.2-beta"); renders nothing when there are none. */
import type { BadgeView } from '../../site/page-data.ts';

export function Badges({ badges }: { badges: BadgeView[] | undefined }) {
  if (!badges || badges.length === 0) return null;
  return (
    <>
      {badges.map((badge) => (
        <span key={badge.label} className={`badge badge--${badge.tone ?? 'neutral'}`} title={badge.title}>
          {badge.label}
        </span>
      ))}
    </>
  );
}
