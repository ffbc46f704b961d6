/**
 * The sample tests refuse a flag given as if it set a planned field it feeds in another form:
 * a duration added to the clock, or text another module's parser reads (not the field's number).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CliFieldBindingModel, FieldModel } from '../../src/proto/model-types.ts';
import { misreadFlag } from './cli-check/cli-notes.ts';
import { flag } from '../helpers/cli-fixtures.ts';

const u64 = (name: string) =>
  ({ name, type: { kind: 'scalar', name: 'uint64' }, label: 'singular', oneof: null }) as unknown as FieldModel;
const flags = [flag('expiry', 'Uint64'), flag('privacy-flags', 'String'), flag('label', 'String')];
const bindings: CliFieldBindingModel[] = [
  { field: 'expiry', flags: ['expiry'], slots: [], fromNow: true },
  { field: 'privacy', flags: ['privacy-flags'], slots: [], via: 'session.Parse' },
  { field: 'label', flags: ['label'], slots: [] },
];
const planned = [
  { path: 'expiry', field: u64('expiry') },
  { path: 'privacy', field: u64('privacy') },
  { path: 'label', field: { ...u64('label'), type: { kind: 'scalar', name: 'string' } } as FieldModel },
];

test('a clock-relative flag or a foreign-parsed text flag cannot stand for the planned number; a plain flag can', () => {
  assert.match(
    misreadFlag('pilotcli', 'expiry', bindings, planned, flags) ?? '',
    /--expiry cannot set expiry to the planned value: pilotcli sets it to the time it runs plus --expiry/,
  );
  assert.match(
    misreadFlag('pilotcli', 'privacy-flags', bindings, planned, flags) ?? '',
    /reads --privacy-flags through session\.Parse/,
  );
  assert.equal(misreadFlag('pilotcli', 'label', bindings, planned, flags), null);
});
