/**
 * A method page's Permissions section, in one of three cases: no macaroon (the daemon's
 * whitelist lists the RPC), any macaroon of the daemon (an empty permission entry), or the
 * `entity:action` permissions the call needs with the single-RPC `uri:` permission; then
 * which default macaroons allow it (smallest named), when a whitelist makes it public only
 * under a daemon option, and the command that bakes a least-privilege macaroon. RPCs the
 * daemon does not serve, or serves without a permission entry, say so plainly.
 */
import type { ReactNode } from 'react';
import type { Link, PermissionsView } from '../../site/page-data.ts';
import { Admonition } from './Admonition.tsx';
import { CommandBlock } from './CommandBlock.tsx';

export function PermissionsSection({ permissions: p }: { permissions: PermissionsView }) {
  return (
    <>
      <h2 id="permissions">Permissions</h2>
      <PermissionsBody p={p} />
      <p className="permissions-index">
        Every permission of this daemon: <a href={p.index.href}>{p.index.label}</a>.
        {p.source ? (
          <>
            {' '}
            Declared in{' '}
            <a href={p.source.href} target="_blank" rel="noopener noreferrer">
              <code>{p.source.label}</code>
            </a>
            .
          </>
        ) : null}
      </p>
    </>
  );
}

/** The notice shown near the top of a page whose RPC the daemon does not serve. */
export function NotServedNotice({ permissions: p }: { permissions: PermissionsView }) {
  if (p.status !== 'not-served') return null;
  return (
    <Admonition type="danger">
      <p>
        Not served by <code>{p.daemon}</code>: this RPC is part of the API, but <code>{p.daemon}</code> does not
        implement it (another server does, and {p.daemon}'s own gRPC and REST ports answer it with an error).
      </p>
    </Admonition>
  );
}

function PermissionsBody({ p }: { p: PermissionsView }) {
  switch (p.status) {
    case 'not-served':
      return (
        <p>
          <code>{p.daemon}</code> does not serve this RPC, so none of its macaroons apply.
        </p>
      );
    case 'no-entry':
      return (
        <Admonition type="danger">
          <p>
            No permission entry: <code>{p.daemon}</code> lists no macaroon permission for this RPC, so it rejects the
            call when macaroons are enabled.
          </p>
        </Admonition>
      );
    case 'none':
      return (
        <p>
          No macaroon needed: <code>{p.daemon}</code> answers this RPC without a macaroon
          {p.whitelist ? (
            <>
              {' '}
              (it is on {p.daemon}'s macaroon whitelist, <WhitelistName whitelist={p.whitelist} />)
            </>
          ) : null}
          .
          <BuildNote p={p} />
        </p>
      );
    case 'any':
      return (
        <>
          <p>
            Requires a macaroon of <code>{p.daemon}</code>, any one: the permission entry lists no permission, but the
            RPC is not on {p.daemon}'s macaroon whitelist, so {p.daemon} still checks that the call carries a valid
            macaroon (without one it fails with "expected 1 macaroon, got 0").
            <BuildNote p={p} />
          </p>
          <MacaroonsLine p={p} />
          <PublicWhen p={p} />
          {p.bakeUriCommand ? (
            <BakeFold summary="Or bake one that allows this RPC and nothing else">
              <CommandBlock command={p.bakeUriCommand} />
            </BakeFold>
          ) : null}
        </>
      );
    case 'required':
      return (
        <>
          <p>
            Requires {p.ops.length === 1 ? 'the permission' : 'all of the permissions'}{' '}
            {p.ops.map((op, i) => (
              <span key={op}>
                {i > 0 ? (i === p.ops.length - 1 ? ' and ' : ', ') : null}
                <code>{op}</code>
              </span>
            ))}
            , or <code>{p.uriPermission}</code> for this RPC alone.
            <BuildNote p={p} />
          </p>
          <MacaroonsLine p={p} />
          <PublicWhen p={p} />
          {p.bakeCommand ? (
            <BakeFold
              summary={
                p.bakeUriCommand
                  ? 'Bake a macaroon that allows only what this call needs, or only this RPC'
                  : 'Bake a macaroon that allows only what this call needs'
              }
            >
              <CommandBlock command={p.bakeCommand} />
              {p.bakeUriCommand ? (
                <>
                  <p>or one that allows this RPC and nothing else:</p>
                  <CommandBlock command={p.bakeUriCommand} />
                </>
              ) : null}
            </BakeFold>
          ) : (
            <p>This release's command line cannot bake a custom macaroon; use a default one.</p>
          )}
        </>
      );
  }
}

/**
 * The commands baking a least-privilege macaroon, folded in a native <details> (opens
 * without JavaScript): a reader who bakes one opens it; the page stays short for the others.
 */
function BakeFold({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="permissions-bake">
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

/** The smallest default macaroon that allows the call (the one the samples send), and the others. */
function MacaroonsLine({ p }: { p: PermissionsView }) {
  if (!p.smallestMacaroon)
    return <p>None of the daemon's default macaroons allows it; bake one with these permissions.</p>;
  return (
    <p>
      {p.status === 'any' ? 'Smallest default macaroon (any works)' : 'Smallest default macaroon that allows it'}:{' '}
      <code>{p.smallestMacaroon}</code>
      {p.macaroons.length > 1 ? (
        <>
          {' '}
          (also:{' '}
          {p.macaroons
            .filter((m) => m !== p.smallestMacaroon)
            .map((m, i) => (
              <span key={m}>
                {i > 0 ? ', ' : null}
                <code>{m}</code>
              </span>
            ))}
          )
        </>
      ) : null}
      .
    </p>
  );
}

/** A whitelist that lists the RPC only under a daemon option (tapd's public universe access). */
function PublicWhen({ p }: { p: PermissionsView }) {
  if (p.publicWhen.length === 0) return null;
  return (
    <p>
      No macaroon needed only when <code>{p.daemon}</code> is configured for it:{' '}
      {p.whitelist ? (
        <>
          its whitelist <WhitelistName whitelist={p.whitelist} /> lists this RPC
        </>
      ) : (
        'it answers this RPC without a macaroon'
      )}{' '}
      when{' '}
      {p.publicWhen.map((w, i) => (
        <span key={w}>
          {i > 0 ? ' or ' : null}
          <code>{w}</code>
        </span>
      ))}{' '}
      is set. Otherwise, as by default, the call needs the macaroon above.
    </p>
  );
}

function WhitelistName({ whitelist }: { whitelist: Link }) {
  return (
    <a href={whitelist.href} target="_blank" rel="noopener noreferrer">
      <code>{whitelist.label}</code>
    </a>
  );
}

function BuildNote({ p }: { p: PermissionsView }) {
  if (p.buildTags.length === 0) return null;
  return (
    <>
      {' '}
      Only <code>{p.daemon}</code> built with the build tag{p.buildTags.length > 1 ? 's' : ''}{' '}
      {p.buildTags.map((t, i) => (
        <span key={t}>
          {i > 0 ? ', ' : null}
          <code>{t}</code>
        </span>
      ))}{' '}
      serves this RPC; release binaries do not.
    </>
  );
}
