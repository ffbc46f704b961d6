/**
 * Finds an RPC, message or enum by the name a caller has: its full name
 * (lnrpc.Lightning.GetInfo), a shorter tail of it (Lightning.GetInfo, GetInfo), the gRPC
 * method path (/lnrpc.Lightning/GetInfo) or, for RPCs, its page's URL. A name matching in
 * several daemons is the one of the daemon owning its package (lnrpc.Payment is lnd's), else
 * ambiguous unless the call names the daemon; an unknown name suggests the nearest names.
 */
import type { ApiIndexName } from '../../site/api-index.ts';
import { editDistance } from '../../search/edit-distance.ts';
import { releasesInScope } from './scope.ts';
import type { SiteBuild } from './site-build.ts';
import { listValues, ToolInputError } from './tool-input-error.ts';

export interface FoundName {
  name: string;
  /** Page path and anchor of the name's documentation. */
  path: string;
  anchor: string;
  daemon: string;
  tag: string;
}

export interface NameQuery {
  /** Which argument carries the name (for messages). */
  argument: string;
  name: string;
  daemon: string | undefined;
  release: string | undefined;
}

/** The site path of a URL or path, or null when the text is not one. */
function pathOf(build: SiteBuild, text: string): string | null {
  const base = build.index.baseUrl;
  const at = text.indexOf(base);
  if (!/^(https?:\/\/|\/)/.test(text) || at < 0) return null;
  const bare = text.slice(at).replace(/[?#].*$/, '');
  return bare.endsWith('/') || bare.endsWith('.html') ? bare : `${bare}/`;
}

/** What the name is compared as: dotted, without a leading slash. */
function normalized(name: string): string {
  return name.trim().replace(/^\//, '').replace(/\//g, '.').toLowerCase();
}

/** Finds one name among `names` (methods, messages or enums of the index). */
export function findName(build: SiteBuild, names: ApiIndexName[], what: string, query: NameQuery): FoundName {
  const found = (entry: ApiIndexName): FoundName => {
    const page = build.index.pages[entry.page]!;
    return { name: entry.name, path: page.path, anchor: entry.anchor, daemon: page.daemon!, tag: page.tag! };
  };
  const sitePath = pathOf(build, query.name);
  if (sitePath !== null) {
    const entry = names.find((n) => n.anchor === '' && build.index.pages[n.page]!.path === sitePath);
    if (!entry) throw new ToolInputError(query.argument, `${sitePath} is not the page of ${what} in this build`);
    return found(entry);
  }
  const scopes = releasesInScope(build, query.daemon, query.release);
  const inScope = names.filter((n) => {
    const page = build.index.pages[n.page]!;
    return scopes.some((s) => s.daemon.id === page.daemon && s.release.tag === page.tag);
  });
  const wanted = normalized(query.name);
  if (wanted === '') throw new ToolInputError(query.argument, `give the ${what}'s name`);
  const matches = inScope.filter((n) => {
    const full = n.name.toLowerCase();
    return full === wanted || full.endsWith(`.${wanted}`);
  });
  const exact = matches.filter((n) => n.name.toLowerCase() === wanted);
  const chosen = ownersFirst(build, exact.length > 0 ? exact : matches);
  if (chosen.length === 1) return found(chosen[0]!);
  const where =
    scopes.length === 1 ? `${scopes[0]!.daemon.id} ${scopes[0]!.release.tag}` : "the daemons' newest releases";
  if (chosen.length > 1) {
    const options = chosen.map((n) => `${n.name} (${build.index.pages[n.page]!.daemon})`);
    throw new ToolInputError(
      query.argument,
      `"${query.name}" is ambiguous in ${where}: ${listValues(options)}; pass the full name or "daemon"`,
    );
  }
  const near = nearestNames(
    inScope.map((n) => n.name),
    wanted,
  );
  throw new ToolInputError(
    query.argument,
    `no ${what} "${query.name}" in ${where}${near.length > 0 ? `; did you mean ${listValues(near, 5)}?` : ''}`,
  );
}

/**
 * One name in several daemons (taproot-assets and lit bundle copies of lnd's lnrpc types):
 * the daemon that owns the name's package, the one serving a service of that package, is
 * the answer. Different names, or no single owner, stay ambiguous.
 */
function ownersFirst(build: SiteBuild, chosen: ApiIndexName[]): ApiIndexName[] {
  if (chosen.length < 2 || new Set(chosen.map((n) => n.name)).size > 1) return chosen;
  const packages = servicePackages(build);
  const owners = chosen.filter((n) => {
    const page = build.index.pages[n.page]!;
    return [...(packages.get(`${page.daemon}@${page.tag}`) ?? [])].some((pkg) => n.name.startsWith(`${pkg}.`));
  });
  return owners.length === 1 ? owners : chosen;
}

const PACKAGES = new WeakMap<SiteBuild, Map<string, Set<string>>>();

/** The packages of the services each release documents ("lnd@v0.20.3-beta" -> lnrpc, routerrpc, ...), from its RPC names. */
function servicePackages(build: SiteBuild): Map<string, Set<string>> {
  let packages = PACKAGES.get(build);
  if (packages) return packages;
  packages = new Map();
  for (const method of build.index.methods) {
    const page = build.index.pages[method.page]!;
    const key = `${page.daemon}@${page.tag}`;
    const set = packages.get(key) ?? new Set<string>();
    set.add(method.name.split('.').slice(0, -2).join('.'));
    packages.set(key, set);
  }
  PACKAGES.set(build, packages);
  return packages;
}

/** The names closest to a misspelt one: by edit distance of the last part, then containing it. */
export function nearestNames(names: string[], wanted: string): string[] {
  const tail = wanted.split('.').at(-1)!;
  const max = Math.max(2, Math.floor(tail.length / 3));
  const scored = [...new Set(names)]
    .map((name) => {
      const last = name.split('.').at(-1)!.toLowerCase();
      const distance = editDistance(tail, last, max);
      return {
        name,
        score: distance <= max ? distance : last.includes(tail) || tail.includes(last) ? max + 1 : Infinity,
      };
    })
    .filter((s) => s.score !== Infinity)
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  return scored.slice(0, 5).map((s) => s.name);
}
