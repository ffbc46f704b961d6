/**
 * "Showing results for ...": tells the reader a word of the query matched nothing and was
 * read as the nearest name (src/search/query-plan.ts), so the hits below answer that.
 */
export function CorrectedQuery({ text, className }: { text: string; className: string }) {
  return (
    <p className={className} data-search-corrected>
      Showing results for <strong>{text}</strong>
    </p>
  );
}
