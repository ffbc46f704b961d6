/**
 * Code samples in protocol tabs (gRPC, REST, Shell), each with language tabs, for the
 * minimal request, every field, or the flow a CLI runs under a switch (Keysend). Samples are templates whose slots (host, ports, TLS
 * certificate and macaroon paths, CLI flags) are filled with the reader's "Your node"
 * settings: the defaults on the server and while hydrating, the stored ones right after.
 */
import { useMemo } from 'react';
import { fillHtml } from '../../shared/code-template.ts';
import { connectionValues } from '../../shared/node-settings.ts';
import { SAMPLE_PROTOCOLS } from '../../shared/sample-protocols.ts';
import type { CodeSampleView, CodeSamplesView, CodeTemplateView } from '../../site/page-data.ts';
import { useNodeSettings } from '../node-settings-store.ts';
import { BytesConverter } from './BytesConverter.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { ConnectionNote } from './ConnectionNote.tsx';
import { useReaderSamples } from './ReleaseSamples.tsx';
import { RequestVariantSwitch, requestOptions, useRequestVariant } from './RequestVariantSwitch.tsx';
import { Tabs } from './Tabs.tsx';
import { YourNodePanel } from './YourNodePanel.tsx';
import { HIGHLIGHT_LANGUAGE } from './sample-tabs.ts';

export function CodeSamples({ samples: view }: { samples: CodeSamplesView }) {
  const settings = useNodeSettings();
  const values = useMemo(
    () => connectionValues(settings, view.node.daemon, view.node.litd, view.macaroon),
    [settings, view.node, view.macaroon],
  );
  const [variant, choose] = useRequestVariant(Boolean(view.flag));
  const reader = useReaderSamples(view);
  const code = (sample: CodeSampleView) => {
    const template: CodeTemplateView =
      (variant === 'full' ? sample.full : variant === 'flag' ? sample.flag : null) ?? sample.minimal;
    return fillHtml(reader.adapt(template, view.samples.indexOf(sample), variant), values);
  };
  const block = (sample: CodeSampleView) => (
    <CodeBlock html={code(sample)} language={HIGHLIGHT_LANGUAGE[sample.language] ?? 'bash'} />
  );
  const protocols = SAMPLE_PROTOCOLS.filter((p) => view.samples.some((s) => s.protocol === p.value));
  return (
    <div className="code-samples">
      <YourNodePanel node={view.node} />
      <ConnectionNote values={values} macaroon={view.macaroon} daemon={view.node.daemon.daemon} />
      {reader.note}
      <RequestVariantSwitch options={requestOptions(view.samples, view.flag)} variant={variant} choose={choose} />
      <Tabs
        groupId="protocol"
        items={protocols.map((protocol) => {
          const inTab = view.samples.filter((s) => s.protocol === protocol.value);
          return {
            value: protocol.value,
            label: protocol.label,
            content:
              protocol.value === 'shell' ? (
                inTab.map((s) => (
                  <div key={s.language} className="shell-sample">
                    {block(s)}
                    {s.language === 'cli' && view.cli?.help ? (
                      <details className="cli-help">
                        <summary>
                          <code>{view.cli.command} --help</code> at this release
                        </summary>
                        <pre className="cli-help__text">{view.cli.help}</pre>
                      </details>
                    ) : null}
                  </div>
                ))
              ) : (
                <Tabs
                  groupId="language"
                  items={inTab.map((s) => ({ value: s.language, label: s.label, content: block(s) }))}
                />
              ),
          };
        })}
      />
      {view.hasBytes ? <BytesConverter /> : null}
    </div>
  );
}
