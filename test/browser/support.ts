/**
 * Shared set-up of the browser tests: the fixture site built once per process and served
 * at /api-docs/, one Chromium per test file, and pages that record every
 * "apidocs:navigated" event (hydration and each client-side navigation), so tests wait
 * for what the runtime did instead of sleeping.
 */
import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';
import { type ConsoleLog, launchBrowser, newContext, recordConsole } from '../helpers/browser.ts';
import { realSiteBuild } from '../helpers/real-build.ts';
import { serveDir, type TestServer } from '../helpers/serve-dir.ts';

export interface SiteUnderTest {
  browser: Browser;
  server: TestServer;
  /** Output folder of the build being served. */
  outDir: string;
  /** Absolute URL of a site path: url('api/demo/') -> http://127.0.0.1:port/api-docs/api/demo/. */
  url(sitePath?: string): string;
  close(): Promise<void>;
}

/** Serves a build (the fixture build by default) and launches Chromium. */
export async function openSite(outDir?: string): Promise<SiteUnderTest> {
  // Build before launching: a failed build must not leave a browser keeping the process alive.
  const dir = outDir ?? (await fixtureBuildDir());
  const browser = await launchBrowser();
  try {
    const site = await serveWith(browser, dir);
    return { ...site, close: async () => (await site.close(), await browser.close()) };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * The real site served for a suite: opened before its tests and closed after them (call it
 * inside a `describe`); the getter returns it once open.
 */
export function realSiteForSuite(): () => SiteUnderTest {
  let site: SiteUnderTest | undefined;
  before(async () => {
    site = await openSite(await realSiteBuild());
  });
  after(() => site?.close());
  return () => site!;
}

/** Serves another build (an edited copy) to the same browser; close() keeps the browser. */
export async function serveWith(browser: Browser, outDir: string): Promise<SiteUnderTest> {
  const server = await serveDir(outDir);
  return {
    browser,
    server,
    outDir,
    url: (sitePath = '') => `${server.origin}/api-docs/${sitePath}`,
    close: () => server.close(),
  };
}

declare global {
  interface Window {
    /** Paths of every apidocs:navigated event, in order (installed by watchNavigations). */
    __navigations: string[];
    /** Set by tests before a click; it survives only if the page did not reload. */
    __marker?: string;
  }
}

/** A page whose console is recorded and whose navigations are counted. */
export interface TestPage {
  page: Page;
  context: BrowserContext;
  console: ConsoleLog;
}

/** Opens a page in a fresh context (own storage), recording console and navigations. */
export async function openPage(
  site: SiteUnderTest,
  options: { width?: number; height?: number } = {},
): Promise<TestPage> {
  const context = await newContext(site.browser, options);
  const page = await context.newPage();
  await watchNavigations(page);
  return { page, context, console: recordConsole(page) };
}

/** Records apidocs:navigated events in window.__navigations (every document of the page). */
export async function watchNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__navigations = [];
    addEventListener('apidocs:navigated', (event) =>
      window.__navigations.push((event as CustomEvent<{ path: string }>).detail.path),
    );
  });
}

/** Loads a URL and waits until the client has hydrated it. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => window.__navigations.length > 0);
}

/** Runs `act` (a click, history.back()) and waits for the client-side navigation it causes. */
export async function navigation(page: Page, act: () => Promise<unknown>): Promise<void> {
  const before = await page.evaluate(() => window.__navigations.length);
  await act();
  await page.waitForFunction((n) => window.__navigations.length > n, before);
}

/** Marks the current document; `survived` tells whether the same document is still shown. */
export async function markDocument(page: Page): Promise<{ survived(): Promise<boolean> }> {
  const marker = `m${Math.random()}`;
  await page.evaluate((m) => (window.__marker = m), marker);
  return { survived: () => page.evaluate((m) => window.__marker === m, marker) };
}

/**
 * Resolves after the browser has rendered two more frames. Message tables skip layout
 * while off screen and get their real height only when a frame renders them, so measure
 * after a scroll only once this has resolved (a loaded machine may not have rendered yet).
 */
export async function renderedFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Resolves once the prefetcher has seen the element `selector` in view and has had its idle
 * time to act on it, so that "this was not prefetched" can be asserted without a fixed
 * sleep. An idle callback first lets the prefetcher's start-up scan (itself scheduled in
 * idle time) observe the element; an IntersectionObserver created after that reports after
 * the prefetcher's; two idle callbacks after that run after the one it schedules.
 * Rejects when there is no such element, or when it does not come into view within
 * `timeoutMs` (a hidden or off-screen element would otherwise hold the test until the
 * runner's own timeout, with no word of why).
 */
export async function prefetchSettled(page: Page, selector: string, timeoutMs = 15_000): Promise<void> {
  await page.evaluate(
    ({ sel, timeoutMs }) =>
      new Promise<void>((resolve, reject) => {
        requestIdleCallback(() => {
          const element = document.querySelector(sel);
          if (!element) return reject(new Error(`prefetchSettled: no element ${sel}`));
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`prefetchSettled: ${sel} did not come into view within ${timeoutMs} ms`));
          }, timeoutMs);
          const observer = new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            clearTimeout(timer);
            requestIdleCallback(() => requestIdleCallback(() => resolve()));
          });
          observer.observe(element);
        });
      }),
    { sel: selector, timeoutMs },
  );
}

/** Paths of the JavaScript files the page requests from now on (filled as it requests them). */
export function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) paths.push(url.pathname);
  });
  return paths;
}
