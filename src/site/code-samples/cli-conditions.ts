/**
 * Conditions on a CLI command's arguments (read from its Go action, see
 * src/gofacts/cli/cli-inputs.ts), evaluated for a command line: which flags it gives and how
 * many positional arguments each slot gets. Three-valued: a condition on something the Go
 * analysis could not read is `unknown`, and a guard only counts as stopping the command when
 * its condition is certainly true.
 */
import type { CliCondition, CliFieldBindingModel, CliGuardModel } from '../../proto/cli-model-types.ts';

/** What a command line gives: the flags (by canonical name) and the slots that get a positional argument. */
export interface CliArgState {
  flags: ReadonlySet<string>;
  slots: ReadonlySet<number>;
  /** Positional arguments in all. */
  argCount: number;
}

type Truth = boolean | 'unknown';

/** The value of a condition for a command line. */
export function evaluateCondition(cond: CliCondition, state: CliArgState): Truth {
  switch (cond.kind) {
    case 'and': {
      let result: Truth = true;
      for (const term of cond.terms) {
        const value = evaluateCondition(term, state);
        if (value === false) return false;
        if (value === 'unknown') result = 'unknown';
      }
      return result;
    }
    case 'or': {
      let result: Truth = false;
      for (const term of cond.terms) {
        const value = evaluateCondition(term, state);
        if (value === true) return true;
        if (value === 'unknown') result = 'unknown';
      }
      return result;
    }
    case 'not': {
      const value = evaluateCondition(cond.term, state);
      return value === 'unknown' ? value : !value;
    }
    case 'flag':
      return state.flags.has(cond.flag);
    case 'arg':
      return state.slots.has(cond.slot);
    case 'count': {
      const n = cond.of === 'args' ? state.argCount : state.flags.size;
      return {
        '==': n === cond.value,
        '!=': n !== cond.value,
        '<': n < cond.value,
        '<=': n <= cond.value,
        '>': n > cond.value,
        '>=': n >= cond.value,
      }[cond.op];
    }
    case 'unknown':
      return 'unknown';
  }
}

/**
 * The condition under which one flag or positional argument sets a binding's field, when it
 * has one of its own (a later assignment writes over it: loop out's `--amt` and
 * `--max_swap_routing_fee`); undefined when it sets the field whenever the binding does.
 */
export function inputCondition(
  binding: CliFieldBindingModel,
  input: { flag?: string; slot?: number },
): CliCondition | undefined {
  return binding.inputWhen?.find((i) => (input.flag !== undefined ? i.flag === input.flag : i.slot === input.slot))
    ?.when;
}

/** The guards that certainly stop a command line (its "dest argument missing"), in source order. */
export function stoppingGuards(guards: CliGuardModel[], state: CliArgState): CliGuardModel[] {
  return guards.filter((g) => evaluateCondition(g.when, state) === true);
}

/** A condition in Go-like words, for messages and docs: `!--dest && !arg1`. */
export function describeCondition(cond: CliCondition): string {
  switch (cond.kind) {
    case 'and':
    case 'or':
      return cond.terms.length === 0
        ? cond.kind === 'and'
          ? 'always'
          : 'never'
        : cond.terms
            .map((t) => (t.kind === 'and' || t.kind === 'or' ? `(${describeCondition(t)})` : describeCondition(t)))
            .join(cond.kind === 'and' ? ' && ' : ' || ');
    case 'not':
      return `!${cond.term.kind === 'and' || cond.term.kind === 'or' ? `(${describeCondition(cond.term)})` : describeCondition(cond.term)}`;
    case 'flag':
      return `--${cond.flag}`;
    case 'arg':
      return `arg${cond.slot + 1}`;
    case 'count':
      return `${cond.of === 'args' ? 'NArg' : 'NumFlags'} ${cond.op} ${cond.value}`;
    case 'unknown':
      return `{${cond.text}}`;
  }
}
