/** In place of a method's code samples when the reader's daemon refuses every call of it: who serves it, and why no sample. */
import type { UnservedView } from '../../site/unserved-rpc.ts';
import { Admonition } from './Admonition.tsx';

export function UnservedNote({ unserved }: { unserved: UnservedView }) {
  return (
    <Admonition type="info">
      <p className="unserved-note">{unserved.text}</p>
    </Admonition>
  );
}
