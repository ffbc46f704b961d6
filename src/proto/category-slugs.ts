/**
 * Category slugs are unique across the whole site: `{lowercase name}-service`, and when
 * two sub-services share a name (lnd's and lit's Autopilot) the later one, in service
 * order, gets "-1" (then "-2", ...).
 */
import type { ServiceModel } from './model-types.ts';

/** Returns the services with site-wide unique category slugs (inputs are not mutated). */
export function assignCategorySlugs(services: ServiceModel[]): ServiceModel[] {
  const seen = new Map<string, number>();
  return services.map((service) => ({
    ...service,
    subServices: service.subServices.map((sub) => {
      const base = `${sub.name.toLowerCase()}-service`;
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      return { ...sub, categorySlug: count === 0 ? base : `${base}-${count}` };
    }),
  }));
}
