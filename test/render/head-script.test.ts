import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { headScript } from '../../src/render/head-script.ts';

interface Outcome {
  theme: string | undefined;
  js: boolean;
  dismissed: boolean;
  bannerShown: boolean;
}

/** Runs the head script against a minimal fake document, storage and media query. */
function run(
  options: Parameters<typeof headScript>[0],
  env: { stored?: Record<string, string>; storageThrows?: boolean; prefersDark?: boolean; pathname?: string },
): Outcome {
  const attributes = new Map<string, string>();
  const classes = new Set<string>();
  const banner = { hidden: true };
  let onReady: (() => void) | undefined;
  const context = {
    document: {
      documentElement: {
        classList: { add: (c: string) => classes.add(c) },
        setAttribute: (k: string, v: string) => attributes.set(k, v),
      },
      addEventListener: (_: string, fn: () => void) => (onReady = fn),
      getElementById: () => banner,
    },
    localStorage: {
      getItem: (key: string) => {
        if (env.storageThrows) throw new Error('SecurityError');
        return env.stored?.[key] ?? null;
      },
    },
    matchMedia: () => ({ matches: env.prefersDark === true }),
    location: { pathname: env.pathname ?? '/api-docs/' },
  };
  vm.runInNewContext(headScript(options).code, context);
  onReady?.();
  return {
    theme: attributes.get('data-theme'),
    js: classes.has('js'),
    dismissed: attributes.has('data-announcement-dismissed'),
    bannerShown: !banner.hidden,
  };
}

const site = { baseUrl: '/api-docs/', defaultMode: 'light' as const, announcementId: 'bar-2', baseUrlBanner: true };

test('light by default, the system preference ignored, the stored mode wins', () => {
  assert.equal(run(site, { prefersDark: true }).theme, 'light');
  assert.equal(run(site, { stored: { theme: 'dark' } }).theme, 'dark');
  assert.equal(run(site, { stored: { theme: 'purple' } }).theme, 'light', 'invalid stored values are ignored');
  assert.equal(run({ ...site, defaultMode: 'dark' }, {}).theme, 'dark');
  assert.equal(run({ ...site, respectPrefersColorScheme: true }, { prefersDark: true }).theme, 'dark');
  assert.equal(
    run({ ...site, respectPrefersColorScheme: true }, { prefersDark: true, stored: { theme: 'light' } }).theme,
    'light',
  );
});

test('storage errors never break the page: the default mode still applies', () => {
  const outcome = run({ ...site, defaultMode: 'dark' }, { storageThrows: true });
  assert.deepEqual([outcome.theme, outcome.js], ['dark', true]);
});

test('a dismissed announcement stays hidden until its id changes', () => {
  assert.equal(run(site, { stored: { 'apidocs.announcement.dismissed': 'bar-2' } }).dismissed, true);
  assert.equal(run(site, { stored: { 'apidocs.announcement.dismissed': 'bar-1' } }).dismissed, false);
});

test('the base-URL banner shows only outside the base URL', () => {
  assert.equal(run(site, { pathname: '/api-docs/api/lnd/' }).bannerShown, false);
  assert.equal(run(site, { pathname: '/docs/' }).bannerShown, true);
  assert.equal(run({ ...site, baseUrlBanner: false }, { pathname: '/docs/' }).bannerShown, false);
});
