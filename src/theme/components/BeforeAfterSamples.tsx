/**
 * The call before and after an upgrade, in the method pages' tabs (protocol, then language,
 * sharing their remembered choice) and with their request switch: in each tab the old RPC's
 * sample as its release writes it, then the successor's sending the old request's fields by
 * the mapping, both filled with the reader's "Your node" settings. Below them, what the after
 * request carries over and what it leaves out. Data: src/site/upgrading/before-after-view.ts.
 */
import { useMemo } from 'react';
import { fillHtml } from '../../shared/code-template.ts';
import { connectionValues } from '../../shared/node-settings.ts';
import { SAMPLE_PROTOCOLS } from '../../shared/sample-protocols.ts';
import type { CodeSampleView } from '../../site/page-data.ts';
import type {
  BeforeAfterSideView,
  BeforeAfterView,
  MappedRequestView,
} from '../../site/upgrading/before-after-types.ts';
import { useNodeSettings } from '../node-settings-store.ts';
import { MaybeLinked } from '../pages/ApiChangesView.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import {
  type RequestVariant,
  RequestVariantSwitch,
  requestOptions,
  useRequestVariant,
} from './RequestVariantSwitch.tsx';
import { HIGHLIGHT_LANGUAGE } from './sample-tabs.ts';
import { Tabs } from './Tabs.tsx';

type Samples = Extract<BeforeAfterView, { kind: 'samples' }>;

export function BeforeAfterSamples({ view }: { view: BeforeAfterView }) {
  if (view.kind === 'none')
    return <p className="before-after before-after--none">No before/after samples: {view.why}</p>;
  return <PairSamples view={view} />;
}

function PairSamples({ view }: { view: Samples }) {
  // Pairs show the minimal and all-fields requests only: a flag flow chosen elsewhere reads as minimal here.
  const [chosen, choose] = useRequestVariant();
  const variant = chosen === 'full' ? 'full' : 'minimal';
  const all = [...view.before.samples, ...view.after.samples];
  const protocols = SAMPLE_PROTOCOLS.filter((p) => all.some((s) => s.protocol === p.value));
  const languages = (protocol: string) => [
    ...new Map(all.filter((s) => s.protocol === protocol).map((s) => [s.language, s.label])),
  ];
  const pairIn = (language: string) => (
    <>
      <Side title="Before" side={view.before} view={view} language={language} variant={variant} />
      <Side title="After" side={view.after} view={view} language={language} variant={variant} />
    </>
  );
  return (
    <div className="before-after">
      <p className="before-after__title">
        Before and after: <MaybeLinked link={view.before.rpc} code /> as {view.before.tag} writes it, then{' '}
        <MaybeLinked link={view.after.rpc} code /> as {view.after.tag} writes it with the old request's fields.
      </p>
      <RequestVariantSwitch options={requestOptions(all)} variant={variant} choose={choose} />
      <Tabs
        groupId="protocol"
        items={protocols.map((protocol) => ({
          value: protocol.value,
          label: protocol.label,
          content:
            protocol.value === 'shell' ? (
              languages('shell').map(([language]) => (
                <div key={language} className="shell-sample">
                  {pairIn(language)}
                </div>
              ))
            ) : (
              <Tabs
                groupId="language"
                items={languages(protocol.value).map(([language, label]) => ({
                  value: language,
                  label,
                  content: pairIn(language),
                }))}
              />
            ),
        }))}
      />
      <MappedNote mapped={view.mapped[variant]} />
    </div>
  );
}

function Side({
  title,
  side,
  view,
  language,
  variant,
}: {
  title: string;
  side: BeforeAfterSideView;
  view: Samples;
  language: string;
  variant: RequestVariant;
}) {
  const settings = useNodeSettings();
  const values = useMemo(
    () => connectionValues(settings, view.node.daemon, view.node.litd, side.macaroon),
    [settings, view.node, side.macaroon],
  );
  const sample: CodeSampleView | undefined = side.samples.find((s) => s.language === language);
  const code = sample ? fillHtml(variant === 'full' && sample.full ? sample.full : sample.minimal, values) : null;
  return (
    <div className="before-after__side" data-side={title.toLowerCase()}>
      <p className="before-after__label">
        {title}: <code>{side.rpc.label.split('.').slice(-2).join('.')}</code> ({side.tag})
      </p>
      {code !== null ? (
        <CodeBlock html={code} language={HIGHLIGHT_LANGUAGE[language] ?? 'bash'} />
      ) : (
        <p>{missingText(language)}</p>
      )}
    </div>
  );
}

/** Why a side has no sample of a kind: no command or route calls its RPC at its release. */
function missingText(language: string): string {
  return `No sample of this kind: no ${language === 'cli' ? 'CLI command' : 'REST route'} calls it at this release.`;
}

function MappedNote({ mapped }: { mapped: MappedRequestView }) {
  return (
    <p className="before-after__mapped">
      {mapped.carried.length > 0 ? (
        <>
          The after request carries{' '}
          {mapped.carried.map((c, i) => (
            <span key={c.old}>
              {i > 0 ? ', ' : null}
              <code>{c.old}</code>
              {c.new !== c.old ? (
                <>
                  {' '}
                  as <code>{c.new}</code>
                </>
              ) : null}
            </span>
          ))}
          .
        </>
      ) : (
        <>The after request carries no field of the old one.</>
      )}
      {mapped.left.map((l) => (
        <span key={l.old}>
          {' '}
          It leaves out <code>{l.old}</code> ({l.why}).
        </span>
      ))}
    </p>
  );
}
