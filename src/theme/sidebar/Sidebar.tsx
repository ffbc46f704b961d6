/**
 * The docs sidebar of the page (tutorialSidebar, or an older release's own). On wide screens it sits left of the page; below
 * 996 px the same element becomes the slide-in panel the navbar button opens, with the
 * navbar's links and the page's release switch on top. Only categories on the active route's trail start open, and
 * children of closed categories are not rendered, which keeps every page's HTML small.
 */
import { useSite, useRouteContext } from '../contexts.tsx';
import { sidebarTrail } from '../../site/sidebar-trail.ts';
import { SidebarItems } from './SidebarItems.tsx';
import { ReleaseMenu } from '../release/ReleaseMenu.tsx';

const MAIN_SIDEBAR = 'tutorialSidebar';

export function Sidebar({ mobileOnly = false }: { mobileOnly?: boolean }) {
  const site = useSite();
  const page = useRouteContext();
  // Plain pages (home, search) show the main sidebar in the mobile menu.
  const items = site.sidebars[page.sidebar] ?? site.sidebars[MAIN_SIDEBAR] ?? [];
  // A page the sidebar does not list opens the trail of the entry it belongs under.
  const trail = new Set(sidebarTrail(items, page.sidebarPath ?? page.path).map((item) => item.href));
  const links = site.navbar.items.flatMap((item) => (item.type === 'link' ? [item] : []));
  return (
    <aside id="__sidebar" className={mobileOnly ? 'sidebar sidebar--mobile-only' : 'sidebar'} aria-label="Docs sidebar">
      <div className="sidebar__mobile-header">
        <a className="sidebar__brand" href={site.baseUrl}>
          {site.navbar.title}
        </a>
        {/* Without JavaScript, leaving the #__sidebar fragment closes it. */}
        <a href="#__main" role="button" className="sidebar__close" aria-label="Close navigation" data-sidebar-close>
          <span aria-hidden="true">×</span>
        </a>
      </div>
      <ul className="sidebar__navbar-links">
        {links.map((link) => (
          <li key={link.href}>
            <a
              className="sidebar__link"
              href={link.href}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {page.release ? (
        <ReleaseMenu release={page.release} pageTitle={page.breadcrumbs.at(-1)?.label ?? 'This page'} />
      ) : null}
      <nav className="sidebar__nav" aria-label="Docs">
        <SidebarItems items={items} trail={trail} activePath={page.path} />
      </nav>
    </aside>
  );
}
