/**
 * The summary of a method page for the reader's release ("3 fields of this request are not
 * in your v0.17.5-beta", each linked to its row): every field it may list is rendered here,
 * hidden, and the version marks show the ones the reader's release lacks
 * (src/client/version-summary.ts). Nothing shows without a release set or without JavaScript.
 */
import type { VersionSummaryField, VersionSummaryView } from '../../site/page-data.ts';

function Side({ side, fields }: { side: 'request' | 'response'; fields: VersionSummaryField[] }) {
  if (fields.length === 0) return null;
  return (
    <div data-side={side} hidden>
      <p data-sentence="" />
      <ul>
        {fields.map((field) => (
          <li key={field.path} data-field-has={field.has} hidden>
            <a href={`#${field.anchor}`}>
              <code>{field.path}</code>
            </a>
            <span data-upgrade="" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function VersionSummary({ daemonId, summary }: { daemonId: string; summary: VersionSummaryView | undefined }) {
  if (!summary) return null;
  return (
    <div className="version-summary" data-version-summary="" data-daemon={daemonId} hidden>
      <Side side="request" fields={summary.request} />
      <Side side="response" fields={summary.response} />
    </div>
  );
}
