/**
 * A method page's Permissions section: the `entity:action` permissions the call needs, the
 * single-RPC `uri:` permission, which default macaroons allow it (smallest named), and the
 * command that bakes a least-privilege macaroon. RPCs the daemon does not serve, or serves
 * without a permission entry, say so plainly.
 */
import type { PermissionsView } from '../../site/page-data.ts';
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
        Not served by <code>{p.daemon}</code>: this RPC is part of the API, but <code>{p.daemon}</code> does not implement
        it (another server does, and {p.daemon}'s own gRPC and REST ports answer it with an error).
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
            No permission entry: <code>{p.daemon}</code> lists no macaroon permission for this RPC, so it rejects the call
            when macaroons are enabled.
          </p>
        </Admonition>
      );
    case 'none':
      return (
        <p>
          No macaroon needed: <code>{p.daemon}</code> answers this RPC without a macaroon.
          <BuildNote p={p} />
        </p>
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
          {p.smallestMacaroon ? (
            <p>
              Smallest default macaroon that allows it: <code>{p.smallestMacaroon}</code>
              {p.macaroons.length > 1 ? (
                <>
                  {' '}
                  (also:{' '}
                  {p.macaroons.slice(1).map((m, i) => (
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
          ) : (
            <p>None of the daemon's default macaroons allows it; bake one with these permissions.</p>
          )}
          {p.publicWhen.length > 0 ? (
            <p>
              Public when <code>{p.daemon}</code> is configured for it: with{' '}
              {p.publicWhen.map((w, i) => (
                <span key={w}>
                  {i > 0 ? ' or ' : null}
                  <code>{w}</code>
                </span>
              ))}{' '}
              set, the call needs no macaroon.
            </p>
          ) : null}
          {p.bakeCommand ? (
            <>
              <p>Bake a macaroon that allows only what this call needs:</p>
              <CommandBlock command={p.bakeCommand} />
              {p.bakeUriCommand ? (
                <>
                  <p>or one that allows this RPC and nothing else:</p>
                  <CommandBlock command={p.bakeUriCommand} />
                </>
              ) : null}
            </>
          ) : (
            <p>This release's command line cannot bake a custom macaroon; use a default one.</p>
          )}
        </>
      );
  }
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
