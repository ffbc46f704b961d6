/**
 * One RPC: header facts, notices, description and permissions, code samples, then its
 * messages and enums. Only the code samples are interactive: the rest are static parts
 * (method-parts.tsx), whose code a method page's first load does not fetch.
 */
import type { MethodPage } from '../../site/page-data.ts';
import { CliFlowNote } from '../components/CliFlowNote.tsx';
import { CodeSamples } from '../components/CodeSamples.tsx';
import { UnservedNote } from '../components/UnservedNote.tsx';
import { StaticPart, staticParts } from '../components/static-parts.tsx';
import { TryItFold } from '../components/TryItFold.tsx';

export const methodParts = staticParts(() => import('./method-parts.tsx'));

export function MethodView({ page }: { page: MethodPage }) {
  return (
    <>
      <h1>{page.title}</h1>
      <StaticPart parts={methodParts} name="method-facts" render={({ MethodFacts }) => <MethodFacts page={page} />} />
      <h2 id="code-samples">Code Samples</h2>
      {page.cliFlow ? <CliFlowNote note={page.cliFlow} /> : null}
      {page.samples.unserved ? (
        <UnservedNote unserved={page.samples.unserved} hasBytes={page.samples.hasBytes} />
      ) : (
        <CodeSamples samples={page.samples} />
      )}
      {page.unmetRules ? (
        <p className="samples__unmet">{`The minimal request cannot pass every rule the handler checks: ${page.unmetRules.join('; ')}.`}</p>
      ) : null}
      {page.tryIt ? <TryItFold key={page.fullName} page={page} tryIt={page.tryIt} /> : null}
      <StaticPart parts={methodParts} name="method-types" render={({ MethodTypes }) => <MethodTypes page={page} />} />
    </>
  );
}
