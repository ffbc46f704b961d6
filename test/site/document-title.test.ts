import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ReleaseContext } from '../../src/site/page-data.ts';
import { documentTitle } from '../../src/site/pages/document-title.ts';

const release = (daemonName: string, tag: string): ReleaseContext => {
  const choice = { tag, href: '/x/', latest: true, missing: false };
  return {
    daemonId: daemonName,
    daemonName,
    tag,
    latest: true,
    newestTag: tag,
    newest: choice,
    choices: [choice],
    changesHref: null,
  };
};
const site = 'Lightning Labs API Reference';

test("a page of a daemon release names the daemon and the release: both releases of a method, and two daemons' methods of one name, differ", () => {
  const titles = [
    documentTitle({ pageTitle: 'OpenChannel', siteTitle: site, home: false, release: release('lnd', 'v0.21.2-beta') }),
    documentTitle({ pageTitle: 'OpenChannel', siteTitle: site, home: false, release: release('lnd', 'v0.20.3-beta') }),
    documentTitle({ pageTitle: 'BakeMacaroon', siteTitle: site, home: false, release: release('lnd', 'v0.21.2-beta') }),
    documentTitle({ pageTitle: 'BakeMacaroon', siteTitle: site, home: false, release: release('tapd', 'v0.8.1') }),
  ];
  assert.deepEqual(titles, [
    'OpenChannel · lnd v0.21.2-beta | Lightning Labs API Reference',
    'OpenChannel · lnd v0.20.3-beta | Lightning Labs API Reference',
    'BakeMacaroon · lnd v0.21.2-beta | Lightning Labs API Reference',
    'BakeMacaroon · tapd v0.8.1 | Lightning Labs API Reference',
  ]);
});

test('a title that names the release already is not repeated; pages of no release and the home page are as before', () => {
  assert.equal(
    documentTitle({
      pageTitle: 'Loop API Changes in v0.34.0-beta',
      siteTitle: site,
      home: false,
      release: release('loopd', 'v0.34.0-beta'),
    }),
    'Loop API Changes in v0.34.0-beta | Lightning Labs API Reference',
  );
  assert.equal(
    documentTitle({ pageTitle: 'Search', siteTitle: site, home: false, release: null }),
    'Search | Lightning Labs API Reference',
  );
  assert.equal(documentTitle({ pageTitle: 'Home', siteTitle: site, home: true, release: null }), site);
});
