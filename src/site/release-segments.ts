/** The last path segment of a release's Documentation gaps page (a tag may not take it: see RESERVED_RELEASE_SEGMENTS in site-api.ts). */
export const DOCUMENTATION_GAPS_SEGMENT = 'documentation-gaps';
/** The last path segment of a daemon's error catalogue. */
export const ERRORS_SEGMENT = 'errors';
