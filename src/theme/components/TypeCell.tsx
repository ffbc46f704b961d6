/** A field's gRPC type, linked to its table when it is a message or enum on the page. */
import type { TypeLabel } from '../../site/page-data.ts';
import { breakAfter } from './identifier-breaks.tsx';

export function TypeCell({ type }: { type: TypeLabel }) {
  return (
    <code className="type">
      {type.prefix}
      {/* Long names wrap after a dot only, which keeps the type columns narrow. */}
      {type.href ? <a href={type.href}>{breakAfter(type.name, '.')}</a> : breakAfter(type.name, '.')}
      {type.suffix}
    </code>
  );
}
