/** Small pieces every control of the "Try it" form shares: its label with the field's type, and its problem line. */

/** A field's label: its path in the request and its proto type. */
export function FieldLabel({ id, label, typeText }: { id: string; label: string; typeText: string }) {
  return (
    <label htmlFor={id}>
      {label} <span className="try-it__type">{typeText}</span>
    </label>
  );
}

/** Why a control's text is not usable (referenced by the control's aria-describedby as `<id>-problem`). */
export function ProblemLine({ id, problem }: { id: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <span id={`${id}-problem`} className="try-it__problem">
      {problem}
    </span>
  );
}
