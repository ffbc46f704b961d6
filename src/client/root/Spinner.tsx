/**
 * The loading indicator: a ring that turns once every 1.5 s while its arc grows and
 * shrinks over 3 s (animations in runtime.css; spec section 9).
 */
export function Spinner() {
  return (
    <svg className="spinner" viewBox="0 0 50 50" width="48" height="48" aria-hidden="true">
      <circle className="spinner__arc" cx="25" cy="25" r="20" fill="none" strokeWidth="4" />
    </svg>
  );
}
