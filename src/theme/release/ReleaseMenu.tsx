/**
 * The release switch of the mobile menu (below 996 px the navbar's dropdowns are hidden):
 * the daemon's releases as a short list of links under the navbar's links, so a phone
 * reader can reach every release, with or without JavaScript.
 */
import { useId } from 'react';
import type { ReleaseContext } from '../../site/page-data.ts';
import { ReleaseChoiceLinks } from './ReleaseChoiceLinks.tsx';

export function ReleaseMenu({ release, pageTitle }: { release: ReleaseContext; pageTitle: string }) {
  const titleId = useId();
  return (
    <div className="sidebar__releases" role="group" aria-labelledby={titleId}>
      <p className="sidebar__releases-title" id={titleId}>
        {release.daemonName} release
      </p>
      <ReleaseChoiceLinks release={release} pageTitle={pageTitle} linkClass="sidebar__release" />
    </div>
  );
}
