/**
 * Links into a release's pages for views that span releases (the changes page): a page is
 * named by what it shows, and the site decides its URL in the release asked for.
 */
import type { ServiceModel } from '../proto/model-types.ts';
import type { PageContext } from './pages/page-context.ts';
import { href } from './pages/page-context.ts';
import { sitePaths } from './urls.ts';

/** A page of one release of a daemon, named by what it shows. */
export type ReleasePage =
  | { kind: 'index' }
  | { kind: 'sub-service'; fullName: string }
  | { kind: 'rpc'; fullName: string };

/** The URL of a page in a release (by tag), or null when that release has no such page. */
export type ReleaseLinkFor = (release: string, page: ReleasePage) => string | null;

/**
 * Links into the newest release's pages, the only release the site renders today; other
 * releases get null until their pages are built (the model split gives them their own URL
 * space, and replaces this function with one that knows it).
 */
export function newestReleaseLinks(ctx: PageContext, service: ServiceModel): ReleaseLinkFor {
  const subs = new Map(service.subServices.map((sub) => [sub.fullName, sub]));
  const methods = new Map(service.subServices.flatMap((sub) => sub.methods.map((m) => [m.fullName, { sub, method: m }] as const)));
  return (release, page) => {
    if (release !== service.version.tag) return null;
    switch (page.kind) {
      case 'index':
        return href(ctx, sitePaths.service(service));
      case 'sub-service': {
        const sub = subs.get(page.fullName);
        return sub ? href(ctx, sitePaths.category(sub)) : null;
      }
      case 'rpc': {
        const found = methods.get(page.fullName);
        return found ? href(ctx, sitePaths.method(service, found.sub, found.method)) : null;
      }
    }
  };
}
