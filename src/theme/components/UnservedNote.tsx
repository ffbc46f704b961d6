/**
 * In place of a method's code samples when the reader's daemon refuses every call of it: who
 * serves it, and why no sample. The bytes converter stays, since the fields' "Convert" links point to it.
 */
import type { UnservedView } from '../../site/unserved-rpc.ts';
import { Admonition } from './Admonition.tsx';
import { BytesConverter } from './BytesConverter.tsx';

export function UnservedNote({ unserved, hasBytes }: { unserved: UnservedView; hasBytes: boolean }) {
  return (
    <div className="unserved-samples">
      <Admonition type="info">
        <p className="unserved-note">{unserved.text}</p>
      </Admonition>
      {hasBytes ? <BytesConverter /> : null}
    </div>
  );
}
