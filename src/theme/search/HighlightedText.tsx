/** Text with its matches in <mark> elements, built as React nodes (never HTML strings). */
import { Fragment } from 'react';
import type { TextPart } from '../../search/search-types.ts';

export function HighlightedText({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}
