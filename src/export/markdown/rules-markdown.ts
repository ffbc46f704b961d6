/** A request field's rules in the Markdown copy: the rule, the error it produces (its catalogue entry) and the guard's line. */
import type { FieldRuleView } from '../../site/page-data.ts';
import { code, escapeText, link, linkMarkdown } from './markdown-text.ts';

/** Rule text with its `backticked` field names as code spans, the rest escaped. */
export function ruleTextMarkdown(text: string): string {
  return text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? code(part) : escapeText(part)))
    .join('');
}

/** One line per rule: "**Required**, else `asset cannot be nil` (Unknown) (rpcserver.go:611)". */
export function fieldRulesMarkdown(rules: FieldRuleView[] | undefined): string[] {
  return (rules ?? []).map((rule) => {
    const error = rule.catalogue ? linkMarkdown(code(rule.message), rule.catalogue) : code(rule.message);
    return `**${ruleTextMarkdown(rule.text)}**, else ${error} (${rule.code.name}) (${link(rule.source.label, rule.source.href)})`;
  });
}
