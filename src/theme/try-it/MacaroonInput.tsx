/**
 * The macaroon field of "Try it": hex pasted by the reader, kept in memory only (never stored,
 * never in the URL), sent only to the node it was entered for, with the button that forgets it.
 * Says which permissions the RPC needs and the smallest default macaroon that has them.
 */
import { useEffect, useId } from 'react';
import type { MethodPage } from '../../site/page-data.ts';
import { ProblemLine } from './form-parts.tsx';
import { forgetMacaroon, holdMacaroon, macaroonFor, macaroonProblem } from './macaroon-memory.ts';

export function MacaroonInput(props: {
  page: MethodPage;
  node: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const { page, node, value, onChange } = props;
  const id = useId();
  // A macaroon belongs to the node it was entered for: another node gets none.
  useEffect(() => onChange(macaroonFor(node)), [node]);
  const problem = macaroonProblem(value);
  const permissions = page.permissions;
  const needs =
    permissions?.status === 'required'
      ? `${page.title} needs ${permissions.ops.join(', ')}`
      : `${page.title} needs a macaroon of ${page.samples.node.daemon.daemon}`;
  const file = permissions?.smallestMacaroon ?? page.samples.macaroon;
  return (
    <div className="try-it__field try-it__macaroon">
      <label htmlFor={id}>Macaroon (hex)</label>
      <div className="try-it__bytes">
        <input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          onChange={(e) => {
            const hex = e.target.value.trim();
            holdMacaroon(hex, node);
            onChange(hex);
          }}
        />
        <button
          type="button"
          onClick={() => {
            forgetMacaroon();
            onChange('');
          }}
          disabled={value === ''}
        >
          Forget the macaroon
        </button>
      </div>
      <span id={`${id}-hint`} className="try-it__hint">
        {needs}
        {file ? `; the smallest default macaroon with that is ${file} (xxd -ps -u -c 1000 ${file} prints its hex)` : ''}
        . Kept in this tab's memory only and sent only to {node}.
      </span>
      <ProblemLine id={id} problem={problem} />
    </div>
  );
}
