/**
 * The summary at the top of a method page for the reader's release: "3 fields of this
 * request are not in your v0.17.5-beta", each field linked to its row with where to find it
 * ("added in v0.18.0-beta"). The server renders every field the summary may list, hidden
 * (src/theme/components/VersionSummary.tsx); this shows the ones the reader's release lacks
 * and writes the sentence. Only attributes and the text of the summary's own empty
 * elements change, so server markup and React-owned markup stay the same.
 */
import { type ReaderRelease, readerUpgrade, upgradeWords } from '../shared/reader-release.ts';
import { releaseSetHas } from '../shared/release-set.ts';

function setText(element: Element | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}

function setHidden(element: HTMLElement, hidden: boolean): void {
  if (element.hidden !== hidden) element.hidden = hidden;
}

/** "3 fields of this request are not in your v0.17.5-beta:" */
export function summarySentence(count: number, side: string, tag: string): string {
  return `${count} ${count === 1 ? 'field' : 'fields'} of this ${side} ${count === 1 ? 'is' : 'are'} not in your ${tag}:`;
}

/** Fills the summaries under `root` for the reader's release of their daemon (null: none shown). */
export function applyVersionSummary(root: ParentNode, readerOf: (daemon: string) => ReaderRelease | null): void {
  for (const summary of root.querySelectorAll<HTMLElement>('[data-version-summary]')) {
    const reader = readerOf(summary.dataset.daemon!);
    let shown = 0;
    for (const side of summary.querySelectorAll<HTMLElement>('[data-side]')) {
      let lacking = 0;
      for (const item of side.querySelectorAll<HTMLElement>('[data-field-has]')) {
        const has = item.dataset.fieldHas!;
        const lacks = reader !== null && !releaseSetHas(has, reader.index);
        setHidden(item, !lacks);
        if (lacks) {
          lacking++;
          const words = upgradeWords(readerUpgrade(has, reader));
          setText(item.querySelector('[data-upgrade]'), words ? `: ${words}` : '');
        }
      }
      setHidden(side, lacking === 0);
      if (lacking > 0 && reader)
        setText(side.querySelector('[data-sentence]'), summarySentence(lacking, side.dataset.side!, reader.tag));
      shown += lacking;
    }
    setHidden(summary, shown === 0);
  }
}
