/**
 * A daemon's macaroon permissions page (/api/{service}/permissions/) and the Permissions
 * section of its method pages: both views of the permissions the model read from the
 * daemon's Go source.
 */
import { opText } from '../../gofacts/permissions/method-permissions.ts';
import type { MacaroonWhitelistRef } from '../../proto/model-types.ts';
import type { Link, PermissionsPage, PermissionsView } from '../page-data.ts';
import type { SiteMethod, SiteRelease, SiteSubService } from '../site-api.ts';
import { sitePaths } from '../urls.ts';
import { type PageContext, href, pageBase, releasePlace } from './page-context.ts';

/** Re-exported for the page builders that link to this page. */

/** The Permissions section of a method page, or null when the permissions are not known. */
export function methodPermissionsView(
  ctx: PageContext,
  service: SiteRelease,
  method: SiteMethod,
): PermissionsView | null {
  const p = method.permissions;
  if (!p) return null;
  return {
    status: p.status,
    daemon: service.daemon,
    ops: p.ops.map(opText),
    uriPermission: `uri:${p.uri}`,
    macaroons: p.macaroons,
    smallestMacaroon: p.smallestMacaroon,
    bakeCommand: p.bakeCommand,
    bakeUriCommand: p.bakeUriCommand,
    buildTags: p.buildTags,
    publicWhen: p.publicWhen,
    whitelist: whitelistLink(p.whitelist),
    source: p.source ? { label: `${p.source.path}:${p.source.line}`, href: p.source.url } : null,
    index: { label: `${service.title} permissions`, href: href(ctx, sitePaths.permissions(service)) },
  };
}

/** The whitelist's Go name, linked to the line that lists the RPC. */
function whitelistLink(whitelist: MacaroonWhitelistRef | null): Link | null {
  return whitelist ? { label: whitelist.name, href: whitelist.source.url } : null;
}

/** The anchor of an `entity:action` row: info-read. */
export function permissionAnchor(op: string): string {
  return `perm-${op.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`;
}

/** The anchor of a default macaroon row: admin-macaroon. */
export function macaroonAnchor(file: string): string {
  return file.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
}

/** /api/{service}/permissions/: reverse index, default macaroons, RPCs without or outside macaroons. */
export function permissionsPage(ctx: PageContext, service: SiteRelease): PermissionsPage {
  const methods = service.subServices.flatMap((sub) => sub.methods.map((method) => ({ sub, method })));
  const link = (sub: SiteSubService, method: SiteMethod): Link => ({
    label: `${sub.name}.${method.name}`,
    href: href(ctx, sitePaths.method(service, sub, method)),
  });
  const byLabel = (a: Link, b: Link) => a.label.localeCompare(b.label, 'en');
  const withStatus = (status: string) =>
    methods
      .filter(({ method }) => method.permissions?.status === status)
      .map(({ sub, method }) => link(sub, method))
      .sort(byLabel);

  const reverse = new Map<string, Link[]>();
  for (const { sub, method } of methods) {
    if (method.permissions?.status !== 'required') continue;
    for (const op of method.permissions.ops) {
      const key = opText(op);
      reverse.set(key, [...(reverse.get(key) ?? []), link(sub, method)]);
    }
  }
  const permissions = [...reverse.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([op, rpcs]) => ({ op, anchor: permissionAnchor(op), rpcs: rpcs.sort(byLabel) }));

  const macaroons = service.macaroons.map((m) => ({
    file: m.file,
    anchor: macaroonAnchor(m.file),
    ops: m.ops.map(opText),
    allowsAll: m.allowsAll,
    note: m.note,
    source: m.source ? { label: `${m.source.path}:${m.source.line}`, href: m.source.url } : null,
    rpcCount: methods.filter(({ method }) => method.permissions?.macaroons.includes(m.file)).length,
  }));

  // Each permission and macaroon is a TOC entry: readers jump to `offchain:write`, and search
  // indexes each as a heading of its own (`info:read`, `invoice.macaroon` find their row).
  const toc = [
    { id: 'by-permission', label: 'RPCs by permission', level: 2 },
    ...permissions.map((p) => ({ id: p.anchor, label: p.op, level: 3 })),
    { id: 'default-macaroons', label: 'Default macaroons', level: 2 },
    ...macaroons.map((m) => ({ id: m.anchor, label: m.file, level: 3 })),
    { id: 'no-macaroon', label: 'RPCs that need no macaroon', level: 2 },
    ...(withStatus('any').length > 0
      ? [{ id: 'any-macaroon', label: `RPCs that need any ${service.daemon} macaroon`, level: 2 }]
      : []),
    ...(withStatus('not-served').length > 0
      ? [{ id: 'not-served', label: `RPCs not served by ${service.daemon}`, level: 2 }]
      : []),
    ...(withStatus('no-entry').length > 0
      ? [{ id: 'no-entry', label: 'RPCs without a permission entry', level: 2 }]
      : []),
  ];
  const title = 'Macaroon Permissions';
  return {
    ...pageBase(ctx, {
      path: href(ctx, sitePaths.permissions(service)),
      title: `${service.title} ${title}`,
      description: `Which macaroon permissions (entity:action) each ${service.title} RPC needs, what ${service.macaroons.map((m) => m.file).join(', ')} allow, and which RPCs need no macaroon.`,
      layout: 'doc',
      toc,
      ...releasePlace(ctx, service, { kind: 'permissions' }),
    }),
    kind: 'permissions',
    title,
    service: service.title,
    daemon: service.daemon,
    tag: service.version.tag,
    bakeCommand: service.bakeMacaroonCommand,
    permissions,
    macaroons,
    noMacaroon: withStatus('none'),
    anyMacaroon: methods
      .filter(({ method }) => method.permissions?.status === 'any')
      .map(({ sub, method }) => ({ rpc: link(sub, method), smallestMacaroon: method.permissions!.smallestMacaroon }))
      .sort((a, b) => byLabel(a.rpc, b.rpc)),
    conditionallyPublic: methods
      .filter(
        ({ method }) =>
          (method.permissions?.status === 'required' || method.permissions?.status === 'any') &&
          method.permissions.publicWhen.length > 0,
      )
      .map(({ sub, method }) => ({
        rpc: link(sub, method),
        when: method.permissions!.publicWhen,
        whitelist: whitelistLink(method.permissions!.whitelist),
      }))
      .sort((a, b) => byLabel(a.rpc, b.rpc)),
    otherBuilds: methods
      .filter(({ method }) => (method.permissions?.buildTags.length ?? 0) > 0)
      .map(({ sub, method }) => ({ rpc: link(sub, method), tags: method.permissions!.buildTags }))
      .sort((a, b) => byLabel(a.rpc, b.rpc)),
    notServed: withStatus('not-served'),
    noEntry: withStatus('no-entry'),
  };
}
