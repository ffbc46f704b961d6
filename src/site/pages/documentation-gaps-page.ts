/**
 * A release's Documentation gaps page (/api/{daemon}/documentation-gaps/): what the
 * release's own sources leave undocumented or get wrong (the model's `gaps`), grouped by
 * kind, each with the RPC's page and the upstream file and line where its maintainers can
 * fix it. Not in the sidebar: the release's index links to it.
 */
import { GAP_KINDS } from '../../proto/documentation-gaps.ts';
import type { DocumentationGapKind } from '../../proto/model-types.ts';
import type { DocumentationGapGroupView, DocumentationGapsPage, Link } from '../page-data.ts';
import type { SiteMethod, SiteRelease } from '../site-api.ts';
import { sitePaths } from '../urls.ts';
import { type PageContext, href, pageBase, releasePlace } from './page-context.ts';

export const DOCUMENTATION_GAPS_TITLE = 'Documentation gaps';

/** Section title and explanation of each kind, for a release. */
function kindText(kind: DocumentationGapKind, release: SiteRelease): { title: string; explanation: string } {
  switch (kind) {
    case 'rpc-without-comment':
      return {
        title: 'RPCs without a comment',
        explanation:
          'These RPCs have no comment in their .proto file, so their pages have no description. A comment above the rpc line fills it in.',
      };
    case 'cli-command-missing':
      return {
        title: 'Comments naming a missing CLI command',
        explanation:
          `The comments of these RPCs name a ${release.cli} command that ${release.cli} ${release.version.tag} does not have ` +
          '(renamed, moved or not added yet), so their pages cannot show it; they show the command that calls the RPC, when there is one.',
      };
    case 'permission-entry-missing':
      return {
        title: 'RPCs without a macaroon permission entry',
        explanation:
          `${release.daemon} serves these RPCs, but its Go permission tables have no entry for them, ` +
          'so it rejects every call to them when macaroons are enabled.',
      };
  }
}

/** The page of an RPC of the release by full name (a gap is always about a documented RPC). */
function rpcLink(ctx: PageContext, release: SiteRelease, fullName: string): { link: Link; method: SiteMethod } {
  for (const sub of release.subServices) {
    const method = sub.methods.find((m) => m.fullName === fullName);
    if (method)
      return {
        link: { label: `${sub.name}.${method.name}`, href: href(ctx, sitePaths.method(release, sub, method)) },
        method,
      };
  }
  throw new Error(
    `Internal error: a documentation gap of ${release.id} ${release.version.tag} names ${fullName}, which it does not document`,
  );
}

/** /api/{daemon}/documentation-gaps/ of a release. */
export function documentationGapsPage(ctx: PageContext, release: SiteRelease): DocumentationGapsPage {
  const groups = GAP_KINDS.flatMap(({ kind }): DocumentationGapGroupView[] => {
    const gaps = release.gaps
      .filter((g) => g.kind === kind)
      .sort((a, b) => a.source.path.localeCompare(b.source.path, 'en') || a.source.line - b.source.line);
    if (gaps.length === 0) return [];
    return [
      {
        id: kind,
        ...kindText(kind, release),
        findings: gaps.map((gap) => {
          const { link, method } = rpcLink(ctx, release, gap.rpc);
          return {
            rpc: link,
            source: { label: `${gap.source.path}:${gap.source.line}`, href: gap.source.url },
            namedCommand: kind === 'cli-command-missing' ? method.cli : null,
          };
        }),
      },
    ];
  });
  const total = groups.reduce((n, g) => n + g.findings.length, 0);
  return {
    ...pageBase(ctx, {
      path: href(ctx, sitePaths.documentationGaps(release)),
      title: `${release.title} ${DOCUMENTATION_GAPS_TITLE}`,
      description: `What the upstream sources of ${release.title} ${release.version.tag} leave undocumented, for their maintainers.`,
      layout: 'doc',
      toc: groups.map((g) => ({ id: g.id, label: g.title, level: 2 })),
      sidebarPath: href(ctx, sitePaths.service(release)),
      crumb: DOCUMENTATION_GAPS_TITLE,
      ...releasePlace(ctx, release, { kind: 'documentation-gaps' }),
    }),
    kind: 'documentation-gaps',
    title: DOCUMENTATION_GAPS_TITLE,
    daemon: release.title,
    tag: release.version.tag,
    repo: { label: release.repo, href: `${release.repoUrl}/tree/${release.version.commit}` },
    total,
    groups,
  };
}
