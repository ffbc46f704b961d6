/**
 * The "Minimal request" / "All fields" switch above sample tabs (a method page's samples and an
 * upgrade's before/after samples): one remembered choice for every switch on every page.
 */
import { useTabChoice } from '../tab-choice.ts';

export type RequestVariant = 'minimal' | 'full';

const OPTIONS: { value: RequestVariant; label: string }[] = [
  { value: 'minimal', label: 'Minimal request' },
  { value: 'full', label: 'All fields' },
];
const VALUES = OPTIONS.map((o) => o.value);

/** The chosen request variant (the minimal request until the reader picks) and its setter. */
export function useRequestVariant(): [RequestVariant, (variant: RequestVariant) => void] {
  const [chosen, choose] = useTabChoice('request-fields', VALUES);
  return [chosen === 'full' ? 'full' : 'minimal', choose];
}

/** The switch, shown only when some sample has an all-fields variant. */
export function RequestVariantSwitch({
  samples,
  variant,
  choose,
}: {
  samples: { full: unknown }[];
  variant: RequestVariant;
  choose: (variant: RequestVariant) => void;
}) {
  if (!samples.some((s) => s.full !== null)) return null;
  return (
    <div className="request-variant" role="group" aria-label="Request fields">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="request-variant__option"
          aria-pressed={variant === option.value}
          onClick={() => choose(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
