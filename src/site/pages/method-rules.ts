/** A method page's request rules: by field for the field list, the whole list, and what no minimal request can pass. */
import type { SiteMethod, SiteRelease } from '../site-api.ts';
import type { ErrorView, MethodPage } from '../page-data.ts';
import { methodPlan } from '../code-samples/method-plan.ts';
import { type FieldRules, requestRuleViews, ruleText } from './request-rule-views.ts';

export function methodRules(
  service: SiteRelease,
  method: SiteMethod,
  errors: readonly ErrorView[],
): { byField: FieldRules; page: Pick<MethodPage, 'requestRules' | 'unmetRules'> } {
  const request = service.messages[method.requestType];
  const rules = method.requestRules ?? [];
  if (!request || rules.length === 0) return { byField: new Map(), page: {} };
  const views = requestRuleViews(rules, request, service.messages, errors);
  const unmet = methodPlan({ service, method }, 'minimal').unmetRules ?? [];
  return {
    byField: views.byField,
    page: {
      requestRules: views.page,
      ...(unmet.length > 0 ? { unmetRules: unmet.map((r) => `${ruleText(r, null)} ("${r.message}")`) } : {}),
    },
  };
}
