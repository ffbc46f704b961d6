/** Footer: link columns (Docs, Community, Source), logo and copyright. */
import { useSite } from '../contexts.tsx';
import { ExternalIcon } from '../components/ExternalIcon.tsx';

export function Footer() {
  const { footer } = useSite();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__columns">
          {footer.columns.map((column) => (
            <div key={column.title} className="footer__column">
              <h2 className="footer__title">{column.title}</h2>
              <ul className="footer__items">
                {column.items.map((item) => (
                  <li key={item.href}>
                    {item.external ? (
                      <a className="footer__link" href={item.href} target="_blank" rel="noopener noreferrer">
                        {item.label}
                        <ExternalIcon />
                      </a>
                    ) : (
                      <a className="footer__link" href={item.href}>
                        {item.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="footer__bottom">
          {footer.logo ? (
            <img
              className="footer__logo"
              src={footer.logo.src}
              alt={footer.logo.alt}
              width="40"
              height="40"
              loading="lazy"
            />
          ) : null}
          <p className="footer__copyright">{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
