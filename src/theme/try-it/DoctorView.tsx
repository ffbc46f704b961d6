/** The connection doctor's finding under a failed call: what is wrong and the exact fix. */
import type { Diagnosis } from './diagnose.ts';

export function DoctorView({ diagnosis }: { diagnosis: Diagnosis | 'probing' | null }) {
  if (diagnosis === null) return null;
  if (diagnosis === 'probing')
    return (
      <p className="try-it__status" role="status">
        Finding out why…
      </p>
    );
  return (
    <section className="try-it__doctor" role="alert" data-problem={diagnosis.problem} aria-label="Connection doctor">
      <p>
        <strong>{diagnosis.summary}</strong>
      </p>
      <ol>
        {diagnosis.steps.map((step, i) => (
          <li key={i}>
            {step}
            {i === 0 && diagnosis.configLine ? (
              <div className="code-block">
                <pre className="code-block__pre" tabIndex={0}>
                  <code className="code language-ini">{diagnosis.configLine}</code>
                </pre>
                <button type="button" className="code-block__copy" data-copy aria-label="Copy the line" title="Copy">
                  Copy
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
