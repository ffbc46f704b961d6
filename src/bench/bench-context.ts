/** What every benchmark section gets: a fresh full build of the real protos and a printer. */

export interface BenchContext {
  /** Output folder of a full build of the real protos (served at /api-docs/). */
  buildDir: string;
  /** The real protos folder. */
  protosDir: string;
  /** Prints one figure line: `  name  value`. */
  figure: (name: string, value: string) => void;
  /** Prints a section heading. */
  heading: (title: string) => void;
}

/** A benchmark section: measures and prints figures, never asserts. */
export interface BenchSection {
  name: string;
  run: (ctx: BenchContext) => Promise<void>;
}

/** 12.3 KB */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
