/**
 * `permissions`: the daemons' macaroon permissions, read from their permissions pages and
 * method pages, in the three macaroon cases the pages state (no macaroon: whitelisted,
 * always or under a daemon option; any macaroon of the daemon; the listed permissions).
 * Three questions: what an `entity:action` allows (the RPCs needing it and
 * the default macaroons holding it), what a default macaroon allows (its permissions and
 * the RPCs it can call), and what an RPC needs.
 */
import { z } from 'zod';
import type { PermissionsPage } from '../../site/page-data.ts';
import { findName } from './find-names.ts';
import { methodPermissions, methodPermissionsSchema, permissionsLine } from './method-tool.ts';
import { releasesInScope } from './scope.ts';
import { pagesRelease } from './tracked-release.ts';
import type { SiteBuild } from './site-build.ts';
import { listValues, ToolInputError } from './tool-input-error.ts';
import type { ToolAnswer } from './tool-result.ts';
import { editDistance } from '../../search/edit-distance.ts';
import { unservedLists, unservedRpc, unservedText } from './unserved-rpcs.ts';

/** The permission a macaroon baked for exactly one RPC holds: uri:/lnrpc.Lightning/GetInfo. */
const URI_PERMISSION = /^uri:(\/[\w.]+\/\w+)$/;

export const permissionsInput = {
  permission: z
    .string()
    .max(500)
    .optional()
    .describe(
      'An entity:action permission (info:read, offchain:write): which RPCs need it, which default macaroons hold it',
    ),
  macaroon: z
    .string()
    .max(500)
    .optional()
    .describe(
      'A default macaroon (admin.macaroon, readonly.macaroon, invoice.macaroon, ...): its permissions and the RPCs it allows',
    ),
  method: z
    .string()
    .max(500)
    .optional()
    .describe('An RPC (lnrpc.Lightning.GetInfo, GetInfo, or its page URL): what it needs'),
  unserved: z
    .literal(true)
    .optional()
    .describe(
      "true: the RPCs the daemon's protos define but it does not serve (not-served) or its permission tables miss (no-entry), and which daemons of this build serve them",
    ),
  daemon: z
    .string()
    .optional()
    .describe(
      'Only this daemon (lnd, loop, pool, faraday, taproot-assets, lit); default: every daemon that has the permission or macaroon',
    ),
  release: z.string().optional().describe("The daemon's release tag; default: its newest"),
};

const rpcLink = z.object({ rpc: z.string(), url: z.string() });

export const permissionsOutput = {
  question: z.enum(['permission', 'macaroon', 'method', 'unserved']),
  asked: z.string(),
  answers: z.array(
    z.object({
      daemon: z.string(),
      release: z.string(),
      /** permission: RPCs needing it; macaroon: RPCs it allows. */
      rpcs: z.array(rpcLink).optional(),
      macaroons: z.array(z.string()).optional(),
      permissions: z.array(z.string()).optional(),
      allowsAll: z.boolean().optional(),
      note: z.string().optional(),
      method: z.string().max(500).optional(),
      needs: methodPermissionsSchema.optional(),
      /** RPCs that need no macaroon at all (macaroon answers). */
      noMacaroon: z.array(rpcLink).optional(),
      /** RPCs any macaroon of the daemon allows (macaroon answers; also in rpcs). */
      anyMacaroon: z.array(rpcLink).optional(),
      /** RPCs needing no macaroon only under daemon options (permission and macaroon answers). */
      publicWhen: z.array(z.object({ rpc: z.string(), url: z.string(), when: z.array(z.string()) })).optional(),
      /** unserved answers: RPCs the daemon does not serve, and served ones its tables miss. */
      notServed: z.array(unservedRpc).optional(),
      noEntry: z.array(unservedRpc).optional(),
    }),
  ),
};

type PermissionsArgs = {
  permission?: string | undefined;
  macaroon?: string | undefined;
  method?: string | undefined;
  unserved?: true | undefined;
  daemon?: string | undefined;
  release?: string | undefined;
};
type PermissionsResult = z.infer<z.ZodObject<typeof permissionsOutput>>;
type Answer = PermissionsResult['answers'][number];

/** The permissions pages of the releases in scope. */
function permissionPages(
  build: SiteBuild,
  args: PermissionsArgs,
): { page: PermissionsPage; daemon: string; tag: string }[] {
  return releasesInScope(build, args.daemon, args.release).flatMap(({ daemon, release }) =>
    release.permissions
      ? [{ page: build.page(release.permissions, 'permissions'), daemon: daemon.id, tag: release.tag }]
      : [],
  );
}

/** Each RPC of a permissions page with the permissions it needs. */
function rpcNeeds(page: PermissionsPage): Map<string, { label: string; href: string; ops: string[] }> {
  const rpcs = new Map<string, { label: string; href: string; ops: string[] }>();
  for (const { op, rpcs: links } of page.permissions) {
    for (const link of links) {
      const entry = rpcs.get(link.href) ?? { ...link, ops: [] };
      entry.ops.push(op);
      rpcs.set(link.href, entry);
    }
  }
  return rpcs;
}

export function runPermissions(build: SiteBuild, asArgs: PermissionsArgs): ToolAnswer<PermissionsResult> {
  // Any tracked release as written (0.20.3): its full release's tag; a history release has no permissions page.
  const args = { ...asArgs, release: pagesRelease(build, asArgs.daemon, asArgs.release, 'permissions page') };
  const asked = (['permission', 'macaroon', 'method', 'unserved'] as const).filter((k) => args[k] !== undefined);
  if (asked.length !== 1)
    throw new ToolInputError(
      'arguments',
      `pass exactly one of "permission" (entity:action), "macaroon" (admin.macaroon), "method" (an RPC name) or "unserved" (true)${asked.length > 1 ? `, not ${asked.join(' and ')}` : ''}`,
    );
  const link = (l: { label: string; href: string }) => ({ rpc: l.label, url: build.absoluteUrl(l.href) });
  const question = asked[0]!;
  let answers: Answer[];
  let subject: string;
  if (question === 'method') {
    const found = findName(build, build.index.methods, 'RPC', {
      argument: 'method',
      name: args.method!,
      daemon: args.daemon,
      release: args.release,
    });
    const page = build.page(found.path, 'method');
    subject = found.name;
    if (!page.permissions)
      throw new ToolInputError('method', `the permissions of ${found.daemon} ${found.tag} are not known in this build`);
    answers = [
      { daemon: found.daemon, release: found.tag, method: found.name, needs: methodPermissions(page.permissions) },
    ];
  } else if (question === 'unserved') {
    subject = 'RPCs not served';
    answers = permissionPages(build, args).map(({ page, daemon, tag }) => {
      const lists = unservedLists(build, page);
      return { daemon, release: tag, notServed: lists.notServed, noEntry: lists.noEntry, note: lists.note };
    });
  } else if (question === 'permission' && URI_PERMISSION.test(args.permission!.trim())) {
    // A uri permission allows exactly the RPC it names, and no default macaroon holds it.
    subject = args.permission!.trim();
    const found = findName(build, build.index.methods, 'RPC', {
      argument: 'permission',
      name: URI_PERMISSION.exec(subject)![1]!,
      daemon: args.daemon,
      release: args.release,
    });
    const page = build.page(found.path, 'method');
    const bake = page.permissions?.bakeCommand;
    answers = [
      {
        daemon: found.daemon,
        release: found.tag,
        rpcs: [{ rpc: found.name, url: build.absoluteUrl(found.path) }],
        macaroons: [],
        note: `a macaroon baked with ${subject}${bake ? ` (${bake})` : ''} allows exactly this RPC; no default macaroon holds a uri permission`,
        ...(page.permissions ? { needs: methodPermissions(page.permissions) } : {}),
      },
    ];
  } else if (question === 'permission') {
    subject = args.permission!.trim().toLowerCase();
    if (!/^[a-z_]+:[a-z_]+$/.test(subject))
      throw new ToolInputError(
        'permission',
        `"${args.permission}" is not an entity:action permission (for example info:read, offchain:write) nor a uri permission (uri:/lnrpc.Lightning/GetInfo)`,
      );
    const pages = permissionPages(build, args);
    answers = pages.flatMap(({ page, daemon, tag }) => {
      const entry = page.permissions.find((p) => p.op === subject);
      if (!entry) return [];
      const macaroons = page.macaroons.filter((m) => m.allowsAll || m.ops.includes(subject)).map((m) => m.file);
      const rpcs = new Set(entry.rpcs.map((r) => r.href));
      const publicWhen = page.conditionallyPublic
        .filter((c) => rpcs.has(c.rpc.href))
        .map((c) => ({ ...link(c.rpc), when: c.when }));
      return [
        {
          daemon,
          release: tag,
          rpcs: entry.rpcs.map(link),
          macaroons,
          ...(publicWhen.length > 0 ? { publicWhen } : {}),
        },
      ];
    });
    if (answers.length === 0) {
      const known = [...new Set(pages.flatMap(({ page }) => page.permissions.map((p) => p.op)))].sort();
      const near = known.filter((op) => editDistance(op, subject, 2) <= 2);
      throw new ToolInputError(
        'permission',
        `no RPC ${args.daemon ? `of ${args.daemon} ` : ''}needs "${subject}"; ${near.length > 0 ? `did you mean ${listValues(near, 5)}? ` : ''}the permissions are ${listValues(known, 40)}`,
      );
    }
  } else {
    subject = args.macaroon!.trim();
    if (!subject.endsWith('.macaroon')) subject = `${subject}.macaroon`;
    const pages = permissionPages(build, args);
    answers = pages.flatMap(({ page, daemon, tag }) => {
      const macaroon = page.macaroons.find((m) => m.file === subject);
      if (!macaroon) return [];
      // Any valid macaroon of the daemon allows the RPCs whose entry lists no permission.
      const allowed = [
        ...[...rpcNeeds(page).values()].filter(
          (r) => macaroon.allowsAll || r.ops.every((op) => macaroon.ops.includes(op)),
        ),
        ...page.anyMacaroon.map((a) => a.rpc),
      ];
      allowed.sort((a, b) => a.label.localeCompare(b.label));
      return [
        {
          daemon,
          release: tag,
          permissions: macaroon.ops,
          allowsAll: macaroon.allowsAll,
          note: macaroon.note,
          rpcs: allowed.map(link),
          anyMacaroon: page.anyMacaroon.map((a) => link(a.rpc)),
          noMacaroon: page.noMacaroon.map(link),
        },
      ];
    });
    if (answers.length === 0) {
      const known = [...new Set(pages.flatMap(({ page }) => page.macaroons.map((m) => m.file)))].sort();
      throw new ToolInputError(
        'macaroon',
        `no daemon ${args.daemon ? `(of ${args.daemon}) ` : ''}has a default macaroon "${subject}"; the default macaroons are ${listValues(known, 30)}`,
      );
    }
  }
  const result: PermissionsResult = { question, asked: subject, answers };
  return { structured: result, text: permissionsText(result) };
}

function permissionsText(result: PermissionsResult): string {
  const rpcs = (list: { rpc: string }[] | undefined) =>
    list && list.length > 0 ? list.map((r) => r.rpc).join(', ') : 'none';
  const blocks = result.answers.map((a) => {
    const head = `## ${a.daemon} ${a.release}`;
    if (result.question === 'method') return `${head}\n${a.method}: ${permissionsLine(a.needs!)}`;
    if (result.question === 'unserved')
      return `${head}\n${unservedText({ notServed: a.notServed!, noEntry: a.noEntry!, note: a.note! })}`;
    if (a.needs)
      return `${head}\n${result.asked} allows ${rpcs(a.rpcs)} (${a.note}); ${a.rpcs![0]!.rpc}: ${permissionsLine(a.needs)}`;
    const publicWhen = a.publicWhen
      ? `\nNo macaroon only when the daemon is configured so: ${a.publicWhen.map((p) => `${p.rpc} (${p.when.join(' or ')})`).join(', ')}`
      : '';
    if (result.question === 'permission')
      return `${head}\nRPCs needing ${result.asked}: ${rpcs(a.rpcs)}\nDefault macaroons holding it: ${a.macaroons!.join(', ') || 'none'}${publicWhen}`;
    return `${head}\n${result.asked}${a.note ? ` (${a.note})` : ''} holds: ${a.allowsAll ? 'every permission' : a.permissions!.join(', ')}\nRPCs it allows (${a.rpcs!.length}): ${rpcs(a.rpcs)}\nOf these, any macaroon of the daemon allows: ${rpcs(a.anyMacaroon)}\nRPCs needing no macaroon: ${rpcs(a.noMacaroon)}`;
  });
  return [`# Permissions: ${result.asked}`, ...blocks].join('\n\n');
}
