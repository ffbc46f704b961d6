import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DaemonModel } from '../../src/proto/model-types.ts';
import { planRoutes } from '../../src/site/plan-routes.ts';
import { buildSiteApi } from '../../src/site/site-api.ts';

const daemon = (id: string): DaemonModel => ({
  id,
  title: id,
  repo: 'o/r',
  repoUrl: 'https://github.com/o/r',
  daemon: 'd',
  cli: 'c',
  ports: { grpc: 1, rest: 2 },
  releases: [
    {
      daemonId: id,
      tag: 'v1',
      commit: 'c',
      protoFiles: [],
      subServices: [],
      messages: {},
      enums: {},
      macaroons: [],
      bakeMacaroonCommand: null,
      cliCommands: [],
      gaps: [],
    },
  ],
});

test('a second route with the same path is a warning and is dropped', () => {
  const plan = planRoutes({ api: buildSiteApi({ daemons: [daemon('a'), daemon('a')] }), baseUrl: '/api-docs/' });
  assert.deepEqual(plan.warnings, [
    'duplicate route /api-docs/api/a/ (doc api/a/index): only the first page with this path is kept',
    'duplicate route /api-docs/api/a/rest-endpoints/ (doc api/a/rest-endpoints): only the first page with this path is kept',
    'duplicate route /api-docs/api/a/documentation-gaps/ (doc api/a/documentation-gaps): only the first page with this path is kept',
  ]);
  assert.equal(plan.routes.filter((r) => r.path === '/api-docs/api/a/').length, 1);
});
