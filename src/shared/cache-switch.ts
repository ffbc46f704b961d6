/**
 * The environment switches of the build's caches. APIDOCS_MODEL_CACHE=off turns every cache
 * off (compiled releases, history elements, compressed copies, page caches); APIDOCS_PAGE_CACHE=off
 * only the page caches (page data, rendered pages, outputs, client bundle). "off", "0", "false"
 * and "no" (any case) all mean off.
 */

/** True when an APIDOCS_* switch's value means off. */
function isOff(value: string | undefined): boolean {
  return /^(off|0|false|no)$/i.test(value ?? '');
}

/** True unless APIDOCS_MODEL_CACHE is off. */
export function buildCachesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !isOff(env.APIDOCS_MODEL_CACHE);
}

/** True unless APIDOCS_PAGE_CACHE or APIDOCS_MODEL_CACHE is off. */
export function pageCachesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return buildCachesEnabled(env) && !isOff(env.APIDOCS_PAGE_CACHE);
}
