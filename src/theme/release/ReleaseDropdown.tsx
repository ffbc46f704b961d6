/**
 * The version dropdown on a daemon's pages (desktop navbar): its releases, each linking to
 * the same page in that release (ReleaseChoiceLinks). The mobile menu lists the same
 * links (ReleaseMenu).
 */
import type { ReleaseContext } from '../../site/page-data.ts';
import { Dropdown } from '../navbar/Dropdown.tsx';
import { ReleaseChoiceLinks } from './ReleaseChoiceLinks.tsx';

export function ReleaseDropdown({ release, pageTitle }: { release: ReleaseContext; pageTitle: string }) {
  return (
    <Dropdown label={release.tag} ariaLabel={`${release.daemonName} release`}>
      <ReleaseChoiceLinks release={release} pageTitle={pageTitle} linkClass="dropdown__link" />
    </Dropdown>
  );
}
