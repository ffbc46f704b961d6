/**
 * The sample tests' check of an interactive command's sample: each planned field the command
 * asks for at a prompt is said so, and no other field is.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CliFieldBindingModel } from '../../src/proto/model-types.ts';
import { checkPromptNotes } from './cli-check/cli-notes.ts';

const bindings: CliFieldBindingModel[] = [
  { field: 'password', flags: [], slots: [], prompt: true },
  { field: 'stateless', flags: ['stateless'], slots: [] },
];

test('a prompted field must be said to be asked for, and only a prompted one', () => {
  assert.equal(
    checkPromptNotes(
      'walletcli create',
      bindings,
      ['password'],
      '# password: walletcli asks for it at a prompt\nwalletcli create',
    ),
    null,
  );
  assert.match(
    checkPromptNotes(
      'walletcli create',
      bindings,
      ['password'],
      '# password: walletcli has no flag or argument for it\nwalletcli create',
    ) ?? '',
    /asks for password at a prompt, and the sample does not say so/,
  );
  assert.match(
    checkPromptNotes(
      'walletcli create',
      bindings,
      ['stateless'],
      '# stateless: walletcli asks for it at a prompt\nwalletcli create',
    ) ?? '',
    /its action reads no prompt into it/,
  );
});
