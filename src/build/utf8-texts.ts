/**
 * Texts by path held as UTF-8 bytes outside V8's heap. A build keeps every page's Markdown
 * copy from the render to the llms files (write-exports.ts): the real site's 2,492 copies are
 * 21 MB of UTF-8, but most hold a character beyond Latin-1 (an arrow, a dash), which makes V8
 * store the whole string at two bytes a character: 41 MB of heap, which V8 then grows its heap
 * limit in proportion to. Reading one back decodes it (only the llms files do, once each).
 */

/** What the build reads and writes of the Markdown copies: a plain Map<string, string> is one too. */
export interface Texts extends Iterable<[string, string]> {
  readonly size: number;
  get(path: string): string | undefined;
  has(path: string): boolean;
  set(path: string, text: string): unknown;
}

export class Utf8Texts implements Texts {
  readonly #bytes = new Map<string, Buffer>();

  get size(): number {
    return this.#bytes.size;
  }

  get(path: string): string | undefined {
    return this.#bytes.get(path)?.toString('utf8');
  }

  has(path: string): boolean {
    return this.#bytes.has(path);
  }

  set(path: string, text: string): this {
    this.#bytes.set(path, Buffer.from(text, 'utf8'));
    return this;
  }

  *[Symbol.iterator](): IterableIterator<[string, string]> {
    for (const [path, bytes] of this.#bytes) yield [path, bytes.toString('utf8')];
  }
}
