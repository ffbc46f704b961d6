/**
 * The "Minimal request" / "All fields" switch above sample tabs (a method page's samples and an
 * upgrade's before/after samples): one remembered choice for every switch on every page.
 */
import { useTabChoice } from '../tab-choice.ts';

export type RequestVariant = 'minimal' | 'full';

/** One choice of the switch. */
export interface RequestOption {
  value: string;
  label: string;
}

const VALUES: RequestVariant[] = ['minimal', 'full'];

/** The chosen request variant (the minimal request until the reader picks) and its setter. */
export function useRequestVariant(): [RequestVariant, (variant: RequestVariant) => void] {
  const [chosen, choose] = useTabChoice('request-fields', VALUES);
  return [chosen === 'full' ? 'full' : 'minimal', choose];
}

/** The choices samples offer: the minimal request, and all fields when some sample has that variant. */
export function requestOptions(samples: { full: unknown }[]): RequestOption[] {
  return [
    { value: 'minimal', label: 'Minimal request' },
    ...(samples.some((s) => s.full !== null) ? [{ value: 'full', label: 'All fields' }] : []),
  ];
}

/** The switch, shown only when there is more than one choice. */
export function RequestVariantSwitch({
  options,
  variant,
  choose,
}: {
  options: RequestOption[];
  variant: string;
  choose: (value: RequestVariant) => void;
}) {
  if (options.length < 2) return null;
  return (
    <div className="request-variant" role="group" aria-label="Request fields">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="request-variant__option"
          aria-pressed={variant === option.value}
          onClick={() => choose(option.value as RequestVariant)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
