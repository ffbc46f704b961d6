/** Info and danger notices (streaming RPCs, deprecation). */
import type { ReactNode } from 'react';

const TITLES = { info: 'Info', danger: 'Danger' } as const;

export function Admonition({ type, children }: { type: keyof typeof TITLES; children: ReactNode }) {
  return (
    <div className={`admonition admonition--${type}`} role="note">
      <p className="admonition__title">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          {type === 'info' ? (
            <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z" />
          ) : (
            <path fill="currentColor" d="M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z" />
          )}
        </svg>
        {TITLES[type]}
      </p>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
