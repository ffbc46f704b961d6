/**
 * The connection doctor: what went wrong with a "Try it" call and the exact fix, as a pure
 * function of what the panel observed (the call's outcome and the probes run after a
 * failure, probes.ts) and what the page knows (the RPC's permissions, the daemon's ports).
 *
 * A browser cannot read why a cross-origin call failed: a CORS refusal, an untrusted
 * certificate, a closed port and a denied local-network permission all surface as the same
 * TypeError. The probes separate them:
 * - `noCors`: a `mode: "no-cors"` request to the node's origin. It needs no CORS answer, so
 *   it resolves whenever a trusted TLS connection gets any HTTP response: resolved while
 *   the real call failed means the node answered and the browser withheld the answer, i.e.
 *   CORS (no `restcors`, or an entry that does not match the origin exactly).
 * - `plainHttp`: a no-cors request to `http://` at the same host and port. Go's TLS server
 *   (every daemon's) answers plaintext HTTP with "400 Client sent an HTTP request to an
 *   HTTPS server", so it resolves when a TLS server listens there: with `noCors` failed,
 *   the browser refused the certificate. Run for loopback hosts only (the page's policy
 *   allows plain http there, and browsers do not block it as mixed content); null elsewhere.
 * - `localNetwork`: the browser's local-network-access permission state, when it has one.
 * - `litdStatus`: after a 404, whether the port answers litd's own `GET /v1/status`.
 */

export type CallOutcome =
  /** The node (or the proxy) answered: HTTP status and the gRPC message of an error body. */
  | { kind: 'answer'; status: number; message: string | null; fromProxy?: boolean }
  /**
   * No answer the page may read (fetch's TypeError, a WebSocket closed before it opened);
   * `macaroonProtocol`: a WebSocket that offered the macaroon as its subprotocol.
   */
  | { kind: 'failed'; macaroonProtocol?: boolean };

export interface ProbeResults {
  noCors: boolean | null;
  plainHttp: boolean | null;
  localNetwork: 'granted' | 'denied' | 'prompt' | null;
  litdStatus: boolean | null;
}

export interface CallFacts {
  /** The page's origin as the browser sends it: scheme, host and port, no trailing slash. */
  siteOrigin: string;
  /** The node URL called: https://localhost:8080. */
  nodeUrl: string;
  viaProxy: boolean;
  daemon: { id: string; title: string; binary: string; cli: string; restPort: number };
  /** litd's port when this daemon can run inside litd, else null. */
  litdPort: number | null;
  /** Whether the settings send the call to litd's port. */
  throughLitd: boolean;
  rpc: string;
  /** Permissions the RPC needs (`info:read`); empty when any macaroon or none will do. */
  permissions: string[];
  smallestMacaroon: string | null;
}

export type Problem =
  | 'cors'
  | 'websocket-subprotocol'
  | 'certificate'
  | 'unreachable'
  | 'unreachable-or-certificate'
  | 'local-network-denied'
  | 'mixed-content'
  | 'litd-port'
  | 'wrong-daemon'
  | 'macaroon-missing'
  | 'macaroon-permission'
  | 'macaroon-invalid'
  | 'wallet-locked'
  | 'wallet-not-created'
  | 'starting'
  | 'proxy'
  | 'daemon-error';

export interface Diagnosis {
  problem: Problem;
  /** One sentence: what is wrong. */
  summary: string;
  /** The fix, step by step. */
  steps: string[];
  /** A line to add to the daemon's configuration file, when that is the fix. */
  configLine: string | null;
}

/** Daemons whose REST server answers CORS preflights from a `restcors` list (lnd's allowCORS). */
const RESTCORS = new Set(['lnd', 'taproot-assets', 'lit']);

/** The diagnosis of a failed call, or null when the call succeeded. */
export function diagnose(call: CallOutcome, probes: ProbeResults, facts: CallFacts): Diagnosis | null {
  if (call.kind === 'answer') return call.status < 400 ? null : diagnoseAnswer(call, probes, facts);
  if (facts.viaProxy)
    return result('proxy', 'The local proxy (apidocs serve --node) did not answer.', [
      'Check that apidocs serve is still running in its terminal, then send again.',
    ]);
  if (facts.siteOrigin.startsWith('https:') && facts.nodeUrl.startsWith('http:') && !isLoopbackUrl(facts.nodeUrl))
    return result(
      'mixed-content',
      'This page is served over https and the node URL is plain http: the browser blocks the call.',
      [
        `Use the node's https REST port, or serve these docs locally with apidocs serve --node ${facts.nodeUrl} and call through it.`,
      ],
    );
  if (probes.localNetwork === 'denied')
    return result(
      'local-network-denied',
      'The browser is not allowed to reach devices on your local network from this site.',
      [
        'Allow local network access for this site (the lock icon left of the address, Site settings, Local network access), then send again.',
        'Or serve these docs locally with apidocs serve --node, which needs no such permission.',
      ],
    );
  if (probes.noCors === true && call.macaroonProtocol)
    return result(
      'websocket-subprotocol',
      `${facts.daemon.title} answered, but the browser dropped the stream: ${facts.daemon.binary}'s WebSocket proxy does not confirm the Sec-WebSocket-Protocol that carries the macaroon, and Chromium-based browsers close such a connection.`,
      [
        `Serve these docs locally with apidocs serve --node ${facts.nodeUrl} --tlscert <path to tls.cert> and send through it: the proxy confirms the protocol.`,
        'Or run the curl command below in a terminal: over plain HTTP the daemon streams the messages as JSON lines.',
      ],
    );
  if (probes.noCors === true) return corsDiagnosis(facts);
  if (probes.plainHttp === true)
    return result('certificate', `The browser does not trust the TLS certificate of ${facts.nodeUrl}.`, [
      `Open ${facts.nodeUrl}/ in a new tab once and accept the certificate (the daemon's self-signed tls.cert), then send again.`,
      `Or serve these docs locally with apidocs serve --node ${facts.nodeUrl} --tlscert <path to tls.cert>: the proxy trusts that certificate alone.`,
    ]);
  if (probes.plainHttp === false) return unreachable(facts);
  return result(
    'unreachable-or-certificate',
    `Nothing answered at ${facts.nodeUrl}, or the browser does not trust its certificate.`,
    [
      `Open ${facts.nodeUrl}/ in a new tab: if the browser warns about the certificate, accept it and send again.`,
      ...unreachable(facts).steps,
    ],
  );
}

function diagnoseAnswer(
  call: Extract<CallOutcome, { kind: 'answer' }>,
  probes: ProbeResults,
  facts: CallFacts,
): Diagnosis {
  const message = call.message ?? '';
  if (call.fromProxy)
    return result('proxy', `The local proxy could not reach the node: ${message}`, [
      "Check the URL given to --node and that the daemon runs; for a certificate error, pass the daemon's tls.cert with --tlscert.",
    ]);
  if (/wallet locked/.test(message))
    return result('wallet-locked', `${facts.daemon.title} answered: ${message}.`, [
      `Unlock the wallet (${facts.daemon.cli} unlock, or start the daemon with wallet-unlock-password-file=), wait for ${facts.daemon.cli} state to say SERVER_ACTIVE, then send again.`,
    ]);
  if (/wallet not created/.test(message))
    return result('wallet-not-created', `${facts.daemon.title} answered: ${message}.`, [
      `Create the wallet (${facts.daemon.cli} create), unlock it, then send again.`,
    ]);
  if (/in the process of starting|waiting to start/.test(message))
    return result('starting', `${facts.daemon.title} is still starting: ${message}.`, [
      'Wait a few seconds, then send again.',
    ]);
  if (/expected 1 macaroon, got 0|no macaroon/.test(message))
    return result('macaroon-missing', `The call carried no macaroon, and ${facts.rpc} needs one.`, [
      macaroonStep(facts),
    ]);
  if (/permission denied/.test(message))
    return result('macaroon-permission', `The macaroon lacks a permission ${facts.rpc} needs.`, [macaroonStep(facts)]);
  if (/verification failed|cannot get macaroon|invalid macaroon|unknown macaroon|root key/.test(message))
    return result('macaroon-invalid', `${facts.daemon.title} does not accept this macaroon: ${message}.`, [
      `Paste a macaroon this ${facts.daemon.binary} baked (its data folder's files are rewritten when the wallet is recreated); ${macaroonStep(facts)}`,
    ]);
  if (call.status === 404 && probes.litdStatus === true)
    return result(
      'litd-port',
      `${facts.nodeUrl} is litd's port, and litd does not serve ${facts.daemon.title} there: ${facts.daemon.binary} runs on its own.`,
      [
        `Set the REST port to ${facts.daemon.binary}'s own (${facts.daemon.restPort} by default) and untick "runs inside litd" in Your node.`,
        `Or run ${facts.daemon.title} inside litd (its integrated mode), which then serves it on this port.`,
      ],
    );
  if (call.status === 404)
    return result('wrong-daemon', `${facts.nodeUrl} does not serve ${facts.rpc}: the port is another daemon's.`, [
      facts.litdPort !== null && !facts.throughLitd
        ? `If ${facts.daemon.title} runs inside litd, tick "runs inside litd" in Your node (litd's port is ${facts.litdPort}); otherwise set ${facts.daemon.binary}'s own REST port (${facts.daemon.restPort} by default).`
        : `Set ${facts.daemon.binary}'s REST port in Your node (${facts.daemon.restPort} by default; restlisten= in its configuration).`,
    ]);
  return result('daemon-error', `${facts.daemon.title} answered ${call.status}${message ? `: ${message}` : ''}.`, [
    "This is the RPC's own answer: the page's Errors section and the error catalogue explain it.",
  ]);
}

function corsDiagnosis(facts: CallFacts): Diagnosis {
  const line = `restcors=${facts.siteOrigin}`;
  if (!RESTCORS.has(facts.daemon.id))
    return result(
      'cors',
      `${facts.daemon.title} answered, but it does not allow calls from web pages with a macaroon (no restcors option).`,
      [
        `Serve these docs locally with apidocs serve --node ${facts.nodeUrl} --tlscert <path to tls.cert> and send through it: no CORS is involved.`,
      ],
    );
  return {
    problem: 'cors',
    summary: `${facts.daemon.title} answered, but its CORS settings do not allow this page's origin, ${facts.siteOrigin}.`,
    steps: [
      `Add this line to ${facts.daemon.binary}.conf (under [Application Options]) and restart ${facts.daemon.binary}:`,
      `The origin must match exactly: scheme, host and port, with no trailing slash (${facts.siteOrigin}/ does not match). Never use restcors=*: any web page could then call your node.`,
      `Or serve these docs locally with apidocs serve --node ${facts.nodeUrl}, which needs no restcors.`,
    ],
    configLine: line,
  };
}

function unreachable(facts: CallFacts): Diagnosis {
  const litd =
    facts.litdPort === null
      ? []
      : facts.throughLitd
        ? [
            `You send to litd's port (${facts.litdPort}); if ${facts.daemon.binary} runs on its own, untick "runs inside litd" (its own REST port is ${facts.daemon.restPort}).`,
          ]
        : [
            `If ${facts.daemon.title} runs inside litd, tick "runs inside litd" in Your node: litd serves it on port ${facts.litdPort}.`,
          ];
  return result('unreachable', `Nothing answered at ${facts.nodeUrl}.`, [
    `Check that ${facts.daemon.binary} runs and that its REST port is the one in Your node (${facts.daemon.restPort} by default; restlisten= in its configuration, which listens on localhost only unless told otherwise).`,
    ...litd,
  ]);
}

function macaroonStep(facts: CallFacts): string {
  const needs =
    facts.permissions.length > 0
      ? `the permissions ${facts.permissions.join(', ')}`
      : `a macaroon of ${facts.daemon.binary}`;
  const smallest = facts.smallestMacaroon
    ? ` The smallest default macaroon with them is ${facts.smallestMacaroon}: paste it as hex (xxd -ps -u -c 1000 ${facts.smallestMacaroon}).`
    : '';
  return `${facts.rpc} needs ${needs}.${smallest}`;
}

function result(problem: Problem, summary: string, steps: string[]): Diagnosis {
  return { problem, summary, steps, configLine: null };
}

/** Whether a URL's host is this machine (browsers treat it as potentially trustworthy). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}
