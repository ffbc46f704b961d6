import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type SlotValues,
  fillHtml,
  fillText,
  slot,
  slotSentinel,
  slotText,
  splitHighlighted,
  splitSlots,
} from '../../src/shared/code-template.ts';

test('a value is written for the place its slot sits in', () => {
  assert.equal(slotText('js-string', "a'b\\c"), "'a\\'b\\\\c'");
  assert.equal(slotText('js-path', '/x/tls.cert'), "'/x/tls.cert'");
  assert.equal(slotText('js-path', '~/.lnd/tls.cert'), "require('os').homedir() + '/.lnd/tls.cert'");
  assert.equal(slotText('py-path', '~/.lnd/tls.cert'), "os.path.expanduser('~/.lnd/tls.cert')");
  assert.equal(slotText('py-fstring-text', 'h{1}'), 'h{{1}}');
  assert.equal(slotText('js-template-text', 'a`${b}'), 'a\\`\\${b}');
  assert.equal(slotText('shell-word', '/my dir/tls.cert'), "'/my dir/tls.cert'");
  assert.equal(
    slotText('shell-word', '~/Library/Application Support/Lnd/tls.cert'),
    "~/'Library/Application Support/Lnd/tls.cert'",
    '~ stays outside the quotes so the shell expands it',
  );
  assert.equal(slotText('shell-dq-text', 'a"$b'), 'a\\"\\$b');
});

test('source text with slots splits, fills and highlights around them', () => {
  const source = `connect(${slot('grpcHost', 'js-string')}); // ${slot('tlsCertPath', 'text')}`;
  const { text, slots } = splitSlots(source);
  assert.deepEqual(text, ['connect(', '); // ', '']);
  assert.deepEqual(slots, [
    { slot: 'grpcHost', context: 'js-string' },
    { slot: 'tlsCertPath', context: 'text' },
  ]);
  const values = {
    grpcHost: 'h:1',
    tlsCertPath: '<cert>',
    restHost: '',
    macaroonPath: '',
    cliFlags: '',
  } satisfies SlotValues;
  assert.equal(fillText({ text, slots }, values), "connect('h:1'); // <cert>");
  const html = splitHighlighted(`<b>connect(</b>${slotSentinel(0)}<i>); // ${slotSentinel(1)}</i>`, 2);
  assert.deepEqual(html, ['<b>connect(</b>', '<i>); // ', '</i>']);
  const filled = fillHtml({ html, slots }, values);
  assert.ok(filled.includes('<span class="code-slot token string" data-slot="grpcHost">&#39;h:1&#39;</span>'));
  assert.ok(
    filled.includes('<span class="code-slot" data-slot="tlsCertPath">&lt;cert&gt;</span>'),
    'values are escaped',
  );
  assert.throws(() => splitHighlighted('no sentinel', 1), /lost code slot 0/);
});
