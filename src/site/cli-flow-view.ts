/** What a method page's "What `<cli>` does" note shows (built in pages/cli-flow-note.ts). */

/** A piece of a sentence: text, or code. */
export type NotePiece = { text: string } | { code: string };

export interface CliFlowNoteView {
  /** The command: `loop out`. */
  command: string;
  /** One sentence per step, in the order the command runs them. */
  steps: NotePiece[][];
  /** The command's Go source. */
  source: { label: string; href: string };
}
