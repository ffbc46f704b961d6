/** A field's type (`repeated string`, `map<string, int64>`, a linked message or enum). */
import type { TypeLabel } from '../../site/page-data.ts';
import { breakAfter } from './identifier-breaks.tsx';

export function TypeName({ type }: { type: TypeLabel }) {
  return (
    <code>
      {/* Long names wrap after a dot only, never inside a word. */}
      {type.href ? (
        <>
          {type.prefix}
          <a href={type.href}>{breakAfter(type.name, '.')}</a>
          {type.suffix}
        </>
      ) : (
        breakAfter(`${type.prefix}${type.name}${type.suffix}`, '.')
      )}
    </code>
  );
}
