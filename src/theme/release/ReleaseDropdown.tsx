/**
 * The version dropdown on a daemon's pages: its releases, newest first and marked
 * "latest", each linking to the same page in that release. A release that lacks the page
 * links to its index and says so. Plain links: it works without JavaScript; the client
 * remembers the pick (preferred-release.ts).
 */
import type { ReleaseContext } from '../../site/page-data.ts';
import { Dropdown } from '../navbar/Dropdown.tsx';

export function ReleaseDropdown({ release, pageTitle }: { release: ReleaseContext; pageTitle: string }) {
  return (
    <Dropdown label={release.tag} ariaLabel={`${release.daemonName} release`}>
      {release.choices.map((choice) => {
        const current = choice.tag === release.tag;
        return (
          <a
            key={choice.tag}
            className={current ? 'dropdown__link dropdown__link--active' : 'dropdown__link'}
            href={choice.href}
            data-release-pick={`${release.daemonId}@${choice.tag}`}
            aria-current={current ? 'true' : undefined}
          >
            <span className="release-choice__tag">{choice.tag}</span>
            {choice.latest ? <> <span className="badge badge--latest">latest</span></> : null}
            {choice.missing ? (
              <> <span className="release-choice__note">{pageTitle} is not in this release: opens its index</span></>
            ) : null}
          </a>
        );
      })}
      {release.changesHref ? (
        <a className="dropdown__link dropdown__link--secondary" href={release.changesHref}>
          API changes
        </a>
      ) : null}
    </Dropdown>
  );
}
