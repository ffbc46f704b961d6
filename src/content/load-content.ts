/**
 * Reads content/: the site configuration, the hand-written pages (home, markdown page) and
 * one page per service (intro in our own words plus connection facts in front matter).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from '../shared/errors.ts';
import { parseFrontMatter } from './front-matter.ts';
import { LIMITS, type SiteConfig, parseSiteConfigWithLines } from './site-config.ts';

/** Front matter ends up in every page's head and cards: bounded like site.yaml's texts. */
const bounded = (max: number) => z.string().min(1).max(max, `at most ${max} characters`);

const servicePageSchema = z
  .object({
    /** One line for cards and meta descriptions. */
    description: bounded(LIMITS.longText),
    dirVariable: z.string().max(LIMITS.text, `at most ${LIMITS.text} characters`).regex(/^[A-Z][A-Z0-9_]*$/, 'an upper-case placeholder such as LND_DIR'),
    tlsCertPath: bounded(LIMITS.text),
    macaroonPath: bounded(LIMITS.text),
  })
  .strict();

const pageSchema = z.object({ title: bounded(LIMITS.text), description: bounded(LIMITS.longText) }).strict();

export interface ServiceContent {
  id: string;
  file: string;
  description: string;
  dirVariable: string;
  tlsCertPath: string;
  macaroonPath: string;
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
}

/** Loads content/ for the given service ids; a missing service page is an error. */
export function loadContent(dir: string, serviceIds: readonly string[]): SiteContent {
  const configFile = path.join(dir, 'site.yaml');
  const { config, lineOf } = parseSiteConfigWithLines(readText(configFile, 'Create content/site.yaml (see README.md, "Site configuration").'), configFile);
  const services = new Map<string, ServiceContent>();
  for (const id of serviceIds) {
    const file = path.join(dir, 'services', `${id}.md`);
    const text = readText(file, `Write content/services/${id}.md: front matter (description, dirVariable, tlsCertPath, macaroonPath) and an intro.`);
    const { data, body } = parseFrontMatter(text, file, servicePageSchema);
    services.set(id, { id, file, intro: body, ...data });
  }
  return {
    dir,
    config,
    configFile,
    configLineOf: lineOf,
    services,
    home: loadPage(path.join(dir, 'pages', 'home.md')),
    markdownPage: loadPage(path.join(dir, 'pages', 'markdown-page.md')),
    staticDir: path.join(dir, 'static'),
  };
}

function loadPage(file: string): PageContent {
  const { data, body } = parseFrontMatter(readText(file, 'Create the page with title and description front matter.'), file, pageSchema);
  return { file, body, ...data };
}

function readText(file: string, hint: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ContentError('cannot be read', { location: file, hint, cause: error });
  }
}
