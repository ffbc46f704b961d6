/**
 * api_changes between any two tracked releases of a daemon, where the build has no changes
 * page for the pair: both releases rebuilt from the API history (history.json) and diffed
 * by the same diff and words as the changes pages and `apidocs diff` (src/diff/). Read by
 * API facts on both sides, as `apidocs diff` does when either release is a history one.
 */
import { SECTIONS, SEVERITIES, sectionOf } from '../../diff/api-changes.ts';
import { describeChange, plainText } from '../../diff/describe-change.ts';
import { diffReleases } from '../../diff/diff-releases.ts';
import { ApidocsError } from '../../shared/errors.ts';
import { sitePaths, withBase } from '../../site/urls.ts';
import { buildHistory, meaningsProblem } from './build-history.ts';
import type { ChangesArgs, ChangesResult } from './changes-tool.ts';
import { elementUrl } from './element-tool.ts';
import { historyPageUrl } from './history-answers.ts';
import { findDaemon } from './scope.ts';
import type { SiteBuild } from './site-build.ts';
import { listValues, ToolInputError } from './tool-input-error.ts';
import { resolveReleases, type TrackedRelease } from './tracked-release.ts';

/** The pair a call asks for: `to` defaults to the daemon's newest release, `from` to the release `to` follows. */
export function historyPair(build: SiteBuild, daemonId: string, args: ChangesArgs): { from: string; to: string } {
  const daemon = findDaemon(build, daemonId);
  const to =
    args.to !== undefined
      ? resolveReleases(build, daemonId, args.to, { argument: 'to' })[0]!.tag
      : daemon.releases[0]!.tag;
  let from: string;
  if (args.from !== undefined) from = resolveReleases(build, daemonId, args.from, { argument: 'from' })[0]!.tag;
  else {
    const follows = buildHistory(build, daemonId)?.releases.get(to)?.follows;
    if (!follows)
      throw new ToolInputError(
        'to',
        `${daemonId} ${to} is the first tracked release: name a release to compare it with in "from"`,
      );
    from = follows;
  }
  if (from === to) throw new ToolInputError('from', `"from" and "to" are both ${daemonId} ${to}: name two releases`);
  return { from, to };
}

/** The changes from `from` to `to`, diffed from the history. */
export function historyChanges(build: SiteBuild, daemonId: string, from: string, to: string): ChangesResult {
  const history = buildHistory(build, daemonId);
  if (!history) {
    const pairs = build.index.changes.filter((c) => c.daemon === daemonId).map((c) => `${c.from} → ${c.to}`);
    throw new ToolInputError(
      'from',
      `this build has no API history of ${daemonId} to diff ${from} → ${to}; the pairs with changes pages are ${listValues(pairs)}`,
    );
  }
  const problem = meaningsProblem(history);
  if (problem) throw new ApidocsError(problem);
  const changes = diffReleases(history.releaseApi(from), history.releaseApi(to));
  const tracked = (tag: string): TrackedRelease => ({
    daemon: daemonId,
    tag,
    kind: build.index.daemons.some((d) => d.id === daemonId && d.releases.some((r) => r.tag === tag))
      ? 'full'
      : 'history',
  });
  const section = new Map(SECTIONS.map((s) => [s.section, s.label]));
  return {
    daemon: daemonId,
    from,
    to,
    url:
      history.releases.get(to)?.follows === from
        ? historyPageUrl(build, history, to)
        : build.absoluteUrl(withBase(build.index.baseUrl, sitePaths.history(daemonId))),
    total: changes.counts.total,
    breaking: changes.counts.breaking,
    counts: SEVERITIES.map(({ severity, label, breaking }) => ({
      severity,
      label,
      count: changes.counts[severity],
      breaking,
    })),
    source: 'history',
    changes: changes.changes.map((change) => {
      const text = describeChange(change);
      const { target } = change;
      const typeKind = (type: string) => (history.releaseApi(target.release).enums[type] ? 'enum' : 'message');
      const url = target.type
        ? elementUrl(build, daemonId, typeKind(target.type), target.type, tracked(target.release))
        : target.rpc
          ? elementUrl(build, daemonId, 'rpc', target.rpc, tracked(target.release))
          : null;
      return {
        severity: change.severity,
        section: section.get(sectionOf(change.kind))!,
        subject: text.subject,
        change: plainText(text.parts),
        url,
        affects: change.affects,
      };
    }),
  };
}
