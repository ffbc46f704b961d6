import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cleanComment, splitCliLine } from '../../src/proto/comments.ts';

const CLIS = ['lncli', 'tapcli', 'frcli', 'loop'];

test('cleanComment strips javadoc stars and common indentation, keeps structure', () => {
  assert.equal(cleanComment('* frcli: `x`\n Starred one.\n Two.\n'), 'frcli: `x`\nStarred one.\nTwo.');
  assert.equal(cleanComment(' Intro.\n\n     code block\n'), 'Intro.\n\ncode block');
  assert.equal(cleanComment(' Intro.\n  - a\n    - b\n'), 'Intro.\n- a\n  - b');
  assert.equal(cleanComment(''), '');
  assert.equal(cleanComment('\n\n'), '');
});

test('splitCliLine recognises every upstream CLI line style', () => {
  const cases: [string, string | null, string][] = [
    ['lncli: `walletbalance`\nWalletBalance returns.', 'lncli walletbalance', 'WalletBalance returns.'],
    ['tapcli `assets mint fund`\nFundBatch will.', 'tapcli assets mint fund', 'FundBatch will.'],
    ['`tapcli: assets removelease`\nRemoves.', 'tapcli assets removelease', 'Removes.'],
    ['frcli: `outliers`\nOutliers.', 'frcli outliers', 'Outliers.'],
    ['loop: `out`\n\nLoopOut initiates.', 'loop out', 'LoopOut initiates.'],
    ['lncli: `wallet leaseoutput`', 'lncli wallet leaseoutput', ''],
  ];
  for (const [comment, cli, description] of cases) {
    assert.deepEqual(splitCliLine(comment, CLIS), { cli, description }, comment);
  }
});

test('splitCliLine leaves prose and unknown commands alone', () => {
  for (const comment of ['loop: the swap loop runs.\nMore.', 'SendCoins sends `coins`.', 'othercli: `x`\nY.']) {
    assert.deepEqual(splitCliLine(comment, CLIS), { cli: null, description: comment });
  }
});
