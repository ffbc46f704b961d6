/**
 * A daemon's error catalogue as pages: the index (/api/<daemon>/errors/, entries grouped by
 * origin, in the sidebar as "Errors") and one page per entry (/api/<daemon>/errors/<slug>/,
 * under the index in the sidebar's trail); and the links from a method page's Errors
 * section to the entries. Views of the catalogue the build computed once (PageContext).
 */
import type { ErrorCatalogue, ErrorEntry } from '../errors/catalogue-types.ts';
import { ORIGIN_HEADINGS } from '../errors/catalogue-types.ts';
import { sampleText } from '../errors/error-template.ts';
import type { ErrorCataloguePage, ErrorEntryPage, ErrorView, LayerErrorGroup } from '../page-data.ts';
import type { SiteRelease } from '../site-api.ts';
import { ERRORS_SCHEMA_FILE, sitePaths } from '../urls.ts';
import { type PageContext, href, pageBase, releasePlace } from './page-context.ts';

export const ERRORS_TITLE = 'Errors';

/** The catalogue of a release's daemon, when the release is the one it documents. */
export function catalogueOf(ctx: Pick<PageContext, 'catalogues'>, release: SiteRelease): ErrorCatalogue | null {
  const catalogue = ctx.catalogues.get(release.id);
  return catalogue && release.latest && catalogue.tag === release.version.tag ? catalogue : null;
}

/** A method page's Errors rows, each linked to its catalogue entry (newest release only). */
export function withCatalogueLinks(ctx: PageContext, release: SiteRelease, errors: ErrorView[]): ErrorView[] {
  const catalogue = catalogueOf(ctx, release);
  if (!catalogue) return errors;
  const byTemplate = hrefsByTemplate(catalogue);
  return errors.map((e) => {
    const entry = byTemplate.get(e.message);
    return entry ? { ...e, catalogue: entry } : e;
  });
}

/**
 * The catalogue entries of the layers in front of the handler (wallet state, macaroon check,
 * LiT's proxy, payment failure reasons...) that list the method, by origin in the catalogue
 * index's order: the way back from a method page to the entries that name it.
 */
export function layerErrorGroups(ctx: PageContext, release: SiteRelease, fullName: string): LayerErrorGroup[] {
  const catalogue = catalogueOf(ctx, release);
  return catalogue ? (layerGroupsByRpc(catalogue).get(fullName) ?? []) : [];
}

/** Every RPC's layer groups, made once per catalogue (each method page of the release asks for its own). */
const layerGroupsOf = new WeakMap<ErrorCatalogue, Map<string, LayerErrorGroup[]>>();
function layerGroupsByRpc(catalogue: ErrorCatalogue): Map<string, LayerErrorGroup[]> {
  let byRpc = layerGroupsOf.get(catalogue);
  if (byRpc) return byRpc;
  byRpc = new Map();
  const layers = catalogue.entries
    .filter((e) => e.origin !== 'handler')
    .sort((a, b) => a.template.localeCompare(b.template, 'en'));
  for (const { origin, title } of ORIGIN_HEADINGS) {
    for (const entry of layers.filter((e) => e.origin === origin)) {
      const row = { template: entry.template, href: entry.href, code: { name: entry.code, number: entry.codeNumber } };
      for (const rpc of entry.rpcs) {
        const groups = byRpc.get(rpc.fullName) ?? [];
        if (groups.at(-1)?.origin !== origin) groups.push({ origin, title, entries: [] });
        groups.at(-1)!.entries.push(row);
        byRpc.set(rpc.fullName, groups);
      }
    }
  }
  layerGroupsOf.set(catalogue, byRpc);
  return byRpc;
}

/** Entry pages by template, made once per catalogue (every method page of the release asks). */
const hrefsOf = new WeakMap<ErrorCatalogue, Map<string, string>>();
function hrefsByTemplate(catalogue: ErrorCatalogue): Map<string, string> {
  let hrefs = hrefsOf.get(catalogue);
  if (!hrefs) hrefsOf.set(catalogue, (hrefs = new Map(catalogue.entries.map((e) => [e.template, e.href]))));
  return hrefs;
}

/** /api/<daemon>/errors/: every entry by origin, with its code and how many RPCs return it. */
export function errorCataloguePage(
  ctx: PageContext,
  release: SiteRelease,
  catalogue: ErrorCatalogue,
): ErrorCataloguePage {
  const groups = ORIGIN_HEADINGS.flatMap(({ origin, title, summary }) => {
    const rows = catalogue.entries
      .filter((e) => e.origin === origin)
      .sort((a, b) => a.template.localeCompare(b.template, 'en'))
      .map((e) => ({
        template: e.template,
        href: e.href,
        code: e.code,
        codeNumber: e.codeNumber,
        rpcCount: e.rpcs.length,
      }));
    return rows.length > 0 ? [{ id: origin, title, summary, rows }] : [];
  });
  return {
    ...pageBase(ctx, {
      path: catalogue.href,
      title: `${release.title} ${ERRORS_TITLE}`,
      description: `Every error ${release.title} ${release.version.tag} can answer with: handler messages, wallet state, macaroons, gRPC and the REST gateway, with causes and fixes.`,
      layout: 'doc',
      toc: groups.map((g) => ({ id: g.id, label: g.title, level: 2 })),
      ...releasePlace(ctx, release, { kind: 'errors' }),
    }),
    kind: 'error-catalogue',
    title: ERRORS_TITLE,
    daemon: release.title,
    tag: release.version.tag,
    total: catalogue.entries.length,
    json: { label: 'errors.json', href: href(ctx, sitePaths.errorsJson(release)) },
    schema: { label: ERRORS_SCHEMA_FILE, href: href(ctx, ERRORS_SCHEMA_FILE) },
    groups,
  };
}

/** /api/<daemon>/errors/<slug>/: one entry with its pattern, code, RPCs, causes and fixes. */
export function errorEntryPage(
  ctx: PageContext,
  release: SiteRelease,
  catalogue: ErrorCatalogue,
  entry: ErrorEntry,
): ErrorEntryPage {
  const { href: path, ...rest } = entry;
  const sample = sampleText(entry.template, '…');
  const toc = [
    { id: 'causes', label: 'Causes', level: 2 },
    { id: 'fixes', label: 'Fixes', level: 2 },
    ...(entry.rpcs.length > 0 ? [{ id: 'rpcs', label: 'RPCs', level: 2 }] : []),
    { id: 'matching', label: 'Matching it in code', level: 2 },
  ];
  return {
    ...pageBase(ctx, {
      path,
      title: entry.template,
      description: `${release.title} error "${entry.template}" (${entry.code}): why ${release.daemon} answers it and how to fix it.`,
      layout: 'doc',
      toc,
      sidebarPath: catalogue.href,
      ...releasePlace(ctx, release, { kind: 'errors' }),
    }),
    kind: 'error-entry',
    title: entry.template,
    daemon: release.title,
    tag: release.version.tag,
    originTitle: ORIGIN_HEADINGS.find((o) => o.origin === entry.origin)?.title ?? entry.origin,
    entry: rest,
    examples: {
      grpc: `rpc error: code = ${entry.code} desc = ${sample}`,
      rest: JSON.stringify({ code: entry.codeNumber, message: sample, details: [] }),
    },
    catalogue: { label: `${release.title} ${ERRORS_TITLE}`, href: catalogue.href },
  };
}
