/**
 * The real site (content/ and the real protos) built once for the whole test run: test/run.mjs
 * builds it before the test files start and passes its folder in APIDOCS_REAL_BUILD, so the
 * files that only read or serve it do not each build the full site again (six full builds
 * were a minute of CI). A file run on its own without that variable builds it itself, once
 * per process. Readers must not change it: copy it first (check-links does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildInto } from './fixture-build.ts';
import { REAL_PROTOS, ROOT } from './fixtures.ts';

let own: Promise<string> | undefined;

/** The folder of a full build of the real site. Needs APIDOCS_PROTOS. */
export function realSiteBuild(): Promise<string> {
  const shared = process.env.APIDOCS_REAL_BUILD;
  if (shared && fs.existsSync(path.join(shared, 'index.html'))) return Promise.resolve(shared);
  if (!REAL_PROTOS) throw new Error('realSiteBuild needs APIDOCS_PROTOS');
  own ??= buildInto({ contentDir: path.join(ROOT, 'content'), protosDir: REAL_PROTOS }).then((result) => result.outDir);
  return own;
}
