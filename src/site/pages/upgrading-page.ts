/**
 * "Upgrading to <release>" (api/<daemon>/history/<tag>/upgrading/), for every tracked release
 * whose changes from the release it follows break or deprecate something: what was removed
 * and what replaces it (successor, field mapping, behaviour that breaks callers, the error an
 * old client now gets), the other breaking changes, and the new deprecations, each saying
 * whose calls it affects. A view of the history's changes and the replacements
 * (src/site/history/replacements.ts); linked from the timeline and the changes pages.
 */
import type { ElementRef } from '../../content/replacement-facts.ts';
import type { ApiChange, ApiChanges } from '../../diff/api-changes.ts';
import { historyChangesHref } from '../history/element-notes.ts';
import { replacementView } from '../history/replacement-views.ts';
import type { ChangeEntryView, UpgradeItemView, UpgradingPage } from '../release-page-data.ts';
import type { SiteDaemon } from '../site-api.ts';
import { sitePaths } from '../urls.ts';
import { changeEntry } from './api-changes-page.ts';
import { historyLinkFor, historyPageBase, historyTargetLink, timelineCrumb } from './history-navigation.ts';
import { type PageContext, daemonHistoryOf, href } from './page-context.ts';
import { DEPRECATIONS, upgradingHref } from './upgrading-links.ts';

/** The page of one release (which must have one: hasUpgradingPage). */
export function upgradingPage(
  ctx: PageContext,
  daemon: SiteDaemon,
  tag: string,
  removedPaths: ReadonlyMap<string, string>,
): UpgradingPage {
  const history = daemonHistoryOf(ctx, daemon);
  const changes = history.changesInto(tag);
  if (!changes) throw new Error(`Internal error: ${daemon.id} ${tag} follows no release`);
  const linkFor = historyLinkFor(ctx, daemon, removedPaths);
  const linkTarget = historyTargetLink(ctx, daemon, removedPaths);
  const item = (change: ApiChange): UpgradeItemView => {
    const entry: ChangeEntryView = changeEntry(changes, change, linkFor, linkTarget);
    const element = elementOf(change);
    return {
      id: entry.id,
      subject: entry.subject,
      text: entry.text,
      affects: affectedRpcs(changes, change, linkFor),
      replacement: element ? replacementView(ctx, daemon, element) : null,
    };
  };
  const breaking = changes.changes.filter((c) => c.severity !== 'non-breaking');
  const title = `Upgrading to ${daemon.title} ${tag}`;
  const changesLink = { label: `API changes in ${tag}`, href: historyChangesHref(ctx.baseUrl, daemon.id, tag) };
  return {
    ...historyPageBase(
      ctx,
      daemon,
      {
        path: upgradingHref(ctx, daemon, tag),
        title,
        crumb: `Upgrading to ${tag}`,
        description: `What breaks when a ${daemon.title} client moves from ${changes.from} to ${tag}, for whom, and what replaces each removed or deprecated element.`,
      },
      { kind: 'index' },
      [timelineCrumb(ctx, daemon), { label: tag, href: changesLink.href }],
    ),
    kind: 'upgrading',
    title,
    daemon: daemon.title,
    tag,
    from: { label: changes.from, href: linkFor(changes.from, { kind: 'index' }) },
    changes: changesLink,
    timeline: { label: `${daemon.title} API history`, href: href(ctx, sitePaths.history(daemon.id)) },
    removed: breaking.filter((c) => c.kind.endsWith('-removed')).map(item),
    breaking: breaking.filter((c) => !c.kind.endsWith('-removed')).map(item),
    deprecated: changes.changes.filter((c) => DEPRECATIONS.has(c.kind)).map(item),
  };
}

/** The element a removal or deprecation is about, as the replacements name it. */
function elementOf(change: ApiChange): ElementRef | null {
  switch (change.kind) {
    case 'rpc-removed':
    case 'rpc-deprecated':
      return { kind: 'rpc', key: change.rpc };
    case 'field-removed':
    case 'field-deprecated':
      return { kind: 'field', key: `${change.type}.${change.field}` };
    case 'enum-value-removed':
    case 'enum-value-deprecated':
      return { kind: 'enumValue', key: `${change.type}.${change.value}` };
    case 'rest-removed':
      return { kind: 'rest', key: `${change.route.method} ${change.route.path}` };
    default:
      return null;
  }
}

/** The RPCs whose callers a change affects ("Lightning.SendPaymentSync"), linked to their pages. */
function affectedRpcs(
  changes: ApiChanges,
  change: ApiChange,
  linkFor: ReturnType<typeof historyLinkFor>,
): UpgradeItemView['affects'] {
  return change.affects.map((rpc) => {
    const page = { kind: 'method', method: rpc } as const;
    return {
      label: rpc.split('.').slice(-2).join('.'),
      href: linkFor(changes.to, page) ?? linkFor(changes.from, page),
    };
  });
}
