/**
 * The form of the "Your node" panel (YourNodePanel): host, ports, network, data folders,
 * inside litd or not (each daemon's own choice). Inputs apply as soon as they hold a valid value. Its own chunk,
 * loaded when the reader first opens the panel.
 */
import { useId, useRef, useState } from 'react';
import {
  type DaemonSettings,
  NETWORKS,
  type Network,
  type NodeFacts,
  type NodeSettings,
  daemonSettings,
  dirProblem,
  portProblem,
  reachedThroughLitd,
} from '../../shared/node-settings.ts';
import { applyHostInput, readHostInput } from '../../shared/host-input.ts';
import { resetNodeSettings, saveNodeSettings, useNodeSettings } from '../node-settings-store.ts';
import { useSite } from '../contexts.tsx';
import { newestFirst } from '../../shared/reader-release.ts';

/**
 * A text input that keeps what the reader types and applies it only when valid. While the
 * text is not valid, the settings go back to what they were when the reader began typing
 * (a half-typed value that happened to be valid, "https" of "https://...", is not kept),
 * and the text stays as typed with its problem, also after the input loses focus.
 */
function SettingInput(props: {
  label: string;
  value: string;
  placeholder: string;
  hint?: string;
  problem: (text: string) => string | null;
  onValid: (text: string) => void;
  /** Puts back the settings held before this edit began. */
  onRestore?: () => void;
  /** Called when the input gets the focus: the form remembers the settings to restore. */
  onEditStart?: () => void;
  /** Words on what a valid text was read as (shown after it applies), or "". */
  notice?: string;
  inputMode?: 'numeric';
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? props.value;
  const problem = draft === null ? null : props.problem(draft.trim());
  const note = problem ? null : props.notice || props.hint || null;
  return (
    <div className="your-node__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        spellCheck={false}
        autoComplete="off"
        inputMode={props.inputMode}
        value={shown}
        placeholder={props.placeholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || note ? `${id}-note` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (props.problem(text.trim()) === null) props.onValid(text.trim());
          else props.onRestore?.();
        }}
        onFocus={() => props.onEditStart?.()}
        onBlur={() => {
          if (problem === null) setDraft(null);
        }}
      />
      {problem ? (
        <span id={`${id}-note`} className="your-node__problem" role="alert">
          Use {problem}.
        </span>
      ) : note ? (
        <span
          id={`${id}-note`}
          className={props.notice ? 'your-node__notice' : 'your-node__hint'}
          role={props.notice ? 'status' : undefined}
        >
          {note}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The Host field: a host, `host:port` or a pasted URL, whose port goes to the port field the
 * samples read and whose scheme is noticed and left out (readHostInput, applyHostInput).
 */
function HostInputField({ node, settings }: { node: NodeFacts; settings: NodeSettings }) {
  const before = useRef<NodeSettings>(settings);
  const [notice, setNotice] = useState('');
  const problem = (text: string) => {
    if (text === '') return null;
    const reading = readHostInput(text);
    return reading.ok ? null : reading.problem;
  };
  return (
    <SettingInput
      label="Host"
      value={settings.host}
      placeholder="localhost"
      problem={problem}
      notice={notice}
      onEditStart={() => {
        before.current = settings;
      }}
      onValid={(text) => {
        const reading = readHostInput(text || 'localhost');
        if (!reading.ok) return;
        const change = applyHostInput(before.current, node, reading.value);
        setNotice(change.notice);
        saveNodeSettings(change.settings);
      }}
      onRestore={() => {
        setNotice('');
        saveNodeSettings(before.current);
      }}
    />
  );
}

/** The panel's settings for one daemon's pages (with litd's, when it can run inside litd). */
export function YourNodeForm({ node }: { node: NodeFacts }) {
  const settings = useNodeSettings();
  const { daemon, litd } = node;
  const own = daemonSettings(settings, daemon.id);
  const update = (change: Partial<NodeSettings>) => saveNodeSettings({ ...settings, ...change });
  const updateDaemon = (change: Partial<DaemonSettings>) =>
    update({ daemons: { ...settings.daemons, [daemon.id]: { ...own, ...change } } });
  const throughLitd = reachedThroughLitd(settings, daemon, litd);
  const networkId = useId();
  const releaseId = useId();
  const releases = useSite().history[daemon.id]?.tags ?? [];
  const ownRelease = settings.versions?.[daemon.id] ?? '';
  const setRelease = (tag: string) => {
    const versions = { ...settings.versions };
    if (tag) versions[daemon.id] = tag;
    else delete versions[daemon.id];
    update({ versions });
  };
  return (
    <div className="your-node__body">
      <p className="your-node__intro">Code samples on every page use these settings. They stay in this browser.</p>
      <div className="your-node__grid">
        <HostInputField node={node} settings={settings} />
        <div className="your-node__field">
          <label htmlFor={networkId}>Network</label>
          <select
            id={networkId}
            value={settings.network}
            onChange={(event) => update({ network: event.target.value as Network })}
          >
            {NETWORKS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {throughLitd ? null : (
          <>
            <SettingInput
              label={`${daemon.title} gRPC port`}
              value={own.grpcPort}
              placeholder={String(daemon.ports.grpc)}
              problem={portProblem}
              onValid={(t) => updateDaemon({ grpcPort: t })}
              inputMode="numeric"
            />
            <SettingInput
              label={`${daemon.title} REST port`}
              value={own.restPort}
              placeholder={String(daemon.ports.rest)}
              problem={portProblem}
              onValid={(t) => updateDaemon({ restPort: t })}
              inputMode="numeric"
            />
          </>
        )}
        <SettingInput
          label={`${daemon.daemon} data folder`}
          value={own.dir}
          placeholder={daemon.dirVariable}
          hint={`Default: ${daemon.defaultDir}`}
          problem={dirProblem}
          onValid={(t) => updateDaemon({ dir: t })}
        />
      </div>
      {releases.length > 0 ? (
        <div className="your-node__field your-node__release">
          <label htmlFor={releaseId}>{daemon.daemon} release you run</label>
          <select
            id={releaseId}
            value={releases.includes(ownRelease) ? ownRelease : ''}
            onChange={(event) => setRelease(event.target.value)}
          >
            <option value="">not set</option>
            {[...releases].sort(newestFirst).map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
          <span className="your-node__hint">Pages then mark what your release lacks.</span>
        </div>
      ) : null}
      {litd ? (
        <fieldset className="your-node__litd">
          <legend>
            <label>
              <input
                type="checkbox"
                checked={throughLitd}
                onChange={(event) => updateDaemon({ inLitd: event.target.checked })}
              />{' '}
              {daemon.daemon} runs inside litd (Lightning Terminal, integrated mode)
            </label>
          </legend>
          {throughLitd ? (
            <div className="your-node__grid">
              <SettingInput
                label="litd port (gRPC and REST)"
                value={settings.litPort}
                placeholder={String(litd.port)}
                problem={portProblem}
                onValid={(t) => update({ litPort: t })}
                inputMode="numeric"
              />
              <SettingInput
                label="litd data folder"
                value={settings.litDir}
                placeholder={litd.dirVariable}
                hint={`Default: ${litd.defaultDir}`}
                problem={dirProblem}
                onValid={(t) => update({ litDir: t })}
              />
            </div>
          ) : null}
          <p className="your-node__hint">
            litd serves {daemon.daemon}&apos;s API on its own port with its own TLS certificate; {daemon.daemon} still
            checks its own macaroon. This is {daemon.daemon}&apos;s setting only: a daemon that runs outside litd
            (LiT&apos;s remote mode) keeps its own port and certificate.
          </p>
        </fieldset>
      ) : null}
      <button type="button" className="your-node__reset" onClick={resetNodeSettings}>
        Reset to defaults
      </button>
    </div>
  );
}
