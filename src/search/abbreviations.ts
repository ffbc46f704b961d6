/**
 * Words the upstream API names abbreviate (DecodePayReq, RegisterSpendNtfn, NewAddr,
 * GetChanInfo, fwdinghistory), with the words a reader types instead (and one word readers
 * put differently: ChainNotifier is asked for as "chain notifications"). Names are indexed
 * in both forms, so "decode payment request" meets DecodePayReq; a query's abbreviation also
 * searches the words written out, which the descriptions use ("txs": transactions).
 */
const ABBREVIATIONS: Record<string, string> = {
  addr: 'address',
  addrs: 'addresses',
  chan: 'channel',
  chans: 'channels',
  cfg: 'config',
  fwd: 'forward',
  fwding: 'forwarding',
  msg: 'message',
  msgs: 'messages',
  // Not an abbreviation, but readers ask for "chain notifications", not "notifier".
  notifier: 'notification',
  ntfn: 'notification',
  ntfns: 'notifications',
  pay: 'payment',
  pubkey: 'public key',
  req: 'request',
  resp: 'response',
  tx: 'transaction',
  txn: 'transaction',
  txns: 'transactions',
  txs: 'transactions',
};

/** A word written out ("txs": ["transactions"]), or null when it abbreviates nothing. */
export function writtenOut(word: string): string[] | null {
  return Object.hasOwn(ABBREVIATIONS, word) ? ABBREVIATIONS[word]!.split(' ') : null;
}

/** The words with abbreviations written out, or null when none is abbreviated. */
export function expandAbbreviations(words: string[]): string[] | null {
  if (!words.some((w) => w in ABBREVIATIONS)) return null;
  return words.flatMap((w) => (ABBREVIATIONS[w] ?? w).split(' '));
}
