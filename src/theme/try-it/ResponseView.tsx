/** What a "Try it" call got: status, the headers that matter and the JSON, or a stream's messages; and the curl of what was sent. */
import type { Answer, StreamEvent } from './send-call.ts';

export type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'answer'; answer: Answer; curl: string }
  | { kind: 'failed'; reason: string; curl: string }
  | {
      kind: 'stream';
      messages: Extract<StreamEvent, { kind: 'message' }>[];
      closed: boolean;
      note: string;
      curl: string;
    };

export function ResponseView({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'idle') return null;
  if (outcome.kind === 'sending')
    return (
      <p className="try-it__status" role="status">
        Sending…
      </p>
    );
  return (
    <section className="try-it__response" aria-label="Response">
      {outcome.kind === 'answer' ? (
        <>
          <p className="try-it__status" role="status">
            Status <strong>{outcome.answer.status}</strong>
          </p>
          {outcome.answer.headers.length > 0 ? (
            <dl className="try-it__headers">
              {outcome.answer.headers.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <Json value={outcome.answer.body} label="Response body" />
        </>
      ) : null}
      {outcome.kind === 'failed' ? (
        <p className="try-it__status" role="status">
          No answer the page may read ({outcome.reason}).
        </p>
      ) : null}
      {outcome.kind === 'stream' ? (
        <>
          <p className="try-it__status" role="status">
            {outcome.note} {outcome.messages.length} message{outcome.messages.length === 1 ? '' : 's'}.
          </p>
          <ol className="try-it__messages">
            {outcome.messages.map((m, i) => (
              <li key={i}>
                {m.error ? (
                  <p className="try-it__problem">Error: {m.error}</p>
                ) : (
                  <Json value={m.value} label={`Message ${i + 1}`} />
                )}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <Curl text={outcome.curl} />
    </section>
  );
}

function Json({ value, label }: { value: unknown; label: string }) {
  return (
    <div className="code-block">
      <pre className="code-block__pre" tabIndex={0} aria-label={label}>
        <code className="code language-json">{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</code>
      </pre>
    </div>
  );
}

/** The call as curl; the macaroon as $MACAROON (set it to the hex you pasted): a clipboard is no place for it. */
function Curl({ text }: { text: string }) {
  return (
    <div className="try-it__curl">
      <p className="try-it__hint">
        As curl (the macaroon as <code>$MACAROON</code>: set it to the hex you pasted):
      </p>
      <div className="code-block">
        <pre className="code-block__pre" tabIndex={0}>
          <code className="code language-bash">{text}</code>
        </pre>
        <button type="button" className="code-block__copy" data-copy aria-label="Copy as curl" title="Copy as curl">
          Copy as curl
        </button>
      </div>
    </div>
  );
}
