/**
 * Tabs whose choice is shared by every tab group with the same groupId on the page and
 * remembered across pages (src/theme/tab-choice.ts). The first render always shows the
 * first tab, on the server and during hydration alike; the stored choice applies after.
 * Without JavaScript every panel is shown (see the html:not(.js) rule in the CSS).
 * Keys: see tab-keys.ts.
 */
import { type ReactNode, useId } from 'react';
import { useTabChoice } from '../tab-choice.ts';
import { tabIndexForKey } from './tab-keys.ts';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

export function Tabs({ groupId, items }: { groupId: string; items: TabItem[] }) {
  const [chosen, choose] = useTabChoice(
    groupId,
    items.map((i) => i.value),
  );
  const id = useId();
  const selected = items.some((i) => i.value === chosen) ? chosen : items[0]!.value;
  return (
    <div className="tabs" data-tab-group={groupId}>
      <div className="tabs__list" role="tablist" aria-label={groupId}>
        {items.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={`${id}-tab-${item.value}`}
            className={item.value === selected ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            aria-selected={item.value === selected}
            aria-controls={`${id}-panel-${item.value}`}
            tabIndex={item.value === selected ? 0 : -1}
            onClick={() => choose(item.value)}
            onKeyDown={(event) => {
              const to = tabIndexForKey(
                event.key,
                items.findIndex((i) => i.value === selected),
                items.length,
              );
              if (to === null) return;
              // Home and End would also scroll the page.
              event.preventDefault();
              const next = items[to]!;
              choose(next.value);
              event.currentTarget.parentElement?.querySelector<HTMLElement>(`[id="${id}-tab-${next.value}"]`)?.focus();
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${item.value}`}
          aria-labelledby={`${id}-tab-${item.value}`}
          className="tabs__panel"
          data-tab-label={item.label}
          hidden={item.value !== selected}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
