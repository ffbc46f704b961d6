/**
 * Fixed top navbar: logo and title, the configured items left and right, and a button that
 * opens the sidebar on narrow screens. Hiding on scroll and the mobile sidebar are driven
 * by the client (data attributes here, behaviour in src/client/behaviours/).
 *
 * It fits at every width without breakpoints tuned to today's labels: the left links and
 * the right-hand group never shrink, and the site title gives way whole when they need its
 * room. The title follows the links in the markup inside a wrapping row laid out right to
 * left (layout.css, .navbar__fit): when both do not fit on the row, the title wraps to a
 * second row that is clipped. It is a mouse-only copy of the logo link, which carries the
 * title as its name for keyboards and screen readers.
 */
import type { NavbarItemView } from '../../site/site-data.ts';
import { useSite } from '../contexts.tsx';
import { NavbarItem } from './NavbarItem.tsx';

export function Navbar() {
  const site = useSite();
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  const render = (items: NavbarItemView[]) =>
    items.map((item, i) => <NavbarItem key={`${item.type}-${i}`} item={item} />);
  return (
    <nav className="navbar" aria-label="Main" data-hide-on-scroll={site.navbar.hideOnScroll ? 'true' : undefined}>
      <div className="navbar__inner">
        <div className="navbar__items">
          {/* A link acting as a button: without JavaScript it opens the sidebar by #fragment (CSS :target). */}
          <a
            href="#__sidebar"
            role="button"
            className="navbar__toggle"
            aria-label="Open navigation"
            aria-expanded="false"
            aria-controls="__sidebar"
            data-sidebar-toggle
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
          <a className="navbar__brand" href={site.baseUrl} aria-label={site.navbar.title}>
            <img className="navbar__logo" src={site.logo.src} alt={site.logo.alt} width="32" height="32" />
          </a>
          <div className="navbar__fit">
            <div className="navbar__links">{render(left)}</div>
            <a className="navbar__title" href={site.baseUrl} tabIndex={-1} aria-hidden="true">
              {site.navbar.title}
            </a>
          </div>
        </div>
        <div className="navbar__items navbar__items--right">{render(right)}</div>
      </div>
    </nav>
  );
}
