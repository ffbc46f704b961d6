/**
 * The fixture site with the history fixture daemon "depot" added (test/fixtures/history.txtar:
 * five releases in two lines, two of them full), so a build of it has history releases
 * beside its full ones: their elements only, no pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSources } from '../../src/sources/sources-config.ts';
import { FIXTURE_SITE, copyFixtureProtos, tempDir } from './fixtures.ts';
import { fixtureTree } from './fixture-trees.ts';

/** Content and trees of the fixture site plus depot (its sources entry and trees from the history fixture). */
export function siteWithHistory(): { contentDir: string; protosDir: string } {
  const protosDir = copyFixtureProtos();
  const trees = fixtureTree('history');
  fs.cpSync(path.join(trees, 'depot'), path.join(protosDir, 'depot'), { recursive: true });
  const contentDir = path.join(tempDir('apidocs-content-'), 'site');
  fs.cpSync(FIXTURE_SITE, contentDir, { recursive: true });
  const file = path.join(contentDir, 'sources.json');
  const sources = parseSources(fs.readFileSync(file, 'utf8'), file);
  const depotFile = path.join(trees, 'sources.json');
  const depot = parseSources(fs.readFileSync(depotFile, 'utf8'), depotFile).services[0]!;
  sources.services.push(depot);
  fs.writeFileSync(file, JSON.stringify(sources, null, 2));
  fs.writeFileSync(
    path.join(contentDir, 'services/depot.md'),
    [
      '---',
      'description: The depot daemon of the history fixture.',
      'dirVariable: DEPOT_DIR',
      'defaultDir: ~/.depot',
      'tlsCertPath: "{dir}/tls.cert"',
      'macaroonPath: "{dir}/depot.macaroon"',
      '---',
      'The **depot** daemon keeps items.',
      '',
    ].join('\n'),
  );
  return { contentDir, protosDir };
}
