/**
 * "Your node": where the reader's daemon runs (host, ports, network, data folder, inside
 * litd or not, for this daemon). Every code sample and connection note on every page follows these
 * settings at once; they are stored in the browser only. Folded by default: the summary
 * says what samples connect to; the form's code (YourNodeForm) loads when the fold is
 * first opened, and without JavaScript, which it needs, the fold says so.
 */
import { type NodeFacts, reachedThroughLitd } from '../../shared/node-settings.ts';
import { useSite } from '../contexts.tsx';
import { useNodeSettings } from '../node-settings-store.ts';
import { lazyPart } from './lazy-part.tsx';
import { useDetailsOpened } from './use-details-opened.ts';

const YourNodeForm = lazyPart(() => import('./YourNodeForm.tsx').then((m) => m.YourNodeForm), 'The settings form');

export function YourNodePanel({ node }: { node: NodeFacts }) {
  const settings = useNodeSettings();
  const { ref, onToggle, opened } = useDetailsOpened();
  const throughLitd = reachedThroughLitd(settings, node.daemon, node.litd);
  // The release the reader set for this daemon, when the site knows it (marks and samples follow it).
  const release = useSite().history[node.daemon.id]?.tags.find((tag) => tag === settings.versions?.[node.daemon.id]);
  return (
    <details className="your-node" ref={ref} onToggle={onToggle}>
      <summary>
        Your node{' '}
        <span className="your-node__summary">
          samples connect to {throughLitd ? 'litd' : node.daemon.daemon} on {settings.host}, {settings.network}
          {release ? `; you run ${node.daemon.daemon} ${release}` : ''}
        </span>
      </summary>
      <p className="your-node__nojs">Changing these settings needs JavaScript.</p>
      {opened ? <YourNodeForm node={node} /> : null}
    </details>
  );
}
