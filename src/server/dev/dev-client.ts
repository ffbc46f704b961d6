/**
 * The reload client of `apidocs dev`, run in the browser: the dev server injects it into
 * every HTML page as an external module script (the site's CSP allows no other inline
 * script). It listens to the server's event stream; when the tab's page was rebuilt it has
 * the client runtime show the new data in place (when only page data changed) or reloads
 * the tab; and it shows the build error in an overlay until the next good build.
 * Browser code, bundled on its own by the dev server; it imports only the name of the
 * event it shares with the client runtime.
 */
import { DEV_REFRESH_EVENT, type DevRefreshDetail } from '../../client/router/dev-refresh-event.ts';
import type { DevEvent } from './reload-events.ts';

/** Ids and attributes tests and readers can rely on. */
const OVERLAY_ID = '__apidocs-dev-overlay';
/** On <html> (outside the React root): "connected" while the event stream is open, else "disconnected". */
const STATE_ATTRIBUTE = 'data-apidocs-dev';
const PLACEHOLDER_META = 'apidocs-dev-placeholder';

/** This script is served at <base>__apidocs/dev-client.js; the event stream sits beside it. */
const scriptUrl = new URL(import.meta.url);
const base = scriptUrl.pathname.replace(/__apidocs\/dev-client\.js$/, '');
const eventsUrl = `${base}__apidocs/events`;
const notFoundRoute = `${base}404.html`;

let generation: number | null = null;

/** The route path of the page shown: /base/x/index.html and /base/x.html are /base/x/. */
function currentRoute(): string {
  const path = decodeURI(location.pathname);
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  if (path.endsWith('.html') && path !== notFoundRoute) return `${path.slice(0, -'.html'.length)}/`;
  return path.endsWith('/') || /\.[a-z]+$/i.test(path) ? path : `${path}/`;
}

/** True when the last rebuild changed what this tab shows. */
async function isAffected(routes: string[] | null): Promise<boolean> {
  if (routes === null || document.querySelector(`meta[name="${PLACEHOLDER_META}"]`)) return true;
  if (routes.includes(currentRoute())) return true;
  if (!routes.includes(notFoundRoute)) return false;
  // The not-found page changed: it matters if this tab shows it, i.e. its address is not a page.
  const response = await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
  return response.status === 404;
}

/** Hands changed page data to the client runtime (see dev-refresh-event.ts); true when it took the job. */
function refreshInPlace(detail: DevRefreshDetail): boolean {
  const claimed = !window.dispatchEvent(
    new CustomEvent<DevRefreshDetail>(DEV_REFRESH_EVENT, { cancelable: true, detail }),
  );
  if (claimed && detail.current) console.info('[apidocs dev] page rebuilt: updated in place');
  return claimed;
}

function reload(reason: string): void {
  console.info(`[apidocs dev] ${reason}: reloading`);
  location.reload();
}

/** Shows (or updates) the error overlay. Styles go through CSSOM, which the CSP allows. */
function showOverlay(message: string): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
    Object.assign(overlay.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      overflow: 'auto',
      padding: '2rem',
      background: 'rgba(20, 20, 24, 0.92)',
      color: '#f5f5f5',
      font: '14px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace',
    });
    const title = document.createElement('h2');
    title.id = `${OVERLAY_ID}-title`;
    title.textContent = 'apidocs: build failed';
    Object.assign(title.style, { color: '#ff6b6b', margin: '0 0 1rem', font: 'bold 18px/1.3 system-ui, sans-serif' });
    const pre = document.createElement('pre');
    Object.assign(pre.style, {
      whiteSpace: 'pre-wrap',
      margin: '0 0 1rem',
      padding: '1rem',
      background: 'rgba(0, 0, 0, 0.4)',
      borderLeft: '4px solid #ff6b6b',
    });
    const hint = document.createElement('p');
    hint.textContent =
      'Fix the problem and save: this page updates on the next good build. The last good build is still served.';
    Object.assign(hint.style, { margin: '0', opacity: '0.8', font: '14px/1.5 system-ui, sans-serif' });
    overlay.append(title, pre, hint);
    document.body.append(overlay);
  }
  // textContent: the message is shown as text, never parsed as HTML.
  overlay.querySelector('pre')!.textContent = message;
  console.error(`[apidocs dev] build failed:\n${message}`);
}

function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

function on<T extends DevEvent['type']>(
  source: EventSource,
  type: T,
  handle: (event: Extract<DevEvent, { type: T }>) => void,
): void {
  source.addEventListener(type, (message) =>
    handle(JSON.parse((message as MessageEvent<string>).data) as Extract<DevEvent, { type: T }>),
  );
}

function connect(): void {
  const source = new EventSource(eventsUrl);
  source.addEventListener('error', () => document.documentElement.setAttribute(STATE_ATTRIBUTE, 'disconnected'));
  on(source, 'hello', (event) => {
    // A different generation on reconnect means rebuilds happened while we were away.
    if (generation !== null && event.generation !== generation) return reload('rebuilt while disconnected');
    generation = event.generation;
    document.documentElement.setAttribute(STATE_ATTRIBUTE, 'connected');
    if (event.error) showOverlay(event.error);
    else hideOverlay();
  });
  on(source, 'build-error', (event) => showOverlay(event.message));
  on(source, 'build-ok', () => hideOverlay());
  on(source, 'reload', (event) => {
    generation = event.generation;
    void isAffected(event.routes).then((affected) => {
      if (event.inPlace && event.routes && refreshInPlace({ routes: event.routes, current: affected })) return;
      if (affected) reload('page rebuilt');
      else console.info('[apidocs dev] rebuilt; this page is unchanged');
    });
  });
}

connect();
