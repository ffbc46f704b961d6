/**
 * The llms files for assistants (docs/exports.md): the site's llms.txt, and each daemon's
 * llms.txt, llms-small.txt, llms-full.txt and per-sub-service files, from the page data and the pages' Markdown copies (which the
 * render phase writes beside each index.html: render-all.ts). Written through the same
 * output target (so production builds compress them like the other text files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { daemonLlmsSmall } from '../export/llms/llms-small.ts';
import {
  type LlmsInput,
  daemonExportPath,
  daemonLlmsFull,
  daemonLlmsTxt,
  siteLlmsTxt,
  subServiceLlmsFull,
  subServiceLlmsPath,
} from '../export/llms/llms-txt.ts';
import type { PageData } from '../site/page-data.ts';
import type { SiteApi } from '../site/site-api.ts';
import { withBase } from '../site/urls.ts';
import { type OutputTarget, writeTo } from './output-dir.ts';
import type { Texts } from './utf8-texts.ts';

/** The output file of a URL path under the base (/api-docs/x/index.md -> x/index.md). */
function fileOf(baseUrl: string, urlPath: string): string {
  return urlPath.slice(baseUrl.length);
}

export interface LlmsParams {
  api: SiteApi;
  baseUrl: string;
  title: string;
  tagline: string;
  pages: readonly { page: PageData }[];
  markdown: Pick<Texts, 'get' | 'has'>;
  output: OutputTarget;
}

/** Bytes of a daemon's llms-full.txt and llms-small.txt. */
export interface LlmsSizes {
  full: number;
  small: number;
}

/**
 * Writes llms.txt, and each daemon's llms.txt, llms-small.txt, llms-full.txt and a file per
 * sub-service; returns the sizes of each daemon's full and compact files by daemon id.
 */
export function writeLlmsFiles(params: LlmsParams): Map<string, LlmsSizes> {
  const input: LlmsInput = {
    baseUrl: params.baseUrl,
    title: params.title,
    tagline: params.tagline,
    daemons: params.api.daemons,
    pages: new Map(params.pages.map(({ page }) => [page.path, page])),
    markdown: params.markdown,
    // This writer's own files are written below; other writers' ran before it.
    written: (urlPath) =>
      /\/llms(?:-full|-small)?\.txt$/.test(urlPath) ||
      fs.existsSync(path.join(params.output.dir, fileOf(params.baseUrl, urlPath))),
  };
  const sizes = new Map<string, LlmsSizes>();
  writeTo(params.output, 'llms.txt', siteLlmsTxt(input));
  for (const daemon of params.api.daemons) {
    const release = daemon.releases[0];
    if (!release) continue;
    writeTo(
      params.output,
      fileOf(params.baseUrl, daemonExportPath(params.baseUrl, release, 'llms.txt')),
      daemonLlmsTxt(input, daemon),
    );
    const full = daemonLlmsFull(input, daemon);
    writeTo(params.output, fileOf(params.baseUrl, daemonExportPath(params.baseUrl, release, 'llms-full.txt')), full);
    const small = daemonLlmsSmall(input, daemon);
    writeTo(params.output, fileOf(params.baseUrl, daemonExportPath(params.baseUrl, release, 'llms-small.txt')), small);
    for (const sub of release.subServices)
      writeTo(
        params.output,
        fileOf(params.baseUrl, subServiceLlmsPath(params.baseUrl, release, sub)),
        subServiceLlmsFull(input, release, sub),
      );
    sizes.set(daemon.id, { full: Buffer.byteLength(full), small: Buffer.byteLength(small) });
  }
  return sizes;
}

/** The site's llms.txt URL path. */
export function siteLlmsPath(baseUrl: string): string {
  return withBase(baseUrl, 'llms.txt');
}
