/** A field's gRPC type, linked to its table when it is a message or enum on the page. */
import type { ReactNode } from 'react';
import type { TypeLabel } from '../../site/page-data.ts';

export function TypeCell({ type }: { type: TypeLabel }) {
  return (
    <code className="type">
      {type.prefix}
      {type.href ? <a href={type.href}>{breakAfterDots(type.name)}</a> : breakAfterDots(type.name)}
      {type.suffix}
    </code>
  );
}

/**
 * lnrpc.<wbr>CommitmentType: a long type name may wrap after a dot, and only there, so the
 * type columns stay narrow enough to leave the field descriptions room.
 */
function breakAfterDots(name: string): ReactNode[] {
  const parts = name.split('.');
  return parts.flatMap((part, index) => (index < parts.length - 1 ? [`${part}.`, <wbr key={index} />] : [part]));
}
