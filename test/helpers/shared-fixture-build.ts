/**
 * Builds the fixture site into the folder named on the command line: test/run.mjs runs this
 * once before the test files start and passes the folder in APIDOCS_FIXTURE_BUILD, so the
 * files that only read or serve the fixture build (fixtureBuildDir) share it instead of each
 * building the fixture site (about 3 CPU-s each, some 30 files).
 */
import { buildInto } from './fixture-build.ts';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: shared-fixture-build.ts OUT_DIR');
await buildInto({ outDir });
