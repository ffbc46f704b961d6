/**
 * The converter of BytesConverter: paste a value in hex, base64 or base64url, read it in
 * the others. Its own chunk, loaded when the reader first opens the converter's fold.
 */
import { useId, useState } from 'react';
import {
  type BytesEncoding,
  decodeBytes,
  guessEncoding,
  toBase64,
  toBase64Url,
  toHex,
} from '../../shared/bytes-encoding.ts';

const ENCODINGS: { value: BytesEncoding | 'auto'; label: string }[] = [
  { value: 'auto', label: 'detect' },
  { value: 'hex', label: 'hex' },
  { value: 'base64', label: 'base64' },
  { value: 'base64url', label: 'base64url' },
];

export function BytesConverterForm() {
  const id = useId();
  const [text, setText] = useState('');
  const [from, setFrom] = useState<BytesEncoding | 'auto'>('auto');
  const encoding = from === 'auto' ? guessEncoding(text) : from;
  const decoded = text.trim() === '' ? null : decodeBytes(text, encoding);
  const outputs =
    decoded instanceof Uint8Array
      ? [
          { label: 'hex (gRPC tools, CLI flags)', value: toHex(decoded) },
          { label: 'base64 (REST JSON body)', value: toBase64(decoded) },
          { label: 'base64url, padded (REST path and query)', value: toBase64Url(decoded) },
        ]
      : [];
  return (
    <>
      <div className="bytes-converter__form">
        <label htmlFor={id}>Convert</label>
        <input
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          placeholder="hex, base64 or base64url"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <select
          aria-label="Input encoding"
          value={from}
          onChange={(event) => setFrom(event.target.value as BytesEncoding | 'auto')}
        >
          {ENCODINGS.map((e) => (
            <option key={e.value} value={e.value}>
              {e.label}
            </option>
          ))}
        </select>
      </div>
      {typeof decoded === 'string' ? (
        <p className="bytes-converter__problem" role="alert">
          {decoded}
        </p>
      ) : null}
      {outputs.length > 0 ? (
        <dl className="bytes-converter__outputs">
          {outputs.map((o) => (
            <div key={o.label}>
              <dt>{o.label}</dt>
              <dd>
                <code>{o.value}</code>
              </dd>
            </div>
          ))}
          <div>
            <dt>length</dt>
            <dd>{decoded instanceof Uint8Array ? `${decoded.length} bytes` : ''}</dd>
          </div>
        </dl>
      ) : null}
    </>
  );
}
