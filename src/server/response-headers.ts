/**
 * Headers the server adds to its responses: the security headers every response carries
 * and the caching rule of each file (hashed assets forever, everything else revalidated,
 * or not stored at all in development).
 */
import type { ServerResponse } from 'node:http';
import { isHashedAsset } from './hashed-asset.ts';

/** Hashed names change with their content, so a year and `immutable` is safe. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Stored but revalidated (ETag / Last-Modified) on every use: HTML and unhashed files. */
export const CACHE_REVALIDATE = 'no-cache';
/** Redirects are permanent rules of the site, but an hour keeps a mistaken one from sticking in browsers forever. */
export const CACHE_REDIRECT = 'public, max-age=3600';
/** Development (all but hashed assets): never stored, every reload sees the latest build. */
export const CACHE_NONE = 'no-store';

/** `apidocs serve` (a finished build) or `apidocs dev` (a build being rewritten). */
export type ServerMode = 'production' | 'development';

/**
 * The Cache-Control value for a served file (relative path inside the output folder).
 * Hashed names are safe to keep in development too (a changed bundle gets a new name), and
 * keeping them makes each live reload fetch only the page and its data.
 */
export function cacheControlFor(file: string, mode: ServerMode): string {
  if (isHashedAsset(file)) return CACHE_FOREVER;
  return mode === 'development' ? CACHE_NONE : CACHE_REVALIDATE;
}

/** Security headers of every response: the page policy, no MIME sniffing, a cautious referrer, no framing. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors in the CSP for current browsers, X-Frame-Options for older ones.
    'X-Frame-Options': 'DENY',
  };
}

/** Sets several headers on a response. */
export function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
