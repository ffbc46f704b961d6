/**
 * Documentation gaps: findings about a release's upstream sources that only its
 * maintainers can fix (see DocumentationGap). The model records them per release; the CLI
 * summarises the newest releases' and the site lists each release's on a page.
 */
import type { ApiModel, DocumentationGap, DocumentationGapKind, ModelWarning } from './model-types.ts';

/** Every kind, in the order reports list them, with how a report names its findings. */
export const GAP_KINDS: readonly { kind: DocumentationGapKind; one: string; many: string }[] = [
  { kind: 'rpc-without-comment', one: 'RPC without a comment', many: 'RPCs without a comment' },
  {
    kind: 'cli-command-missing',
    one: 'comment naming a CLI command the release does not have',
    many: 'comments naming a CLI command the release does not have',
  },
  {
    kind: 'permission-entry-missing',
    one: 'served RPC without a macaroon permission entry',
    many: 'served RPCs without a macaroon permission entry',
  },
];

/** The documentation gaps among warnings, in their order. */
export function gapsIn(warnings: readonly ModelWarning[]): DocumentationGap[] {
  return warnings.flatMap((w) => (w.gap ? [w.gap] : []));
}

/** A release's gaps with the daemon and tag they belong to. */
export interface ReleaseGaps {
  daemonId: string;
  tag: string;
  gaps: DocumentationGap[];
}

/** The gaps of each daemon's newest release, in sources.json order: the ones worth reporting (older releases are history). */
export function newestReleaseGaps(model: ApiModel): ReleaseGaps[] {
  return model.daemons.flatMap((d) => {
    const newest = d.releases[0];
    return newest ? [{ daemonId: d.id, tag: newest.tag, gaps: newest.gaps }] : [];
  });
}
