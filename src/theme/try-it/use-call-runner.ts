/**
 * Runs "Try it" calls and keeps what they got: the outcome (an answer, a failure, a stream's
 * messages) and, when a call fails, the connection doctor's diagnosis from the probes.
 */
import { useEffect, useRef, useState } from 'react';
import type { MethodPage } from '../../site/page-data.ts';
import type { NodeSettings } from '../../shared/node-settings.ts';
import { callFacts } from './call-facts.ts';
import { type CallOutcome, type Diagnosis, diagnose } from './diagnose.ts';
import { probeFailure, probeLitd } from './probes.ts';
import type { Outcome } from './ResponseView.tsx';
import type { RestCall } from './rest-call.ts';
import { openStream, sendUnary } from './send-call.ts';

export interface CallRunner {
  outcome: Outcome;
  diagnosis: Diagnosis | 'probing' | null;
  running: boolean;
  /** Sends `call` to `nodeUrl` with the macaroon (hex, or ""); `curl` is shown with the outcome. */
  send(call: RestCall, macaroon: string, curl: string): void;
  stop(): void;
}

export function useCallRunner(
  page: MethodPage,
  settings: NodeSettings,
  nodeUrl: string,
  viaProxy: boolean,
): CallRunner {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [diagnosis, setDiagnosis] = useState<Diagnosis | 'probing' | null>(null);
  const stopCurrent = useRef<(() => void) | null>(null);
  useEffect(() => () => stopCurrent.current?.(), []);

  const doctor = async (result: CallOutcome) => {
    if (result.kind === 'answer' && result.status < 400) return setDiagnosis(null);
    setDiagnosis('probing');
    const probes =
      result.kind === 'failed' && !viaProxy
        ? await probeFailure(nodeUrl)
        : { noCors: null, plainHttp: null, localNetwork: null, litdStatus: null };
    if (result.kind === 'answer' && result.status === 404 && !viaProxy)
      probes.litdStatus = await probeLitd(nodeUrl, {});
    setDiagnosis(diagnose(result, probes, callFacts(page, settings, nodeUrl, viaProxy)));
  };

  const sendOnce = (call: RestCall, macaroon: string, curl: string) => {
    const controller = new AbortController();
    stopCurrent.current = () => controller.abort();
    setOutcome({ kind: 'sending' });
    sendUnary(nodeUrl, call, macaroon, controller.signal).then(
      (answer) => {
        setOutcome({ kind: 'answer', answer, curl });
        void doctor({ kind: 'answer', status: answer.status, message: answer.message, fromProxy: answer.fromProxy });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return setOutcome({ kind: 'idle' });
        setOutcome({ kind: 'failed', reason: error instanceof Error ? error.message : String(error), curl });
        void doctor({ kind: 'failed' });
      },
    );
  };

  const stream = (call: RestCall, macaroon: string, curl: string) => {
    setOutcome({ kind: 'stream', messages: [], closed: false, curl, note: 'Connecting…' });
    stopCurrent.current = openStream(nodeUrl, call, macaroon, (event) => {
      setOutcome((current) => {
        if (current.kind !== 'stream') return current;
        if (event.kind === 'open') return { ...current, note: 'Connected: messages show as they arrive.' };
        if (event.kind === 'message') return { ...current, messages: [...current.messages, event] };
        return { ...current, closed: true, note: event.opened ? 'The stream ended.' : 'The connection failed.' };
      });
      if (event.kind === 'message' && event.error) void doctor({ kind: 'answer', status: 500, message: event.error });
      if (event.kind === 'closed' && !event.opened) void doctor({ kind: 'failed', macaroonProtocol: macaroon !== '' });
    });
  };

  return {
    outcome,
    diagnosis,
    running: outcome.kind === 'sending' || (outcome.kind === 'stream' && !outcome.closed),
    send(call, macaroon, curl) {
      setDiagnosis(null);
      if (call.websocket) stream(call, macaroon, curl);
      else sendOnce(call, macaroon, curl);
    },
    stop: () => stopCurrent.current?.(),
  };
}
