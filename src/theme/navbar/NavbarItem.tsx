/** One navbar item by type; an unknown type is a developer error. */
import type { NavbarItemView } from '../../site/site-data.ts';
import { useRouteContext } from '../contexts.tsx';
import { ExternalIcon } from '../components/ExternalIcon.tsx';
import { SearchBar } from '../search/SearchBar.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { Dropdown } from './Dropdown.tsx';
import { ReleaseDropdown } from '../release/ReleaseDropdown.tsx';

export function NavbarItem({ item }: { item: NavbarItemView }) {
  const page = useRouteContext();
  switch (item.type) {
    case 'link': {
      // Active on its own page, below it, and on pages whose breadcrumbs pass through it.
      const active =
        item.href !== page.path.slice(0, item.href.length) ? page.breadcrumbs.some((b) => b.href === item.href) : true;
      return item.external ? (
        <a className="navbar__link" href={item.href} target="_blank" rel="noopener noreferrer">
          {item.label}
          <ExternalIcon />
        </a>
      ) : (
        <a
          className={active ? 'navbar__link navbar__link--active' : 'navbar__link'}
          href={item.href}
          aria-current={page.path === item.href ? 'page' : undefined}
        >
          {item.label}
        </a>
      );
    }
    case 'search':
      return <SearchBar />;
    case 'colorMode':
      return <ColorModeToggle />;
    case 'localeDropdown':
      return (
        <Dropdown label="English" ariaLabel="Language" icon="language">
          {item.locales.map((locale) => (
            <a
              key={locale.code}
              className="dropdown__link dropdown__link--active"
              href={page.path}
              lang={locale.code}
              aria-current="true"
            >
              {locale.label}
            </a>
          ))}
        </Dropdown>
      );
    case 'docsVersionDropdown':
      // On a daemon's pages: that daemon's releases; elsewhere the site's one docs version.
      if (page.release)
        return <ReleaseDropdown release={page.release} pageTitle={page.breadcrumbs.at(-1)?.label ?? 'This page'} />;
      return (
        <Dropdown label={item.versions[0]!.label} ariaLabel="Docs version">
          {item.versions.map((version) => (
            <a
              key={version.name}
              className="dropdown__link dropdown__link--active"
              href={version.href}
              data-docs-version={version.name}
              aria-current="true"
            >
              {version.label}
            </a>
          ))}
        </Dropdown>
      );
    default: {
      const unknown: never = item;
      throw new Error(`Internal error: unknown navbar item type "${(unknown as { type: string }).type}"`);
    }
  }
}
