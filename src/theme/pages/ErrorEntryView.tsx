/**
 * One error of a daemon's catalogue: what it is, its causes with a check, fixes with a
 * command, the RPCs, and how to match it in code. The texts are the daemons' and libraries'
 * own: rendered as text, never as HTML.
 */
import type { ErrorEntryPage } from '../../site/page-data.ts';
import { CommandBlock } from '../components/CommandBlock.tsx';
import { ExternalIcon } from '../components/ExternalIcon.tsx';
import { breakAfter, breakCamelCase } from '../components/identifier-breaks.tsx';

export function ErrorEntryView({ page }: { page: ErrorEntryPage }) {
  const { entry } = page;
  return (
    <>
      <h1 className="error-entry__title">
        <code>{entry.template}</code>
      </h1>
      <p>
        {`${page.daemon} error · ${page.originTitle} · gRPC ${entry.code} (${entry.codeNumber}) · REST ${entry.httpStatus} · since ${entry.since}`}
        {entry.sentinel ? (
          <>
            {' · '}
            <code>{entry.sentinel}</code>
          </>
        ) : null}
      </p>
      <p>
        {'Written at '}
        {entry.sources.map((source, i) => (
          <span key={source.href}>
            {i > 0 ? ', ' : null}
            <a href={source.href} target="_blank" rel="noopener noreferrer">
              <code>{breakAfter(source.label, '/')}</code>
              <ExternalIcon />
            </a>
          </span>
        ))}
        {'. '}
        <a href={page.catalogue.href}>{page.catalogue.label}</a>
      </p>
      <h2 id="causes">Causes</h2>
      <ul>
        {entry.causes.map((cause) => (
          <li key={cause.text}>
            {cause.text}
            {cause.check ? <CheckLine check={cause.check} /> : null}
          </li>
        ))}
      </ul>
      <h2 id="fixes">Fixes</h2>
      <ul>
        {entry.fixes.map((fix) => (
          <li key={fix.text}>
            {fix.text}
            {fix.command ? <CommandBlock command={fix.command} /> : null}
          </li>
        ))}
      </ul>
      {entry.rpcs.length > 0 ? (
        <>
          <h2 id="rpcs">RPCs</h2>
          <p>{entry.origin === 'handler' ? 'Returned by:' : 'Readers meet it on these RPCs, among others:'}</p>
          <ul>
            {entry.rpcs.map((rpc) => (
              <li key={rpc.href}>
                <a href={rpc.href}>{breakCamelCase(rpc.label)}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 id="matching">Matching it in code</h2>
      <p>As gRPC and the REST gateway send it:</p>
      <CommandBlock command={`${page.examples.grpc}\n${page.examples.rest}`} />
      <p>
        A pattern that matches it with its values, the <code>rpc error</code> prefix or the REST body (JavaScript and
        RE2; the same in errors.json):
      </p>
      <CommandBlock command={entry.pattern} />
    </>
  );
}

/** A cause's check: a command in a code block when it is one, else a sentence. */
function CheckLine({ check }: { check: string }) {
  return /^[a-z][\w-]* /.test(check) && !/[.:]$/.test(check) ? (
    <>
      {' Check:'}
      <CommandBlock command={check} />
    </>
  ) : (
    <> Check: {check}</>
  );
}
