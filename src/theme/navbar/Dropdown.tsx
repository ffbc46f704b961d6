/**
 * A navbar dropdown built on <details>, so it opens without JavaScript; the client closes
 * it on outside clicks and Escape.
 */
import type { ReactNode } from 'react';

export function Dropdown({
  label,
  ariaLabel,
  icon,
  children,
}: {
  label: string;
  ariaLabel: string;
  icon?: 'language';
  children: ReactNode;
}) {
  return (
    <details className="dropdown" data-dropdown>
      <summary className="navbar__link dropdown__summary" aria-label={`${ariaLabel}: ${label}`}>
        {icon === 'language' ? (
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className="dropdown__icon">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-3.6A15.7 15.7 0 0 0 8.1 8ZM12 20a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h3a8 8 0 0 1-4.4 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
            />
          </svg>
        ) : null}
        <span>{label}</span>
      </summary>
      <div className="dropdown__menu">{children}</div>
    </details>
  );
}
