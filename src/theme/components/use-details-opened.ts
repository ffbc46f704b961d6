/**
 * Whether a <details> has been opened, for content that is rendered only once it is (code
 * that loads on demand). False on the server and during hydration, so the markup matches;
 * true from the reader's first open on, also when the browser opened it before hydration
 * (a click, or a #fragment inside it). It stays true when the fold closes again, so what
 * the reader typed inside is kept.
 */
import { type RefObject, type SyntheticEvent, useEffect, useRef, useState } from 'react';

export interface DetailsOpened {
  /** For the <details> element. */
  ref: RefObject<HTMLDetailsElement | null>;
  /** For the <details> element's onToggle. */
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  opened: boolean;
}

export function useDetailsOpened(): DetailsOpened {
  const ref = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // React was not listening yet when the browser opened it.
  useEffect(() => {
    if (ref.current?.open) setOpened(true);
  }, []);
  return {
    ref,
    opened,
    onToggle: (event) => {
      if (event.currentTarget.open) setOpened(true);
    },
  };
}
