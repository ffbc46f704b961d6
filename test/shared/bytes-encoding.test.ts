import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  decodeBytes,
  fromBase64,
  fromHex,
  guessEncoding,
  toBase64,
  toBase64Url,
  toHex,
} from '../../src/shared/bytes-encoding.ts';

test('hex, base64 and padded base64url convert into one another like Buffer does', () => {
  for (const hex of ['', 'ff', 'fbff', 'fbfffe', '02' + 'ab'.repeat(32), 'fbff'.repeat(16)]) {
    const bytes = fromHex(hex) as Uint8Array;
    const buffer = Buffer.from(hex, 'hex');
    assert.equal(toHex(bytes), hex);
    assert.equal(toBase64(bytes), buffer.toString('base64'));
    assert.equal(toBase64Url(bytes), buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_'), 'padding kept');
    assert.deepEqual(fromBase64(toBase64(bytes)), bytes);
    assert.deepEqual(fromBase64(toBase64Url(bytes)), bytes);
    assert.deepEqual(fromBase64(buffer.toString('base64url')), bytes, 'unpadded input is read too');
  }
});

test('bad input gets a message, and the encoding of pasted text is guessed', () => {
  assert.equal(typeof fromHex('abc'), 'string');
  assert.equal(typeof fromHex('zz'), 'string');
  assert.equal(typeof fromBase64('a=b='), 'string');
  assert.deepEqual(fromHex('0x DE ad'), Uint8Array.from([0xde, 0xad]));
  assert.equal(guessEncoding('deadbeef'), 'hex');
  assert.equal(guessEncoding('-_8='), 'base64url');
  assert.equal(guessEncoding('+/8='), 'base64');
  assert.deepEqual(decodeBytes('+/8=', 'base64'), Uint8Array.from([0xfb, 0xff]));
});
