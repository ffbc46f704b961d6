/**
 * The "Minimal request" / "All fields" (/ "Keysend") switch above sample tabs (a method page's
 * samples and an upgrade's before/after samples): one remembered choice for every switch on
 * every page. The third choice, a CLI flag's flow, exists only on pages that have one.
 */
import { useTabChoice } from '../tab-choice.ts';

export type RequestVariant = 'minimal' | 'full' | 'flag';

/** One choice of the switch. */
export interface RequestOption {
  value: string;
  label: string;
  /** Said on hover: what the choice is (the flag flow's command). */
  title?: string;
}

const VALUES: RequestVariant[] = ['minimal', 'full', 'flag'];

/**
 * The chosen request variant (the minimal request until the reader picks) and its setter. A
 * flag flow chosen on another page shows the minimal request where there is none (`hasFlag`).
 */
export function useRequestVariant(hasFlag = false): [RequestVariant, (variant: RequestVariant) => void] {
  const [chosen, choose] = useTabChoice('request-fields', VALUES);
  return [chosen === 'full' ? 'full' : chosen === 'flag' && hasFlag ? 'flag' : 'minimal', choose];
}

/** The choices samples offer: the minimal request, all fields when some sample has that variant, and the flag flow's request. */
export function requestOptions(
  samples: { full: unknown }[],
  flag?: { label: string; command: string } | null,
): RequestOption[] {
  return [
    { value: 'minimal', label: 'Minimal request' },
    ...(samples.some((s) => s.full !== null) ? [{ value: 'full', label: 'All fields' }] : []),
    ...(flag ? [{ value: 'flag', label: flag.label, title: `What ${flag.command} sends` }] : []),
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
          title={option.title}
          onClick={() => choose(option.value as RequestVariant)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
