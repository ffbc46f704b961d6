/**
 * Browser storage keys shared by the head script (src/render/head-script.ts, which runs
 * before first paint) and the client runtime, so both read and write the same entries.
 */
export const STORAGE_KEYS = {
  /** "light" or "dark". */
  theme: 'theme',
  /** Id of the announcement bar the reader closed. */
  announcementDismissed: 'apidocs.announcement.dismissed',
  /** Name of the docs version the reader picked last. */
  preferredDocsVersion: 'apidocs.docs.preferredVersion',
  /** JSON object: daemon id -> the release tag the reader picked last. */
  preferredReleases: 'apidocs.releases.preferred',
  /** JSON of the "Your node" settings code samples are filled with. */
  nodeSettings: 'apidocs.node',
} as const;
