/**
 * Browser entry: fetch the site data and this page's chunk (both preloaded by the HTML),
 * then hydrate the server markup with the same <App/> the server rendered.
 */
import { hydrateRoot } from 'react-dom/client';
import type { PageData } from '../site/page-data.ts';
import type { SiteData } from '../site/site-data.ts';
import { App } from '../theme/App.tsx';
import { startSearch } from './search/index.ts';
import '../theme/styles/index.css';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function start(): Promise<void> {
  const root = document.getElementById('__apidocs');
  if (!root) return;
  const [site, page] = await Promise.all([fetchJson<SiteData>(root.dataset.site!), fetchJson<PageData>(root.dataset.chunk!)]);
  hydrateRoot(root, <App site={site} page={page} />);
  startSearch(site);
}

void start();
