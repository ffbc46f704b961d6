/**
 * Bytes fields: the rules for each protocol, and a converter between hex, base64 and
 * base64url (padded) that works in the page, offline. Folded by default (each bytes field
 * already says its encodings in one line); a field's "Convert" link targets the inside,
 * which opens the fold (the browser does so for a fragment inside <details>, the client
 * router for its own scrolls). The rules are in the page's markup, readable without
 * JavaScript; the converter's code loads when the fold is first opened.
 */
import { useId } from 'react';
import { lazyPart } from './lazy-part.tsx';
import { useDetailsOpened } from './use-details-opened.ts';

const BytesConverterForm = lazyPart(
  () => import('./BytesConverterForm.tsx').then((m) => m.BytesConverterForm),
  'The converter',
);

export function BytesConverter() {
  const id = useId();
  const { ref, onToggle, opened } = useDetailsOpened();
  return (
    <details className="bytes-converter" ref={ref} onToggle={onToggle}>
      <summary>
        <h3 id={`${id}-title`}>Bytes fields: encodings and converter</h3>
      </summary>
      <section id="bytes-converter" aria-labelledby={`${id}-title`}>
        <ul className="bytes-converter__rules">
          <li>
            <strong>gRPC</strong>: raw bytes (<code>Buffer</code> in JavaScript, <code>bytes</code> in Python); the CLIs
            take hex.
          </li>
          <li>
            <strong>REST body</strong> (JSON): standard base64 with padding.
          </li>
          <li>
            <strong>REST path or query</strong>: base64url <em>with</em> padding (<code>=</code>); without it the daemon
            answers <code>illegal base64 data</code>.
          </li>
        </ul>
        {opened ? <BytesConverterForm /> : null}
      </section>
    </details>
  );
}
