/** Places in the upstream trees the model links to, at the pinned commit. */

/** A file of the upstream tree with its link at the pinned commit. */
export interface SourceFile {
  /** Tree-relative path, e.g. lnrpc/lightning.proto. */
  path: string;
  url: string;
}

/** A position in an upstream file: path, 1-based line and permalink. */
export interface SourceRef {
  path: string;
  line: number;
  url: string;
}
