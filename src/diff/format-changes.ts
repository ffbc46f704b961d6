/**
 * ApiChanges as terminal text for `apidocs diff`: a summary line, then the changes by
 * severity (breaking first) and section, one line each, with the RPCs a type change
 * affects on the line below.
 */
import { type ApiChanges, SECTIONS, SEVERITIES, sectionOf } from './api-changes.ts';
import { describeChange, plainText } from './describe-change.ts';

/** The summary line: "shop v0.1.0 → v0.2.0: 31 changes, 19 breaking (12 wire, 7 JSON/REST), 12 non-breaking". */
export function summaryLine(daemon: string, changes: ApiChanges): string {
  const { counts } = changes;
  const head = `${daemon} ${changes.from} → ${changes.to}`;
  if (counts.total === 0) return `${head}: no API changes`;
  const kinds = SEVERITIES.filter((s) => s.breaking && counts[s.severity] > 0).map(
    (s) => `${counts[s.severity]} ${s.short}`,
  );
  const breaking = counts.breaking === 0 ? 'none breaking' : `${counts.breaking} breaking (${kinds.join(', ')})`;
  return `${head}: ${counts.total} change${counts.total === 1 ? '' : 's'}, ${breaking}, ${counts['non-breaking']} non-breaking`;
}

/** The whole report, ending in a newline. */
export function formatChanges(daemon: string, changes: ApiChanges): string {
  const lines = [summaryLine(daemon, changes)];
  for (const { severity, label } of SEVERITIES) {
    const ofSeverity = changes.changes.filter((c) => c.severity === severity);
    if (ofSeverity.length === 0) continue;
    lines.push('', `${label} (${ofSeverity.length})`);
    for (const { section, label: heading } of SECTIONS) {
      const entries = ofSeverity.filter((c) => sectionOf(c.kind) === section);
      if (entries.length === 0) continue;
      lines.push(`  ${heading}`);
      for (const change of entries) {
        const text = describeChange(change);
        lines.push(`    ${text.subject}: ${plainText(text.parts)}`);
        if (section === 'types' || section === 'sub-services')
          lines.push(`      ${section === 'types' ? 'affects' : 'RPCs'}: ${change.affects.join(', ')}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
