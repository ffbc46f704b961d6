/**
 * Reads content/: the site configuration, the hand-written pages (home, markdown page) and
 * one page per service (intro in our own words plus connection facts in front matter).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from '../shared/errors.ts';
import { type CrossCuttingErrorFact, loadErrorFacts } from './error-facts.ts';
import { type ReplacementFact, loadContentReplacementFacts } from './replacement-facts.ts';
import { parseFrontMatter } from './front-matter.ts';
import { LIMITS, type SiteConfig, parseSiteConfigWithLines } from './site-config.ts';

/** Front matter ends up in every page's head and cards: bounded like site.yaml's texts. */
const bounded = (max: number) => z.string().min(1).max(max, `at most ${max} characters`);

const servicePageSchema = z
  .object({
    /** One line for cards and meta descriptions. */
    description: bounded(LIMITS.longText),
    dirVariable: z
      .string()
      .max(LIMITS.text, `at most ${LIMITS.text} characters`)
      .regex(/^[A-Z][A-Z0-9_]*$/, 'an upper-case placeholder such as LND_DIR'),
    /** The daemon's default data folder on Linux, shown as a hint in the "Your node" panel. */
    defaultDir: bounded(LIMITS.text),
    tlsCertPath: pathTemplate('{dir}/tls.cert'),
    /** The macaroon the daemon's CLI uses by default; its folder is the folder of the RPC's macaroon. */
    macaroonPath: pathTemplate('{dir}/data/chain/bitcoin/{network}/admin.macaroon'),
    /** litd can run the daemon inside itself (integrated) and serve its API on its own port. */
    inLitd: z.boolean().default(false),
    /** The daemon is litd, which serves the daemons marked inLitd. */
    isLitd: z.boolean().default(false),
    /** Who serves the sub-services the daemon's protos define but the daemon does not (`poolrpc.ChannelAuctioneer`: the Pool auctioneer). */
    servedElsewhere: z
      .record(
        z.string().regex(/^[\w.]+\.\w+$/, 'a sub-service full name such as poolrpc.ChannelAuctioneer'),
        bounded(LIMITS.text),
      )
      .default({}),
    /**
     * Of those, the servers a reader may run themselves for the daemon to call (tapd's price
     * oracle and portfolio pilot): their RPCs are a reader's task, to implement, not a call to make.
     */
    readerServes: z.array(z.string().regex(/^[\w.]+\.\w+$/, 'a sub-service full name')).default([]),
  })
  .strict()
  .refine((s) => s.readerServes.every((name) => name in s.servedElsewhere), {
    message: 'every readerServes entry must also be a servedElsewhere entry (who serves it)',
    path: ['readerServes'],
  });

/** A path under the data folder: starts with {dir}/, may hold {network}. */
function pathTemplate(example: string) {
  return z
    .string()
    .max(LIMITS.text, `at most ${LIMITS.text} characters`)
    .regex(
      /^\{dir\}\/[^{}]*(?:\{network\}[^{}]*)?$/,
      `a path that starts with {dir}/ and may contain {network}, such as ${example}`,
    );
}

const pageSchema = z.object({ title: bounded(LIMITS.text), description: bounded(LIMITS.longText) }).strict();

export interface ServiceContent {
  id: string;
  file: string;
  description: string;
  dirVariable: string;
  defaultDir: string;
  /** Path templates with {dir} and {network}. */
  tlsCertPath: string;
  macaroonPath: string;
  inLitd: boolean;
  isLitd: boolean;
  /** Who serves each sub-service the daemon does not serve, by full name. */
  servedElsewhere: Record<string, string>;
  /** Sub-services of servedElsewhere whose server a reader may run (an oracle the daemon calls). */
  readerServes: string[];
  /** Markdown body. */
  intro: string;
}

export interface PageContent {
  file: string;
  title: string;
  description: string;
  body: string;
}

export interface SiteContent {
  dir: string;
  config: SiteConfig;
  configFile: string;
  /** Line of a key path in site.yaml, for errors found after validation. */
  configLineOf: (keyPath: readonly PropertyKey[]) => number;
  services: Map<string, ServiceContent>;
  home: PageContent;
  markdownPage: PageContent;
  /** Copied as is to the output root (images, favicon). */
  staticDir: string;
  /** content/errors.yaml: errors no daemon's code writes (gRPC, gateway, macaroon library). */
  errors: CrossCuttingErrorFact[];
  /** content/replacements.yaml and replacements/*.yaml: reviewed successors and field mappings of removed or deprecated elements. */
  replacements: ReplacementFact[];
}

/** Loads content/ for the given service ids; a missing service page is an error. */
export function loadContent(dir: string, serviceIds: readonly string[]): SiteContent {
  const configFile = path.join(dir, 'site.yaml');
  const { config, lineOf } = parseSiteConfigWithLines(
    readText(configFile, 'Create content/site.yaml (see docs/content.md, "Site configuration").'),
    configFile,
  );
  const services = loadServicePages(dir, serviceIds);
  return {
    dir,
    config,
    configFile,
    configLineOf: lineOf,
    services,
    home: loadPage(path.join(dir, 'pages', 'home.md')),
    markdownPage: loadPage(path.join(dir, 'pages', 'markdown-page.md')),
    staticDir: path.join(dir, 'static'),
    errors: loadErrorFacts(path.join(dir, 'errors.yaml')),
    replacements: loadContentReplacementFacts(dir),
  };
}

/** The service pages (content/services/<id>.md) of the given ids; a missing one is an error. */
export function loadServicePages(dir: string, serviceIds: readonly string[]): Map<string, ServiceContent> {
  const services = new Map<string, ServiceContent>();
  for (const id of serviceIds) {
    const file = path.join(dir, 'services', `${id}.md`);
    const text = readText(
      file,
      `Write content/services/${id}.md: front matter (description, dirVariable, defaultDir, tlsCertPath, macaroonPath) and an intro.`,
    );
    const { data, body } = parseFrontMatter(text, file, servicePageSchema);
    services.set(id, { id, file, intro: body, ...data });
  }
  return services;
}

function loadPage(file: string): PageContent {
  const { data, body } = parseFrontMatter(
    readText(file, 'Create the page with title and description front matter.'),
    file,
    pageSchema,
  );
  return { file, body, ...data };
}

function readText(file: string, hint: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ContentError('cannot be read', { location: file, hint, cause: error });
  }
}
