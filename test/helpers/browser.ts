/**
 * Real Chromium for browser tests: Debian's /usr/bin/chromium driven by playwright-core,
 * with the flags this machine needs (no sandbox as root, no background networking).
 * Tests skip with a clear message when Chromium is not installed.
 */
import fs from 'node:fs';
import { type Browser, type BrowserContext, type ConsoleMessage, type Page, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../src/shared/chromium.ts';

export { CHROMIUM, CHROMIUM_ARGS };

export const BROWSER_SKIP = fs.existsSync(CHROMIUM)
  ? false
  : `Chromium is not installed at ${CHROMIUM}: run \`apt-get install -y chromium\` (or set APIDOCS_CHROMIUM) to run browser tests`;

/** Launches Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Console messages and page errors seen by a page, for "no errors" assertions. */
export interface ConsoleLog {
  messages: { type: string; text: string }[];
  errors(): string[];
  warnings(): string[];
}

/** Records console output and uncaught errors of a page. */
export function recordConsole(page: Page): ConsoleLog {
  const messages: { type: string; text: string }[] = [];
  page.on('console', (m: ConsoleMessage) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e: Error) => messages.push({ type: 'pageerror', text: e.message }));
  return {
    messages,
    errors: () => messages.filter((m) => m.type === 'error' || m.type === 'pageerror').map((m) => m.text),
    warnings: () => messages.filter((m) => m.type === 'warning').map((m) => m.text),
  };
}

/** A fresh context (own storage) with an optional viewport. */
export function newContext(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 } });
}
