/**
 * The API as the site shows it: every release of every daemon with its route slugs and
 * URL space. Slugs are a site concern (the proto layer knows names, not URLs):
 * - a sub-service's slug is its kebab-case name, unique within its release ("-1" on a repeat);
 * - a method's slug is its kebab-case name, unique within its sub-service;
 * - a category slug is `{lowercase name}-service`, unique across the newest releases of
 *   all daemons in sources.json order (lit's Autopilot is `autopilot-service-1`).
 * The newest release of a daemon lives at `api/<daemon>/`; an older one at
 * `api/<daemon>/<tag>/`, with the tag as written upstream.
 */
import type { ApiModel, ApiRelease, DaemonModel, MethodModel, SubServiceModel } from '../proto/model-types.ts';
import { ConfigError } from '../shared/errors.ts';
import { kebabCase } from '../shared/slug.ts';
import { DOCUMENTATION_GAPS_SEGMENT, ERRORS_SEGMENT } from './release-segments.ts';

export interface SiteMethod extends MethodModel {
  /** Route segment, unique within the sub-service: get-info. */
  slug: string;
}

export interface SiteSubService extends Omit<SubServiceModel, 'methods'> {
  /** Route segment, unique within the release: lightning, wallet-kit. */
  slug: string;
  /** Category route segment of the newest release: lightning-service (unique site-wide). */
  categorySlug: string;
  methods: SiteMethod[];
}

/** One release of a daemon with the daemon's facts, as page builders read it. */
export interface SiteRelease
  extends Omit<ApiRelease, 'subServices' | 'tag' | 'commit' | 'daemonId'>,
    Omit<DaemonModel, 'releases'> {
  version: { tag: string; commit: string };
  /** True for the newest pinned release (the unversioned URLs). */
  latest: boolean;
  /** Tag of the daemon's newest release. */
  newestTag: string;
  /** Tag of the release before this one, or null for the oldest pinned release. */
  previousTag: string | null;
  /** Site path of the release's root: api/lnd/ or api/lnd/v0.20.3-beta/. */
  sitePrefix: string;
  subServices: SiteSubService[];
}

export interface SiteDaemon extends Omit<DaemonModel, 'releases'> {
  /** Newest first. */
  releases: SiteRelease[];
}

export interface SiteApi {
  daemons: SiteDaemon[];
}

/** Path segments right under a release root that are pages of their own. */
export const RESERVED_RELEASE_SEGMENTS = [
  'rest-endpoints',
  'changes',
  'permissions',
  'history',
  DOCUMENTATION_GAPS_SEGMENT,
  ERRORS_SEGMENT,
] as const;

/** Gives every release its slugs and URL space; fails when a tag would collide with a page. */
export function buildSiteApi(model: ApiModel): SiteApi {
  const categoryCounts = new Map<string, number>();
  const daemons = model.daemons.map((daemon): SiteDaemon => {
    const { releases, ...facts } = daemon;
    const newestTag = releases[0]?.tag ?? '';
    return {
      ...facts,
      releases: releases.map((release, index) =>
        siteRelease(
          facts,
          release,
          { latest: index === 0, newestTag, previousTag: releases[index + 1]?.tag ?? null },
          categoryCounts,
        ),
      ),
    };
  });
  for (const daemon of daemons) assertTagsFree(daemon);
  return { daemons };
}

/** True when the release's permission tables are known (its sources.json entry names them). */
export function hasPermissions(release: SiteRelease): boolean {
  return release.subServices.some((s) => s.methods.some((m) => m.permissions !== null));
}

/** The daemon a release belongs to. */
export function daemonOf(api: SiteApi, release: SiteRelease): SiteDaemon {
  const daemon = api.daemons.find((d) => d.id === release.id);
  if (!daemon) throw new Error(`Internal error: no daemon ${release.id}`);
  return daemon;
}

/** The newest release of every daemon, in sources.json order. */
export function latestReleases(api: SiteApi): SiteRelease[] {
  return api.daemons.map((d) => d.releases[0]!);
}

/** Every release of every daemon: each daemon's newest first. */
export function allReleases(api: SiteApi): SiteRelease[] {
  return api.daemons.flatMap((d) => d.releases);
}

function siteRelease(
  daemon: Omit<DaemonModel, 'releases'>,
  release: ApiRelease,
  place: { latest: boolean; newestTag: string; previousTag: string | null },
  categoryCounts: Map<string, number>,
): SiteRelease {
  const { latest } = place;
  const { subServices, tag, commit, daemonId: _daemonId, ...api } = release;
  const usedSubSlugs = new Set<string>();
  return {
    ...daemon,
    ...api,
    version: { tag, commit },
    ...place,
    sitePrefix: latest ? `api/${daemon.id}/` : `api/${daemon.id}/${tag}/`,
    subServices: subServices.map((sub) => {
      const usedMethodSlugs = new Set<string>();
      return {
        ...sub,
        slug: uniqueSlug(kebabCase(sub.name), usedSubSlugs),
        categorySlug: latest ? categorySlug(sub.name, categoryCounts) : `${sub.name.toLowerCase()}-service`,
        methods: sub.methods.map((method) => ({
          ...method,
          slug: uniqueSlug(kebabCase(method.name), usedMethodSlugs),
        })),
      };
    }),
  };
}

function categorySlug(name: string, counts: Map<string, number>): string {
  const base = `${name.toLowerCase()}-service`;
  const count = counts.get(base) ?? 0;
  counts.set(base, count + 1);
  return count === 0 ? base : `${base}-${count}`;
}

function uniqueSlug(slug: string, used: Set<string>): string {
  let candidate = slug;
  for (let n = 1; used.has(candidate); n++) candidate = `${slug}-${n}`;
  used.add(candidate);
  return candidate;
}

/** An older release's tag is a path segment beside the newest release's pages: it must not be one of them. */
function assertTagsFree(daemon: SiteDaemon): void {
  const taken = new Set<string>([
    ...RESERVED_RELEASE_SEGMENTS,
    ...daemon.releases.flatMap((r) => r.subServices.map((s) => s.slug)),
  ]);
  for (const release of daemon.releases.slice(1)) {
    if (taken.has(release.version.tag)) {
      throw new ConfigError(
        `release tag "${release.version.tag}" of ${daemon.id} is also a page path under /api/${daemon.id}/`,
        {
          location: 'content/sources.json',
          hint: `Older releases live at /api/<daemon>/<tag>/; a tag cannot equal a sub-service slug or ${RESERVED_RELEASE_SEGMENTS.join(', ')}.`,
        },
      );
    }
  }
}
