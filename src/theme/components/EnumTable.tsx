/** An enum's values: Name | Number, each value with a permalink anchor. */
import type { EnumView } from '../../site/page-data.ts';

export function EnumTable({ model }: { model: EnumView }) {
  return (
    <section className="enum" aria-labelledby={model.anchor}>
      <h3 id={model.anchor} className="anchor-heading">
        {model.fullName}
        <a className="hash-link" href={`#${model.anchor}`} aria-label={`Direct link to ${model.fullName}`} />
      </h3>
      {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
      {model.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: model.descriptionHtml }} /> : null}
      <div className="table-wrapper">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Number</th>
            </tr>
          </thead>
          <tbody>
            {model.values.map((value) => (
              <tr key={value.name} id={value.anchor} className={value.deprecated ? 'fields__row fields__row--deprecated' : undefined}>
                <td>
                  <a className="fields__permalink" href={`#${value.anchor}`} aria-label={`Direct link to ${model.fullName}.${value.name}`}>
                    <code>{value.name}</code>
                  </a>
                  {value.deprecated ? <span className="badge badge--deprecated">deprecated</span> : null}
                  {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
                  {value.descriptionHtml ? <div className="fields__description markdown" dangerouslySetInnerHTML={{ __html: value.descriptionHtml }} /> : null}
                </td>
                <td>
                  <code>{value.number}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
