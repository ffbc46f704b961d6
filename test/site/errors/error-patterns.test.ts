import assert from 'node:assert/strict';
import { test } from 'node:test';
import { literalLength, sampleText, templatePattern, templateSlug } from '../../../src/site/errors/error-template.ts';
import { matchErrorEntries } from '../../../src/site/errors/match-error.ts';
import { patternCollisions, pastedForms } from '../../helpers/error-patterns.ts';

const TEMPLATES = [
  'cannot open channel to self',
  'funding amount … is below the minimum of … sat',
  'invalid "…" value: …',
  'unknown method … for service …',
  'unknown service …',
  'Not Found',
  'a (b) [c] {d} +e* ?f | ^g $h \\ i.',
];

test("a pattern matches its template with sample values, with the gRPC prefix, lncli's, and as a REST body", () => {
  for (const template of TEMPLATES) {
    const regex = new RegExp(templatePattern(template));
    for (const form of pastedForms(template)) assert.ok(regex.test(form), `${template}: ${form}`);
  }
});

test('a pattern reads in RE2 terms too: no lookaround, no backreference, valid with the u flag', () => {
  for (const template of TEMPLATES) {
    const pattern = templatePattern(template);
    assert.doesNotMatch(pattern, /\(\?<?[=!]|\\[1-9]/);
    assert.doesNotThrow(() => new RegExp(pattern, 'u'));
  }
});

test('a pattern refuses other texts: a longer message, another word, a different start', () => {
  const regex = new RegExp(templatePattern('cannot open channel to self'));
  assert.ok(!regex.test('cannot open channel to self-custody node'));
  assert.ok(!regex.test('cannot open channel to peer'));
  assert.ok(
    !regex.test('error: cannot open channel to self'),
    'a wrapping is peeled by matchErrorEntries, not by the pattern',
  );
  assert.ok(!new RegExp(templatePattern('Not Found')).test('{"code":5,"message":"Not Found at all"}'));
});

test('templates that are instances of others collide; the more specific one comes first', () => {
  const entries = TEMPLATES.map((template) => ({
    template,
    pattern: templatePattern(template),
    specificity: literalLength(template),
  }));
  const collisions = patternCollisions(entries);
  assert.deepEqual(collisions.wrong, []);
  assert.deepEqual(collisions.pairs, [], 'none of these templates is an instance of another');
  const general = {
    template: 'unknown …',
    pattern: templatePattern('unknown …'),
    specificity: literalLength('unknown …'),
  };
  const withGeneral = patternCollisions([...entries, general]);
  assert.ok(
    withGeneral.pairs.some((p) => p.startsWith('unknown …')),
    'the general template matches the specific ones',
  );
  assert.deepEqual(withGeneral.wrong, [], 'yet each sample is matched first by its own entry');
});

test("matchErrorEntries peels a caller's wrapping and ranks the longest match first", () => {
  const entries = ['unknown service …', 'insufficient local balance', 'payment failed: …'].map((template) => ({
    template,
    pattern: templatePattern(template),
    specificity: literalLength(template),
  }));
  const matches = matchErrorEntries(
    entries,
    'payment failed: rpc error: code = Unknown desc = insufficient local balance',
  );
  assert.deepEqual(
    matches.map((m) => m.entry.template),
    ['payment failed: …', 'insufficient local balance'],
  );
  assert.deepEqual(matchErrorEntries(entries, 'nothing like it'), []);
});

test('slugs come from the words, placeholders dropped, cut at a word before 60 characters', () => {
  assert.equal(templateSlug('unknown method … for service …'), 'unknown-method-for-service');
  assert.equal(templateSlug('…'), 'error');
  const long = templateSlug(
    'the minimum number of real hops in a blinded path must be smaller than or equal to the number',
  );
  assert.ok(long.length <= 60 && !long.endsWith('-'), long);
  assert.equal(sampleText('a … b', 'x'), 'a x b');
});
