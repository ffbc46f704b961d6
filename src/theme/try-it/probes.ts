/**
 * The probes the connection doctor (diagnose.ts) reads after a call failed. Each asks one
 * question a failed fetch cannot answer, with requests that carry nothing secret (no
 * macaroon, no body) and only to the node the reader entered.
 */
import { isLoopbackUrl, type ProbeResults } from './diagnose.ts';

const PROBE_MS = 5000;

/** Runs the probes that tell a network failure's causes apart. */
export async function probeFailure(nodeUrl: string): Promise<ProbeResults> {
  const [noCors, plainHttp, localNetwork] = await Promise.all([
    answers(`${nodeUrl}/`),
    isLoopbackUrl(nodeUrl) && nodeUrl.startsWith('https:')
      ? answers(`${nodeUrl.replace(/^https:/, 'http:')}/`)
      : Promise.resolve(null),
    localNetworkPermission(),
  ]);
  return { noCors, plainHttp, localNetwork, litdStatus: null };
}

/** After a 404: whether the port answers litd's own Status RPC (GET /v1/status) with its sub-servers. */
export async function probeLitd(nodeUrl: string, headers: Record<string, string>): Promise<boolean> {
  try {
    const response = await fetch(`${nodeUrl}/v1/status`, { headers, signal: AbortSignal.timeout(PROBE_MS) });
    if (!response.ok) return false;
    const body = (await response.json()) as { sub_servers?: unknown };
    return typeof body.sub_servers === 'object' && body.sub_servers !== null;
  } catch {
    return false;
  }
}

/** Whether a no-cors request gets any HTTP answer (an opaque response is one). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(PROBE_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/** The local-network-access permission (Chromium 141+), or null where the browser has none. */
async function localNetworkPermission(): Promise<ProbeResults['localNetwork']> {
  try {
    const status = await navigator.permissions.query({ name: 'local-network-access' as PermissionName });
    return status.state;
  } catch {
    return null;
  }
}
