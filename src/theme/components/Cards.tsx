/** A grid of link cards with a one-line summary. */
import { markAttributes } from './ReleaseBadge.tsx';
import type { Card } from '../../site/page-data.ts';
import { breakCamelCase } from './identifier-breaks.tsx';

export function Cards({ cards, headingLevel = 2 }: { cards: Card[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.href} className="cards__item">
          <a className="card" href={card.href}>
            <Heading className="card__title" {...(card.mark ? markAttributes(card.mark.daemon, card.mark) : {})}>
              {breakCamelCase(card.title)}
            </Heading>
            <p className="card__summary">{card.summary}</p>
            {card.meta ? <p className="card__meta">{card.meta}</p> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
