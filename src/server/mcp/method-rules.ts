/** get_method's request rules: what the handler checks before anything else, with the error each produces. */
import { z } from 'zod';
import type { MethodPage } from '../../site/page-data.ts';
import type { SiteBuild } from './site-build.ts';

export const requestRulesSchema = z
  .array(
    z.object({
      kind: z.enum(['required', 'one-of', 'requires', 'excludes', 'range', 'values']),
      fields: z.array(z.string()).describe('The request fields (dotted proto paths) the rule is about'),
      rule: z.string().describe('The rule in words ("`asset.group_key`: Requires `asset.grouped_asset`")'),
      error: z.string().describe('The message the handler returns when the rule is broken'),
      code: z.string(),
      source: z.string(),
      catalogue: z.string().nullable(),
    }),
  )
  .describe("Rules the request must pass, read from the guards of the RPC's handler");

export type RequestRulesInfo = z.infer<typeof requestRulesSchema>;

export function requestRulesOf(page: MethodPage, build: SiteBuild): RequestRulesInfo {
  return (page.requestRules ?? []).map((r) => ({
    kind: r.kind as RequestRulesInfo[number]['kind'],
    fields: r.fields,
    rule: r.text,
    error: r.message,
    code: `${r.code.name} (${r.code.number})`,
    source: r.source.href,
    catalogue: r.catalogue ? build.absoluteUrl(r.catalogue) : null,
  }));
}

export function requestRulesLines(rules: RequestRulesInfo): string[] {
  return rules.length > 0
    ? ['', 'Request rules:', ...rules.map((r) => `  - ${r.rule} (else "${r.error}", ${r.code})`)]
    : [];
}
