/**
 * elasticlunr for the search code, build and browser alike: every module imports it from
 * here, so the global its loading assigns exists first (src/search/lunr-global.ts).
 */
import './lunr-global.ts';
import elasticlunr from 'elasticlunr';

export default elasticlunr;
