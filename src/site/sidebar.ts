/**
 * The one docs sidebar (tutorialSidebar): API Reference > service > REST Endpoints and
 * sub-service categories > methods, sorted by name as readers scan them.
 */
import type { ApiModel } from '../proto/model-types.ts';
import { hasPermissions } from './pages/permissions-page.ts';
import type { SidebarItem } from './site-data.ts';
import { sitePaths, withBase } from './urls.ts';

export const SIDEBAR_ID = 'tutorialSidebar';

/** Category label of a sub-service: "Lightning Service". */
export function categoryLabel(name: string): string {
  return `${name} Service`;
}

/** Builds the sidebar tree from the model. */
export function buildSidebar(model: ApiModel, baseUrl: string): SidebarItem[] {
  const href = (sitePath: string) => withBase(baseUrl, sitePath);
  return [
    {
      label: 'API Reference',
      href: href(sitePaths.apiReference()),
      items: model.services.map((service) => ({
        label: service.title,
        href: href(sitePaths.service(service)),
        items: [
          { label: 'REST Endpoints', href: href(sitePaths.restEndpoints(service)) },
          ...(hasPermissions(service) ? [{ label: 'Permissions', href: href(sitePaths.permissions(service)) }] : []),
          ...service.subServices.map((sub) => ({
            label: categoryLabel(sub.name),
            href: href(sitePaths.category(sub)),
            items: [...sub.methods]
              .sort((a, b) => a.name.localeCompare(b.name, 'en'))
              .map((method) => ({
                label: method.name,
                href: href(sitePaths.method(service, sub, method)),
                ...(method.deprecated ? { deprecated: true } : {}),
              })),
          })),
        ],
      })),
    },
  ];
}
