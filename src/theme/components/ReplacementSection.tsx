/**
 * What replaces a removed or deprecated element: its successor (linked), where the answer
 * comes from, the sentence to act on, the old request and response fields with their new
 * place, the behaviour differences that break callers, and the error an old client now gets.
 * Server-rendered from ReplacementView (src/site/history/replacement-views.ts).
 */
import type { FieldMappingView, ReplacementView } from '../../site/page-data.ts';
import { MaybeLinked } from '../pages/ApiChangesView.tsx';
import { BeforeAfterSamples } from './BeforeAfterSamples.tsx';

const HOW: Record<FieldMappingView['how'], string> = {
  same: 'same',
  renamed: 'renamed',
  computed: 'computed from',
  none: 'no equivalent',
};

export function ReplacementSection({ replacement, id }: { replacement: ReplacementView; id: string }) {
  return (
    <div className="replacement" data-replacement={replacement.element}>
      <p>
        {replacement.successor ? (
          <>
            Use instead: <MaybeLinked link={replacement.successor} code />.{' '}
          </>
        ) : (
          <>No successor. </>
        )}
        {replacement.summary ? `${replacement.summary} ` : null}
        <span className="replacement__basis">{replacement.basis}</span>
      </p>
      <MappingTable title="Request fields" rows={replacement.request} id={`${id}-request`} />
      <MappingTable title="Response fields" rows={replacement.response} id={`${id}-response`} />
      <MappingTable title="Fields" rows={replacement.fields} id={`${id}-fields`} />
      {replacement.beforeAfter ? <BeforeAfterSamples view={replacement.beforeAfter} /> : null}
      {replacement.breaks.length > 0 ? (
        <>
          <p>What breaks for a caller moving over:</p>
          <ul className="replacement__breaks">
            {replacement.breaks.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      ) : null}
      {replacement.errors.length > 0 ? (
        <>
          <p>What a client still calling it gets:</p>
          <ul className="replacement__errors">
            {replacement.errors.map((e) => (
              <li key={e.via}>
                {e.via}: <code>{e.text}</code>
                {e.href ? (
                  <>
                    {' '}
                    (<a href={e.href}>in the error catalogue</a>)
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function MappingTable({ title, rows, id }: { title: string; rows: FieldMappingView[]; id: string }) {
  if (rows.length === 0) return null;
  return (
    <table className="replacement__mapping" aria-labelledby={id}>
      <caption id={id}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Old field</th>
          <th scope="col">How</th>
          <th scope="col">New place</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.old}>
            <td>
              <code>{row.old}</code>
            </td>
            <td>{HOW[row.how]}</td>
            <td>
              {row.new ? <code>{row.new}</code> : null}
              {row.note ? (
                <>
                  {row.new ? ': ' : null}
                  {row.note}
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
