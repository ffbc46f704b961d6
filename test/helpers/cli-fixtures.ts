/** Small CLI model pieces for tests of the CLI samples. */
import type { CliFlagModel } from '../../src/proto/cli-model-types.ts';

/** A visible flag of the given kind (`string`, `bool`, `uint64`, ...) with no alias, usage or default. */
export const flag = (name: string, kind: string): CliFlagModel => ({
  name,
  aliases: [],
  usage: '',
  kind,
  defaultValue: null,
  envVars: [],
  hidden: false,
});
