/** The words a CLI's help lists for a flag's value, and the enum values they name (usage-words.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ExtractedCommand, ExtractedFlag } from '../../src/gofacts/cli/cli-commands.ts';
import { enumWordChoices, usageWords } from '../../src/gofacts/cli/usage-words.ts';
import type { EnumModel } from '../../src/proto/model-types.ts';

const flag = (name: string, usage: string) => ({ name, usage }) as ExtractedFlag;
const command = (flags: ExtractedFlag[], subcommands: ExtractedCommand[] = []) =>
  ({ flags, subcommands }) as unknown as ExtractedCommand;

test("a flag's words come from every usage of its name that quotes alternatives, and only when they agree", () => {
  const words = usageWords([
    command(
      [flag('kind', "the kind to list, either 'rent' or 'food'"), flag('memo', "a note such as 'lunch'")],
      [
        command([flag('kind', 'the kind of entry'), flag('mode', "'fast' or 'slow'")]),
        command([flag('kind', "either 'rent' or 'food'"), flag('mode', "'fast', 'slow' or 'eco'")]),
      ],
    ),
  ]);
  // `kind` lists the same words twice (its third usage lists none); `mode` disagrees; `memo` quotes one word, no alternatives.
  assert.deepEqual([...words], [['kind', ['rent', 'food']]]);
});

test('each word names the one enum value called it or ending in _WORD; any other word gives no choices', () => {
  const kinds = {
    name: 'Kind',
    values: [{ name: 'KIND_UNSPECIFIED' }, { name: 'KIND_RENT' }, { name: 'FOOD' }, { name: 'KIND_FAST_FOOD' }],
  } as EnumModel;
  assert.deepEqual(enumWordChoices(['rent', 'unspecified'], kinds), [
    { text: 'rent', constant: 'Kind_KIND_RENT' },
    { text: 'unspecified', constant: 'Kind_KIND_UNSPECIFIED' },
  ]);
  assert.deepEqual(enumWordChoices(['fast-food'], kinds), [{ text: 'fast-food', constant: 'Kind_KIND_FAST_FOOD' }]);
  // `food` names both FOOD and KIND_FAST_FOOD: ambiguous; `toys` names none.
  assert.equal(enumWordChoices(['rent', 'food'], kinds), null);
  assert.equal(enumWordChoices(['rent', 'toys'], kinds), null);
});
