/**
 * The content area while a route's data is missing: nothing for the first 200 ms (most
 * loads finish sooner, and a flash of spinner is worse than a short pause), then a
 * spinner; on failure a red box with the error text and a Retry button (spec section 8).
 */
import { useEffect, useState } from 'react';
import { Spinner } from './Spinner.tsx';

/** Delay before the spinner shows (spec: 200 ms). */
export const SPINNER_DELAY_MS = 200;

/** True once `ms` have passed since the component mounted. */
function useDelayed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

export function PageLoading() {
  const visible = useDelayed(SPINNER_DELAY_MS);
  return (
    <div className="page-loading" role="status">
      {visible ? (
        <>
          <Spinner />
          <span className="visually-hidden">Loading…</span>
        </>
      ) : null}
    </div>
  );
}

export function PageLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="page-load-error" role="alert">
      <p className="page-load-error__message">{error.message}</p>
      <button type="button" className="button page-load-error__retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
