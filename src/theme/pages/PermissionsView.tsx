/**
 * A daemon's macaroon permissions: every `entity:action` with the RPCs that need it, each
 * default macaroon with what it allows, the RPCs that need no macaroon (always or when
 * configured), those that need any macaroon of the daemon, those only other builds serve,
 * and those the daemon does not serve.
 */
import type { Link, PermissionsPage } from '../../site/page-data.ts';
import { CommandBlock } from '../components/CommandBlock.tsx';

function LinkList({ links }: { links: Link[] }) {
  return (
    <ul className="permission-rpcs">
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href}>{l.label}</a>
        </li>
      ))}
    </ul>
  );
}

function Codes({ values, separator = ', ' }: { values: string[]; separator?: string }) {
  return (
    <>
      {values.map((v, i) => (
        <span key={v}>
          {i > 0 ? separator : null}
          <code>{v}</code>
        </span>
      ))}
    </>
  );
}

export function PermissionsView({ page }: { page: PermissionsPage }) {
  const example = page.permissions[0]?.op;
  return (
    <>
      <h1>
        {page.service} {page.title}
      </h1>
      <p>
        A call to <code>{page.daemon}</code> {page.tag} carries a macaroon that holds every permission (
        <code>entity:action</code>) the RPC needs, or the RPC's own <code>uri:/package.Service/Method</code> permission;
        an RPC whose entry lists no permission still needs a macaroon of {page.daemon}, any one, and only the RPCs on{' '}
        {page.daemon}'s whitelist need none. These tables are read from {page.daemon}'s Go source at this release.
      </p>
      {page.bakeCommand && example ? (
        <>
          <p>
            Bake a least-privilege macaroon with <code>{page.bakeCommand}</code> and the permissions an app needs, for
            example:
          </p>
          <CommandBlock command={`${page.bakeCommand} ${example}`} />
        </>
      ) : (
        <p>This release's command line has no command to bake a custom macaroon; use a default macaroon below.</p>
      )}

      <h2 id="by-permission">RPCs by permission</h2>
      <div className="table-wrapper">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Permission</th>
              <th scope="col">RPCs that need it</th>
            </tr>
          </thead>
          <tbody>
            {page.permissions.map((row) => (
              <tr key={row.op} id={row.anchor}>
                <td>
                  <code>{row.op}</code>
                </td>
                <td>
                  <LinkList links={row.rpcs} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="default-macaroons">Default macaroons</h2>
      <div className="table-wrapper">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Macaroon</th>
              <th scope="col">Allows</th>
            </tr>
          </thead>
          <tbody>
            {page.macaroons.map((m) => (
              <tr key={m.file} id={m.anchor}>
                <td>
                  <code>{m.file}</code>
                </td>
                <td>
                  <p>
                    {m.allowsAll ? 'Every permission of the tables above' : <Codes values={m.ops} />} — {m.rpcCount}{' '}
                    {m.rpcCount === 1 ? 'RPC' : 'RPCs'}.
                    {m.note ? ` ${m.note[0]!.toUpperCase()}${m.note.slice(1)}.` : null}
                    {m.source ? (
                      <>
                        {' '}
                        Declared in{' '}
                        <a href={m.source.href} target="_blank" rel="noopener noreferrer">
                          <code>{m.source.label}</code>
                        </a>
                        .
                      </>
                    ) : null}
                  </p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="no-macaroon">RPCs that need no macaroon</h2>
      {page.noMacaroon.length > 0 ? (
        <>
          <p>These are on {page.daemon}'s macaroon whitelist: it answers them without a macaroon.</p>
          <LinkList links={page.noMacaroon} />
        </>
      ) : (
        <p>None: every RPC needs a macaroon.</p>
      )}
      {page.conditionallyPublic.length > 0 ? (
        <>
          <p>
            These need no macaroon only when {page.daemon} is configured for public access (its whitelist lists them
            under the option named); by default they need the macaroon their page names:
          </p>
          <ul className="permission-rpcs">
            {page.conditionallyPublic.map((row) => (
              <li key={row.rpc.href}>
                <a href={row.rpc.href}>{row.rpc.label}</a> — with <Codes values={row.when} separator=" or " />
                {row.whitelist ? (
                  <>
                    {' '}
                    (
                    <a href={row.whitelist.href} target="_blank" rel="noopener noreferrer">
                      <code>{row.whitelist.label}</code>
                    </a>
                    )
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {page.otherBuilds.length > 0 ? (
        <>
          <p>These are served only by {page.daemon} built with extra build tags (release binaries do not have them):</p>
          <ul className="permission-rpcs">
            {page.otherBuilds.map((row) => (
              <li key={row.rpc.href}>
                <a href={row.rpc.href}>{row.rpc.label}</a> — <Codes values={row.tags} />
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {page.anyMacaroon.length > 0 ? (
        <>
          <h2 id="any-macaroon">RPCs that need any {page.daemon} macaroon</h2>
          <p>
            Their permission entry lists no permission, but they are not on {page.daemon}'s whitelist: {page.daemon}{' '}
            still checks that the call carries a valid macaroon of its own, and a call without one fails.
          </p>
          <ul className="permission-rpcs">
            {page.anyMacaroon.map((row) => (
              <li key={row.rpc.href}>
                <a href={row.rpc.href}>{row.rpc.label}</a>
                {row.smallestMacaroon ? (
                  <>
                    {' '}
                    — smallest default macaroon <code>{row.smallestMacaroon}</code>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {page.notServed.length > 0 ? (
        <>
          <h2 id="not-served">RPCs not served by {page.daemon}</h2>
          <p>
            These RPCs are part of the API but another server implements them; {page.daemon} has no permission entry for
            them and does not answer them.
          </p>
          <LinkList links={page.notServed} />
        </>
      ) : null}

      {page.noEntry.length > 0 ? (
        <>
          <h2 id="no-entry">RPCs without a permission entry</h2>
          <p>
            {page.daemon} serves these but lists no permission for them, so it rejects them when macaroons are enabled.
          </p>
          <LinkList links={page.noEntry} />
        </>
      ) : null}
    </>
  );
}
