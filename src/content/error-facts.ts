/**
 * content/errors.yaml: the errors no daemon's code writes (gRPC's transport, the REST
 * gateway, the macaroon library, payment failure reasons a tree does not hold), kept as
 * reviewed facts with their upstream source, the RPCs a reader meets them on, and causes
 * with a check and fixes with a command. `{cli}` and `{daemon}` in texts and commands stand
 * for the daemon's CLI (lncli) and binary (lnd). A missing file means no such errors.
 */
import { z } from 'zod';
import { ERROR_ORIGINS as ORIGINS, GRPC_CODE_NAMES as CODES } from '../shared/error-kinds.ts';
import { parseYamlWithLines, readOptionalContentFile, validateYaml } from './yaml-errors.ts';

const text = (max: number) => z.string().trim().min(1).max(max, `at most ${max} characters`);

const entrySchema = z
  .object({
    /** Daemon ids whose catalogues list it. */
    daemons: z.array(text(40)).min(1),
    origin: z.enum(ORIGINS),
    /** The text as the library writes it, run-time values as `…`. */
    template: text(300),
    code: z.enum(CODES),
    /** Where the text is written upstream (a library's file at a tag or commit). */
    source: z.object({ label: text(120), url: z.string().url().startsWith('https://') }).strict(),
    /** RPC full names (package.Service.Method) a reader meets it on; each daemon takes its own. */
    rpcs: z
      .array(
        z.string().regex(/^[a-z][a-z0-9_]*(\.[A-Za-z0-9_]+){2,}$/, 'an RPC full name such as lnrpc.Lightning.GetInfo'),
      )
      .min(1),
    causes: z.array(z.object({ text: text(400), check: text(200).nullable().default(null) }).strict()).min(1),
    fixes: z.array(z.object({ text: text(400), command: text(200).nullable().default(null) }).strict()).min(1),
  })
  .strict();

const fileSchema = z.object({ errors: z.array(entrySchema) }).strict();

export type CrossCuttingErrorFact = z.infer<typeof entrySchema> & {
  /** `content/errors.yaml:12`: where the entry starts, for errors found later (an RPC no release has). */
  location: string;
};

/** Reads content/errors.yaml (none when absent); a bad entry is a ConfigError at its line. */
export function loadErrorFacts(file: string): CrossCuttingErrorFact[] {
  const raw = readOptionalContentFile(file);
  return raw === null ? [] : parseErrorFacts(raw, file);
}

/** Parses and validates the text of an errors file. */
export function parseErrorFacts(raw: string, file: string): CrossCuttingErrorFact[] {
  const yaml = parseYamlWithLines(raw, file);
  const data = validateYaml(fileSchema, yaml, file, 'See docs/content.md, "Error facts", for the keys of an entry.');
  return data.errors.map((entry, index) => ({ ...entry, location: `${file}:${yaml.lineOf(['errors', index])}` }));
}
