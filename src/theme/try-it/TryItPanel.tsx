/**
 * "Try it": sends the page's RPC to the reader's node from the browser, directly (the node
 * URL of "Your node", which needs the node's CORS and a trusted certificate) or through
 * `apidocs serve --node` (same origin). Its own chunk, loaded when the fold first opens
 * (TryItFold). The macaroon stays in memory (macaroon-memory.ts) and goes to that node only;
 * an RPC that may change the node needs a confirmation first (typed on mainnet).
 */
import { useEffect, useMemo, useState } from 'react';
import type { MethodPage, TryItView } from '../../site/page-data.ts';
import { useSite } from '../contexts.tsx';
import { useNodeSettings } from '../node-settings-store.ts';
import { directNodeUrl, needsMacaroon } from './call-facts.ts';
import { ConfirmSend, confirmed, type Confirmation } from './ConfirmSend.tsx';
import { DoctorView } from './DoctorView.tsx';
import { MacaroonInput } from './MacaroonInput.tsx';
import { localProxy, type ProxyInfo, proxyBase } from './node-target.ts';
import { MessageFields } from './RequestForm.tsx';
import { requestShapes } from './request-shape.ts';
import { curlCommand, restCall } from './rest-call.ts';
import { ResponseView } from './ResponseView.tsx';
import { useCallRunner } from './use-call-runner.ts';

export function TryItPanel({ page, tryIt }: { page: MethodPage; tryIt: TryItView }) {
  const { baseUrl } = useSite();
  const settings = useNodeSettings();
  const [proxy, setProxy] = useState<ProxyInfo | null | undefined>(undefined);
  useEffect(() => void localProxy(baseUrl).then(setProxy), [baseUrl]);
  const nodeUrl = proxy ? proxyBase(baseUrl) : directNodeUrl(page, settings);
  const shapes = useMemo(() => requestShapes(page), [page]);
  const [request, setRequest] = useState<Record<string, unknown>>(() => structuredClone(tryIt.minimal));
  const [macaroon, setMacaroon] = useState('');
  const [confirmation, setConfirmation] = useState<Confirmation>({ checked: false, typed: '' });
  const runner = useCallRunner(page, settings, nodeUrl, proxy != null);
  const route = page.rest[0]!;
  const callOf = (streaming: MethodPage['streaming']) =>
    restCall({ request, method: route.method, path: route.path, body: tryIt.body, streaming, kindAt: shapes.kindAt });
  const call = callOf(page.streaming);
  // A stream's curl is the same call over plain HTTP, which grpc-gateway streams as JSON lines.
  const plain = callOf('unary');
  const curl = curlCommand({
    url: `${nodeUrl}${plain.pathAndQuery}`,
    method: plain.method,
    body: plain.body,
    macaroon: macaroon !== '',
    cacert: proxy ? null : 'tls.cert',
    streaming: page.streaming !== 'unary',
  });
  const mainnet = settings.network === 'mainnet';
  const allowed = !tryIt.changesState || confirmed(confirmation, page.title, mainnet);
  const send = () => {
    // The button is disabled without the confirmation; this guards any other way of calling.
    if (allowed && !runner.running) runner.send(call, macaroon, curl);
  };

  return (
    <div className="try-it__body">
      <Target proxy={proxy} nodeUrl={nodeUrl} />
      {needsMacaroon(page) ? (
        <MacaroonInput page={page} node={nodeUrl} value={macaroon} onChange={setMacaroon} />
      ) : null}
      <fieldset className="try-it__request">
        <legend>Request ({page.request.fullName})</legend>
        <MessageFields
          message={page.request}
          value={request}
          onChange={setRequest}
          shapes={shapes}
          depth={0}
          label=""
        />
        <RequestJson value={request} onChange={setRequest} />
      </fieldset>
      {tryIt.changesState ? (
        <ConfirmSend rpc={page.title} mainnet={mainnet} value={confirmation} onChange={setConfirmation} />
      ) : null}
      <div className="try-it__actions">
        <button
          type="button"
          className="try-it__send"
          onClick={send}
          disabled={!allowed || runner.running || proxy === undefined}
        >
          Send
        </button>
        {runner.running ? (
          <button type="button" onClick={runner.stop}>
            Stop
          </button>
        ) : null}
      </div>
      <ResponseView outcome={runner.outcome} />
      <DoctorView diagnosis={runner.diagnosis} />
    </div>
  );
}

/** Where calls go: the node of Your node, or the local proxy (and whether it adds a macaroon). */
function Target({ proxy, nodeUrl }: { proxy: ProxyInfo | null | undefined; nodeUrl: string }) {
  return (
    <>
      <p className="try-it__target">
        {proxy === undefined
          ? 'Looking for a local proxy…'
          : proxy
            ? `Sends through this site's local proxy (apidocs serve --node) to ${proxy.node}.`
            : `Sends to ${nodeUrl}, the REST address in Your node, straight from your browser.`}
      </p>
      {proxy?.macaroon ? (
        <p className="try-it__hint">The proxy adds the macaroon it was given (--macaroon) when you paste none.</p>
      ) : null}
    </>
  );
}

/** The request as JSON, editable: what the form holds, for fields the form cannot reach. */
function RequestJson({
  value,
  onChange,
}: {
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? JSON.stringify(value, null, 2);
  let problem: string | null = null;
  if (text !== null) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        problem = 'The request is a JSON object.';
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
  }
  return (
    <details className="try-it__json">
      <summary>Request JSON</summary>
      <label className="visually-hidden" htmlFor="try-it-json">
        Request JSON
      </label>
      <textarea
        id="try-it-json"
        rows={Math.min(16, shown.split('\n').length + 1)}
        spellCheck={false}
        value={shown}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text === null || problem) return;
          onChange(JSON.parse(text) as Record<string, unknown>);
          setText(null);
        }}
      />
      {problem ? <p className="try-it__problem">{problem}</p> : null}
    </details>
  );
}
