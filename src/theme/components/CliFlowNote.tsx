/** The "What `<cli>` does" note above a method's code samples: the flow its CLI command runs around the call. */
import type { CliFlowNoteView } from '../../site/cli-flow-view.ts';

export function CliFlowNote({ note }: { note: CliFlowNoteView }) {
  return (
    <aside className="admonition cli-flow" aria-labelledby="cli-flow">
      <h3 id="cli-flow">
        What <code>{note.command}</code> does
      </h3>
      <ol>
        {note.steps.map((step, i) => (
          <li key={i}>{step.map((piece, j) => ('code' in piece ? <code key={j}>{piece.code}</code> : piece.text))}</li>
        ))}
      </ol>
      <p>
        Read from its Go source (<a href={note.source.href}>{note.source.label}</a>); the samples below do the same
        steps.
      </p>
    </aside>
  );
}
