/**
 * The fixture site with the history fixture daemon "depot" added (test/fixtures/history.txtar:
 * five releases in two lines, two of them full), so a build of it has history releases
 * beside its full ones: their elements only, no pages. Or another history fixture's daemon
 * (quill, test/fixtures/comment-deprecation.txtar).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSources } from '../../src/sources/sources-config.ts';
import { FIXTURE_SITE, copyFixtureProtos, tempDir } from './fixtures.ts';
import { fixtureTree } from './fixture-trees.ts';

/** The daemon of a history fixture archive, with its service page's words. */
export interface HistoryDaemon {
  fixture: string;
  id: string;
  /** The service page's description and first paragraph. */
  about: [string, string];
}

const DEPOT: HistoryDaemon = {
  fixture: 'history',
  id: 'depot',
  about: ['The depot daemon of the history fixture.', 'The **depot** daemon keeps items.'],
};

/** Content and trees of the fixture site plus depot, or `daemon` (its sources entry and trees from its fixture). */
export function siteWithHistory(daemon: HistoryDaemon = DEPOT): { contentDir: string; protosDir: string } {
  const protosDir = copyFixtureProtos();
  const trees = fixtureTree(daemon.fixture);
  fs.cpSync(path.join(trees, daemon.id), path.join(protosDir, daemon.id), { recursive: true });
  const contentDir = path.join(tempDir('apidocs-content-'), 'site');
  fs.cpSync(FIXTURE_SITE, contentDir, { recursive: true });
  const file = path.join(contentDir, 'sources.json');
  const sources = parseSources(fs.readFileSync(file, 'utf8'), file);
  const daemonFile = path.join(trees, 'sources.json');
  sources.services.push(parseSources(fs.readFileSync(daemonFile, 'utf8'), daemonFile).services[0]!);
  fs.writeFileSync(file, JSON.stringify(sources, null, 2));
  fs.writeFileSync(
    path.join(contentDir, `services/${daemon.id}.md`),
    [
      '---',
      `description: ${daemon.about[0]}`,
      `dirVariable: ${daemon.id.toUpperCase()}_DIR`,
      `defaultDir: ~/.${daemon.id}`,
      'tlsCertPath: "{dir}/tls.cert"',
      `macaroonPath: "{dir}/${daemon.id}.macaroon"`,
      '---',
      daemon.about[1],
      '',
    ].join('\n'),
  );
  return { contentDir, protosDir };
}
