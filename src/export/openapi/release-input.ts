/** What the OpenAPI document of a release reads from the site: absolute page URLs, litd's port and the code samples. */
import type { ServiceContent } from '../../content/load-content.ts';
import { nodeFacts } from '../../site/connection.ts';
import type { PageContext } from '../../site/pages/page-context.ts';
import type { SiteApi, SiteRelease } from '../../site/site-api.ts';
import { sitePaths, withBase } from '../../site/urls.ts';
import { xCodeSamples } from './code-samples.ts';
import type { OpenApiInput } from './document.ts';

/** The site facts the documents need. */
export interface ExportSite {
  /** Where the site is deployed (site.yaml `url`): https://lightning.engineering. */
  origin: string;
  baseUrl: string;
  api: SiteApi;
  /** content/services pages (connection facts). */
  services: ReadonlyMap<string, ServiceContent>;
}

/** The export facts of a build's page context. */
export function exportSiteOf(ctx: Pick<PageContext, 'content' | 'api' | 'baseUrl'>): ExportSite {
  return {
    origin: ctx.content.config.url.replace(/\/$/, ''),
    baseUrl: ctx.baseUrl,
    api: ctx.api,
    services: ctx.content.services,
  };
}

/** The document's input for a release of the site. */
export function openApiInputOf(site: ExportSite, release: SiteRelease): OpenApiInput {
  const url = (sitePath: string) => `${site.origin}${withBase(site.baseUrl, sitePath)}`;
  const facts = nodeFacts(release, site.services, site.api.daemons);
  return {
    release,
    urls: {
      index: url(sitePaths.service(release)),
      method: (sub, method) => url(sitePaths.method(release, sub, method)),
      category: (sub) => url(sitePaths.category(release, sub)),
    },
    litdPort: facts.litd?.port ?? null,
    codeSamples: (sub, method) => xCodeSamples(release, sub, method, facts),
  };
}
