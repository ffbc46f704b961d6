/** A field's gRPC type, linked to its table when it is a message or enum on the page. */
import type { TypeLabel } from '../../site/page-data.ts';

export function TypeCell({ type }: { type: TypeLabel }) {
  return (
    <code className="type">
      {type.prefix}
      {type.href ? <a href={type.href}>{type.name}</a> : type.name}
      {type.suffix}
    </code>
  );
}
