/**
 * The links of a daemon's release switch, shared by the navbar's version dropdown and the
 * mobile menu: each release (newest first, "latest" marked) leads to the same page there,
 * or to its index when it lacks the page, and says so; then the API changes page. Plain
 * links: they work without JavaScript; with it, the router remembers the pick
 * (preferred-release.ts) and keeps the #fragment being read (router.ts).
 */
import type { ReleaseContext } from '../../site/page-data.ts';

export function ReleaseChoiceLinks({
  release,
  pageTitle,
  linkClass,
}: {
  release: ReleaseContext;
  pageTitle: string;
  linkClass: string;
}) {
  return (
    <>
      {release.choices.map((choice) => {
        const current = choice.tag === release.tag;
        return (
          <a
            key={choice.tag}
            className={current ? `${linkClass} ${linkClass}--active` : linkClass}
            href={choice.href}
            data-release-pick={`${release.daemonId}@${choice.tag}`}
            aria-current={current ? 'true' : undefined}
          >
            <span className="release-choice__tag">{choice.tag}</span>
            {choice.latest ? (
              <>
                {' '}
                <span className="badge badge--latest">latest</span>
              </>
            ) : null}
            {choice.missing ? (
              <>
                {' '}
                <span className="release-choice__note">{pageTitle} is not in this release: opens its index</span>
              </>
            ) : null}
          </a>
        );
      })}
      {release.changesHref ? (
        <a className={`${linkClass} ${linkClass}--secondary`} href={release.changesHref}>
          API changes
        </a>
      ) : null}
    </>
  );
}
