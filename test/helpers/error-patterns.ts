/**
 * How the error catalogue's patterns are exercised: the forms a message is pasted in, and
 * which entries' patterns match another entry's samples (shared by the unit test and the
 * real errors.json test).
 */
import { sampleText } from '../../src/site/errors/error-template.ts';
import { matchErrorEntries } from '../../src/site/errors/match-error.ts';

/** Sample values: a number, a pubkey, a quoted text (JSON-escaped in REST bodies). */
const VALUES = ['42', '02a7f8e1c5b9d3e4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e0f2a4b6c8d0e2f4', '"abc"'];

/** The template with values, bare, with gRPC's and lncli's prefix, and as the REST gateway's body. */
export function pastedForms(template: string): string[] {
  return VALUES.flatMap((value) => {
    const text = sampleText(template, value);
    return [
      text,
      `rpc error: code = Unknown desc = ${text}`,
      `[lncli] rpc error: code = InvalidArgument desc = ${text}`,
      JSON.stringify({ code: 2, message: text, details: [] }),
      `{"code": 2, "message": ${JSON.stringify(text)}}`,
      `  ${text}\n`,
    ];
  });
}

export interface CollisionReport {
  /** "A <- B": A's pattern matches a sample of B. */
  pairs: string[];
  /** Samples whose best match is not their own entry (nor one with the same template). */
  wrong: string[];
}

/** Which patterns match other entries' samples, and whether each sample's best match is still its own entry. */
export function patternCollisions(
  entries: readonly { template: string; pattern: string; specificity: number }[],
): CollisionReport {
  const pairs = new Set<string>();
  const wrong: string[] = [];
  for (const entry of entries) {
    for (const form of pastedForms(entry.template)) {
      const matches = matchErrorEntries(entries, form);
      for (const m of matches) if (m.entry !== entry) pairs.add(`${m.entry.template} <- ${entry.template}`);
      if (matches[0]?.entry.template !== entry.template)
        wrong.push(`${form} -> ${matches[0]?.entry.template ?? 'nothing'}`);
    }
  }
  return { pairs: [...pairs], wrong };
}
