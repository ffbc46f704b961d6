/**
 * The confirmation an RPC that may change the node needs before Send is enabled: a checkbox,
 * or on mainnet the RPC's name typed out (a tick is too easy to give by habit where money
 * moves).
 */
import { useId } from 'react';

export interface Confirmation {
  checked: boolean;
  typed: string;
}

/** Whether the reader confirmed sending `rpc`. */
export function confirmed(value: Confirmation, rpc: string, mainnet: boolean): boolean {
  return mainnet ? value.typed.trim() === rpc : value.checked;
}

export function ConfirmSend(props: {
  rpc: string;
  mainnet: boolean;
  value: Confirmation;
  onChange: (next: Confirmation) => void;
}) {
  const id = useId();
  const { rpc, mainnet, value, onChange } = props;
  return (
    <div className="try-it__confirm" role="group" aria-labelledby={`${id}-why`}>
      <p id={`${id}-why`}>
        <strong>{rpc} can change your node</strong> (it needs more than read permissions).
        {mainnet ? ' Your node is on mainnet.' : ''}
      </p>
      {mainnet ? (
        <div className="try-it__field">
          <label htmlFor={id}>Type {rpc} to confirm you want to send it</label>
          <input
            id={id}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={value.typed}
            onChange={(e) => onChange({ ...value, typed: e.target.value })}
          />
        </div>
      ) : (
        <div className="try-it__field try-it__field--check">
          <input
            id={id}
            type="checkbox"
            checked={value.checked}
            onChange={(e) => onChange({ ...value, checked: e.target.checked })}
          />
          <label htmlFor={id}>I want to send {rpc} to my node</label>
        </div>
      )}
    </div>
  );
}
