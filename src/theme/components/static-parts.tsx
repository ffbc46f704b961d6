/**
 * Static parts: server-rendered content that needs no JavaScript to work (a method page's
 * facts, permissions and field lists: text, links and anchors, whose behaviours are
 * delegated listeners of the whole document). Their components live in a module of their
 * own that a page's first load does not fetch:
 *
 * - on the server the module is provided up front (all-page-views.ts) and the parts render
 *   like any component;
 * - hydrating a server-rendered page, a part keeps the server's markup as it is (React
 *   adopts an element with dangerouslySetInnerHTML without walking into it);
 * - before a page of the kind is rendered on the client (a navigation), the view loader
 *   loads the module, and the parts render normally.
 *
 * The wrapper is `display: contents`, so the markup lays out as if it were not there.
 */
import type { ReactNode } from 'react';

export interface StaticParts<M> {
  /** The module, once loaded or provided; null before. */
  current(): M | null;
  /** Loads the module (once; a failed load is tried again by the next call). */
  load(): Promise<M>;
  /** Hands over the module, imported statically (the server render). */
  provide(module: M): void;
}

export function staticParts<M>(importer: () => Promise<M>): StaticParts<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    current: () => module,
    load() {
      pending ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    provide(loaded) {
      module = loaded;
    },
  };
}

/** One static part of a page; `name` is unique on the page (its markup is found by it while hydrating). */
export function StaticPart<M>({
  parts,
  name,
  render,
}: {
  parts: StaticParts<M>;
  name: string;
  render: (module: M) => ReactNode;
}) {
  const module = parts.current();
  // The keys differ so that React never turns one form into the other in place (it would
  // leave the kept markup behind the rendered one).
  if (module) {
    return (
      <div key="rendered" className="static-part" data-static-part={name}>
        {render(module)}
      </div>
    );
  }
  return (
    <div
      key="kept"
      className="static-part"
      data-static-part={name}
      dangerouslySetInnerHTML={{ __html: serverMarkup(name) }}
      suppressHydrationWarning
    />
  );
}

/** The markup the server rendered for a part (read while hydrating: the DOM is still the server's). */
function serverMarkup(name: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(`[data-static-part="${CSS.escape(name)}"]`)?.innerHTML ?? '';
}
