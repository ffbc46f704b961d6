/**
 * The one-line usage of an RPC's CLI command (`lncli sendpayment - Send a payment over
 * lightning.`, `lncli abandonchannel - Abandons an existing channel.`), for its page document.
 * CLI authors write it in a user's words, which is how readers phrase tasks, where proto
 * comments use the API's. The DESCRIPTION section is not indexed: its first 40 words cost
 * three first places of the tuning sets (it mentions neighbouring tasks: DeletePayment's
 * speaks of failed payments), its first 20 gained as many as they lost.
 */

/** The usage line of a `--help` text ('' without one). */
export function cliUsageLine(help: string | undefined): string {
  if (!help) return '';
  return /^NAME:\n\s+\S+(?: \S+)*? - (.+)$/m.exec(help)?.[1] ?? '';
}
