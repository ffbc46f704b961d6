/**
 * The fixture site with fixture Go files added to its proto trees (permission tables and a
 * CLI), so builds of it have permissions sections and pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSources } from '../../src/sources/sources-config.ts';
import { treeHash } from '../../src/sources/tree-hash.ts';
import { FIXTURE_SITE, copyFixtureProtos, tempDir } from './fixtures.ts';
import { GO_FIXTURES } from './go-fixtures.ts';

/** The fixture site and trees with Go files: demo has permissions and a CLI, extra serves none of its RPCs. */
export function siteWithGoFiles(): { contentDir: string; protosDir: string } {
  const protosDir = copyFixtureProtos();
  const contentDir = path.join(tempDir('apidocs-content-'), 'site');
  fs.cpSync(FIXTURE_SITE, contentDir, { recursive: true });
  fs.cpSync(path.join(GO_FIXTURES, 'site-demo'), path.join(protosDir, 'demo/v1.0.0'), { recursive: true });
  fs.cpSync(path.join(GO_FIXTURES, 'site-extra'), path.join(protosDir, 'extra/v2.0.0'), { recursive: true });
  const file = path.join(contentDir, 'sources.json');
  const sources = parseSources(fs.readFileSync(file, 'utf8'), file);
  const demo = sources.services.find((s) => s.id === 'demo')!;
  const extra = sources.services.find((s) => s.id === 'extra')!;
  Object.assign(demo.versions[0]!, {
    permissionFiles: ['perms.go'],
    cliFiles: ['cmd/democli/*.go'],
    // server.go holds demod's handlers.
    handlerFiles: ['*.go'],
    macaroons: [
      { file: 'admin.macaroon', ops: 'adminOps' },
      { file: 'readonly.macaroon', ops: 'readOps' },
    ],
  });
  Object.assign(extra.versions[0]!, {
    permissionFiles: ['perms.go'],
    macaroons: [{ file: 'extra.macaroon', ops: '*' }],
  });
  for (const service of [demo, extra]) {
    const version = service.versions[0]!;
    version.sha256 = treeHash(path.join(protosDir, service.id, version.tag), service, version);
  }
  fs.writeFileSync(file, JSON.stringify(sources, null, 2));
  return { contentDir, protosDir };
}
