/**
 * The one error type of apidocs. Every failure a user can cause (bad config, bad
 * proto, broken link, missing tree) is an ApidocsError whose message names the file,
 * the line where there is one, and what to do. Anything else is a bug and is
 * reported as "Internal error: ...".
 */
export class ApidocsError extends Error {
  /** Where the problem is, as `path` or `path:line` or `path:line:column`. */
  readonly location: string | undefined;
  /** What is wrong, without the location. */
  readonly detail: string;
  /** One sentence telling the user what to do about it. */
  readonly hint: string | undefined;

  constructor(detail: string, options: { location?: string | undefined; hint?: string; cause?: unknown } = {}) {
    // The message carries the location so that any printer of the error shows it.
    super(options.location ? `${options.location}: ${detail}` : detail, { cause: options.cause });
    this.name = new.target.name;
    this.location = options.location;
    this.detail = detail;
    this.hint = options.hint;
  }

  /** The full text shown to the user: `location: message` and the hint on its own line. */
  format(): string {
    return this.hint ? `${this.message}\n  ${this.hint}` : this.message;
  }
}

/** content/ or site configuration that does not validate. */
export class ConfigError extends ApidocsError {}

/** A .proto file or REST rule that does not compile or does not match. */
export class ProtoError extends ApidocsError {}

/** A proto tree that cannot be found, downloaded or verified. */
export class SourceError extends ApidocsError {}

/** A markdown page or other content file that cannot be read. */
export class ContentError extends ApidocsError {}

/** Internal links that point nowhere. */
export class LinkError extends ApidocsError {}

/** Several errors found in one pass, reported together. */
export class AggregateApidocsError extends ApidocsError {
  readonly errors: ApidocsError[];

  constructor(summary: string, errors: ApidocsError[]) {
    // The message lists every error, so any printer of it shows them all.
    super([summary, ...errors.map((e) => e.format().replace(/^/gm, '  '))].join('\n'));
    this.errors = errors;
  }
}

/** Formats any thrown value for the terminal; unknown errors are marked as internal. */
export function formatError(error: unknown): string {
  if (error instanceof ApidocsError) return error.format();
  if (error instanceof Error) return `Internal error: ${error.stack ?? error.message}`;
  return `Internal error: ${String(error)}`;
}
