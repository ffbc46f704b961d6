/**
 * The fixture site with the real site's navbar: content/site.yaml's title and navbar items
 * (six daemon links with their real labels, the right-hand group) and a release tag as long
 * as the longest pinned in content/sources.json, so a layout test on the fixture measures a
 * navbar as wide as the real one. The daemon links point at the fixture's two daemons.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { BuildResult } from '../../src/build/build-site.ts';
import { buildInto } from './fixture-build.ts';
import { FIXTURE_PROTOS, FIXTURE_SITE, ROOT, tempDir } from './fixtures.ts';

/** The fixture's older demo release, renamed to the longest real tag. */
const OLD_TAG = 'v0.9.0';

/** The longest release tag the real site pins (its version dropdown's widest label) and its daemon. */
export function longestRealTag(): { daemon: string; tag: string; sitePath: string } {
  const sources = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/sources.json'), 'utf8')) as {
    services: { id: string; versions: { tag: string }[] }[];
  };
  // The newest release of a daemon lives at api/<daemon>/, an older one under its tag.
  const tags = sources.services.flatMap((s) =>
    s.versions.map((v, i) => ({
      daemon: s.id,
      tag: v.tag,
      sitePath: i === 0 ? `api/${s.id}/` : `api/${s.id}/${v.tag}/`,
    })),
  );
  return tags.reduce((longest, next) => (next.tag.length > longest.tag.length ? next : longest));
}

/** Builds it once per process; `oldTag` is the demo release whose pages show the long tag. */
let cached: Promise<{ build: BuildResult; oldTag: string }> | undefined;
export function realNavbarBuild(): Promise<{ build: BuildResult; oldTag: string }> {
  cached ??= (async () => {
    const oldTag = longestRealTag().tag;
    const contentDir = path.join(tempDir('apidocs-navbar-site-'), 'content');
    fs.cpSync(FIXTURE_SITE, contentDir, { recursive: true });
    const protosDir = tempDir('apidocs-navbar-protos-');
    fs.cpSync(FIXTURE_PROTOS, protosDir, { recursive: true });
    fs.renameSync(path.join(protosDir, 'demo', OLD_TAG), path.join(protosDir, 'demo', oldTag));
    const sourcesFile = path.join(contentDir, 'sources.json');
    fs.writeFileSync(
      sourcesFile,
      fs.readFileSync(sourcesFile, 'utf8').replace(`"tag": "${OLD_TAG}"`, `"tag": "${oldTag}"`),
    );

    const real = YAML.parse(fs.readFileSync(path.join(ROOT, 'content/site.yaml'), 'utf8')) as {
      title: string;
      navbar: { title: string; items: { type: string; docId?: string }[] };
    };
    const fixtureDocs = ['api/demo/index', 'api/extra/index'];
    let daemon = 0;
    const items = real.navbar.items.map((item) =>
      item.type === 'doc' ? { ...item, docId: fixtureDocs[daemon++ % fixtureDocs.length] } : item,
    );
    const configFile = path.join(contentDir, 'site.yaml');
    const config = YAML.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown> & {
      navbar: Record<string, unknown>;
    };
    config.title = real.title;
    config.navbar = { ...config.navbar, title: real.navbar.title, items };
    fs.writeFileSync(configFile, YAML.stringify(config));
    return { build: await buildInto({ contentDir, protosDir }), oldTag };
  })();
  return cached;
}
