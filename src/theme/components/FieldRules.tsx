/**
 * A request field's rules read from the handler ("Required", "Not with `outgoing_chan_ids`"),
 * each with the error it produces (linked to its catalogue entry, else its row on the page) and
 * the guard's source line. Field names written in backticks show as code.
 */
import type { FieldRuleView } from '../../site/page-data.ts';

/** Text with `backticked` parts as <code>. */
export function CodeText({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part ? <span key={i}>{part}</span> : null))}
    </>
  );
}

export function FieldRules({ rules }: { rules: FieldRuleView[] }) {
  return (
    <>
      {rules.map((rule) => {
        const errorHref = rule.catalogue ?? (rule.errorAnchor ? `#${rule.errorAnchor}` : null);
        return (
          // Folded to its one line: the error and the guard's line are a click away (the OpenChannel
          // page's reading budget, issue 32, holds ten of these).
          <details key={`${rule.text} ${rule.message}`} className="field__rule">
            <summary>
              <strong>
                <CodeText text={rule.text} />
              </strong>
            </summary>
            {'Else '}
            {errorHref ? <a href={errorHref}>{`“${rule.message}”`}</a> : `“${rule.message}”`}
            {` (${rule.code.name}) · `}
            <a href={rule.source.href}>{rule.source.label}</a>
          </details>
        );
      })}
    </>
  );
}
