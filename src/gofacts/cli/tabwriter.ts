/**
 * Go's text/tabwriter as urfave/cli uses it for help output (minwidth 1, tabwidth 8,
 * padding 2, padding with spaces): consecutive lines that have a cell in the same column
 * are aligned to the widest cell plus the padding. A port of the algorithm, so help text
 * lines up exactly as the CLI prints it.
 */

const MIN_WIDTH = 1;
const PADDING = 2;

interface Cell {
  text: string;
  width: number;
}

/** Aligns tab-separated cells the way Go's tabwriter.NewWriter(w, 1, 8, 2, ' ', 0) does. */
export function tabwrite(text: string): string {
  const lines: Cell[][] = text
    .split('\n')
    .map((line) => line.split('\t').map((cell) => ({ text: cell, width: [...cell].length })));
  const out: string[] = [];
  const widths: number[] = [];

  const writeLines = (line0: number, line1: number) => {
    for (let i = line0; i < line1; i++) {
      const line = lines[i]!;
      let row = '';
      line.forEach((cell, j) => {
        row += cell.text;
        if (j < widths.length && j < line.length - 1) row += ' '.repeat(Math.max(0, widths[j]! - cell.width));
      });
      out.push(row);
    }
  };

  const format = (lineStart: number, lineEnd: number) => {
    let line0 = lineStart;
    const column = widths.length;
    for (let current = line0; current < lineEnd; current++) {
      if (column >= lines[current]!.length - 1) continue;
      // This line has a cell in this column: print what came before, then size the block.
      writeLines(line0, current);
      line0 = current;
      let width = MIN_WIDTH;
      for (; current < lineEnd; current++) {
        const line = lines[current]!;
        if (column >= line.length - 1) break;
        width = Math.max(width, line[column]!.width + PADDING);
      }
      widths.push(width);
      format(line0, current);
      widths.pop();
      line0 = current;
    }
    writeLines(line0, lineEnd);
  };

  format(0, lines.length);
  return out.join('\n');
}
