/**
 * axe-core in a test page: its source is evaluated in the page (the site's CSP refuses an
 * injected <script>), and the serious and critical violations come back one line each.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe rules whose outcome hangs on colours. The dark theme changes only colours (the
 * theme's CSS variables), not markup or layout, so a page checked with every rule in light
 * mode is checked in dark with these: about a quarter of a whole run's time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The rules to run in a colour mode: every rule in light mode (undefined), the colour rules in dark. */
export function axeRulesFor(mode: string): string[] | undefined {
  return mode === 'dark' ? COLOUR_RULES : undefined;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's violations on the page as it is now, of `rules` only when given. */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) };
  return page.evaluate(async (options) => {
    const result = await (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe.run(document, options);
    return result.violations;
  }, options);
}

/** Serious and critical axe violations of the page as it is now (of `rules` only, when given), one line each. */
export async function seriousAxeViolations(page: Page, rules?: string[]): Promise<string[]> {
  return (await axeViolations(page, rules))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('; ')}`,
    );
}
