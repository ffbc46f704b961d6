/**
 * "Used by": the RPCs of a daemon whose request or response holds a message or enum
 * (through any depth of fields), indexed once per daemon model.
 */
import type { SiteMethod, SiteRelease, SiteSubService } from '../site-api.ts';
import type { Link } from '../page-data.ts';
import { sitePaths } from '../urls.ts';
import { type PageContext, href } from './page-context.ts';

export interface TypeUse {
  sub: SiteSubService;
  method: SiteMethod;
}

const indexes = new WeakMap<SiteRelease, Map<string, TypeUse[]>>();

/** The uses of every type of a daemon, in sidebar order (sub-services, then methods). */
export function typeUses(service: SiteRelease): Map<string, TypeUse[]> {
  let index = indexes.get(service);
  if (!index) {
    index = new Map();
    for (const sub of service.subServices) {
      for (const method of sub.methods) {
        for (const type of method.types) {
          let uses = index.get(type);
          if (!uses) index.set(type, (uses = []));
          uses.push({ sub, method });
        }
      }
    }
    indexes.set(service, index);
  }
  return index;
}

/**
 * Links to the RPCs using a type, seen from a page of `sub`: RPCs of another sub-service
 * are named with it (Router.SendPaymentV2), those of the same one by their name.
 */
export function usedByLinks(ctx: PageContext, service: SiteRelease, sub: SiteSubService, typeName: string): Link[] {
  return (typeUses(service).get(typeName) ?? []).map((use) => ({
    label: use.sub === sub ? use.method.name : `${use.sub.name}.${use.method.name}`,
    href: href(ctx, sitePaths.method(service, use.sub, use.method)),
  }));
}
