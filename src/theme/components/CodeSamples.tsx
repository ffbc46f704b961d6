/** Code samples in protocol tabs (gRPC, REST, Shell), each with language tabs. */
import type { CodeSampleView } from '../../site/page-data.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { Tabs } from './Tabs.tsx';

const PROTOCOLS = [
  { value: 'grpc', label: 'gRPC' },
  { value: 'rest', label: 'REST' },
  { value: 'shell', label: 'Shell' },
] as const;

const HIGHLIGHT_LANGUAGE: Record<string, string> = { javascript: 'javascript', python: 'python', cli: 'bash', curl: 'bash' };

export function CodeSamples({ samples }: { samples: CodeSampleView[] }) {
  const protocols = PROTOCOLS.filter((p) => samples.some((s) => s.protocol === p.value));
  return (
    <Tabs
      groupId="protocol"
      items={protocols.map((protocol) => {
        const inTab = samples.filter((s) => s.protocol === protocol.value);
        return {
          value: protocol.value,
          label: protocol.label,
          content:
            protocol.value === 'shell' ? (
              inTab.map((s) => <CodeBlock key={s.language} html={s.html} language={HIGHLIGHT_LANGUAGE[s.language] ?? 'bash'} />)
            ) : (
              <Tabs
                groupId="language"
                items={inTab.map((s) => ({
                  value: s.language,
                  label: s.label,
                  content: <CodeBlock html={s.html} language={HIGHLIGHT_LANGUAGE[s.language] ?? s.language} />,
                }))}
              />
            ),
        };
      })}
    />
  );
}
