/**
 * Converts bytes between hex, base64 and base64url (padded) in the page, offline: paste a
 * value in one encoding, read the others. The rules for each protocol sit next to it.
 * Folded by default (each bytes field already says its encodings in one line); a field's
 * "Convert" link targets the inside, which opens the fold (the browser does so for a
 * fragment inside <details>, the client router for its own scrolls).
 */
import { useId, useState } from 'react';
import { type BytesEncoding, decodeBytes, guessEncoding, toBase64, toBase64Url, toHex } from '../../shared/bytes-encoding.ts';

const ENCODINGS: { value: BytesEncoding | 'auto'; label: string }[] = [
  { value: 'auto', label: 'detect' },
  { value: 'hex', label: 'hex' },
  { value: 'base64', label: 'base64' },
  { value: 'base64url', label: 'base64url' },
];

export function BytesConverter() {
  const id = useId();
  const [text, setText] = useState('');
  const [from, setFrom] = useState<BytesEncoding | 'auto'>('auto');
  const encoding = from === 'auto' ? guessEncoding(text) : from;
  const decoded = text.trim() === '' ? null : decodeBytes(text, encoding);
  const outputs = decoded instanceof Uint8Array
    ? [
        { label: 'hex (gRPC tools, CLI flags)', value: toHex(decoded) },
        { label: 'base64 (REST JSON body)', value: toBase64(decoded) },
        { label: 'base64url, padded (REST path and query)', value: toBase64Url(decoded) },
      ]
    : [];
  return (
    <details className="bytes-converter">
      <summary>
        <h3 id={`${id}-title`}>Bytes fields: encodings and converter</h3>
      </summary>
      <section id="bytes-converter" aria-labelledby={`${id}-title`}>
        <ul className="bytes-converter__rules">
          <li>
            <strong>gRPC</strong>: raw bytes (<code>Buffer</code> in JavaScript, <code>bytes</code> in Python); the CLIs take hex.
          </li>
          <li>
            <strong>REST body</strong> (JSON): standard base64 with padding.
          </li>
          <li>
            <strong>REST path or query</strong>: base64url <em>with</em> padding (<code>=</code>); without it the daemon answers <code>illegal base64 data</code>.
          </li>
        </ul>
        <div className="bytes-converter__form">
          <label htmlFor={`${id}-input`}>Convert</label>
          <input id={`${id}-input`} type="text" spellCheck={false} autoComplete="off" placeholder="hex, base64 or base64url" value={text} onChange={(event) => setText(event.target.value)} />
          <select aria-label="Input encoding" value={from} onChange={(event) => setFrom(event.target.value as BytesEncoding | 'auto')}>
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
      </section>
    </details>
  );
}
