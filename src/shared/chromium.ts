/**
 * Where Debian's Chromium is and the flags this machine needs to run it headless as root (no
 * sandbox, no background networking: the closed network refuses its connections). The browser
 * tests (test/helpers/browser.ts) and the benchmarks (src/bench/) launch it the same way.
 */
export const CHROMIUM = process.env.APIDOCS_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
