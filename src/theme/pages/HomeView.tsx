/** The home page: intro and one card per daemon. */
import type { HomePage } from '../../site/page-data.ts';
import { Cards } from '../components/Cards.tsx';

export function HomeView({ page }: { page: HomePage }) {
  return (
    <div className="home">
      <header className="hero">
        <h1 className="hero__title">{page.title}</h1>
        {/* Safe HTML: content markdown rendered with raw HTML disabled. */}
        <div className="hero__intro markdown" dangerouslySetInnerHTML={{ __html: page.introHtml }} />
      </header>
      <section className="home__services" aria-labelledby="daemons">
        <h2 id="daemons" className="home__heading">
          Daemons
        </h2>
        <Cards cards={page.services} headingLevel={3} />
      </section>
    </div>
  );
}
