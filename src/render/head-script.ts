/**
 * The one inline script of the site, run in <head> before first paint: it applies the
 * stored colour mode (no flash), hides an announcement the reader dismissed, marks that
 * JavaScript runs, and reveals the base-URL banner when the page is served outside the base
 * URL (then the bundle cannot load, so this check cannot live there). Its sha256 goes into
 * the Content-Security-Policy, which allows no other inline script.
 */
import crypto from 'node:crypto';
import { STORAGE_KEYS } from '../theme/storage-keys.ts';

export interface HeadScript {
  code: string;
  /** CSP source expression: 'sha256-...'. */
  cspHash: string;
}

/** Storage keys shared with the client runtime (defined where browser code can import them). */
export { STORAGE_KEYS };

/** Builds the head script for a site configuration. */
export function headScript(params: {
  baseUrl: string;
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme?: boolean;
  announcementId: string | null;
  baseUrlBanner: boolean;
}): HeadScript {
  const initialMode = params.respectPrefersColorScheme
    ? 'matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"'
    : JSON.stringify(params.defaultMode);
  const code = [
    `(function(){var d=document.documentElement;d.classList.add("js");var m=${initialMode};`,
    // Storage can throw (private modes, disabled storage): the page must still get a mode.
    `try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});if(t==="dark"||t==="light")m=t;`,
    params.announcementId
      ? `if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissed)})===${JSON.stringify(params.announcementId)})d.setAttribute("data-announcement-dismissed","");`
      : '',
    '}catch(e){}d.setAttribute("data-theme",m);',
    params.baseUrlBanner
      ? `if(location.pathname.indexOf(${JSON.stringify(params.baseUrl)})!==0)document.addEventListener("DOMContentLoaded",function(){var b=document.getElementById("__base-url-issue");if(b)b.hidden=false});`
      : '',
    '})();',
  ].join('');
  const cspHash = `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;
  return { code, cspHash };
}
