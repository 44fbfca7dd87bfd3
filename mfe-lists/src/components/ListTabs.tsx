import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing, formatCount } from '@bookmarked/ui';

// Fixed, not from useId, so server and client agree: see Hydration in docs/architecture.md.
const baseId = 'listed-books';

interface TabItem<Key extends string> {
  key: Key;
  label: string;
  /** Left out where the count is not known yet (a server cannot read the visitor's lists). */
  count?: number;
  panel: ReactNode;
}

interface ListTabsProps<Key extends string> {
  label: string;
  tabs: readonly TabItem<Key>[];
  active: Key;
  onSelect: (key: Key) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex), Left/Right move
 * and wrap, Home/End jump to the ends. Every panel stays mounted and the inactive ones are
 * hidden, so `aria-controls` always points at an element.
 */
export function ListTabs<Key extends string>({ label, tabs, active, onSelect }: ListTabsProps<Key>) {
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = (key: Key) => `${baseId}-panel-${key}`;

  function move(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    const next = tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-stone-200">
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={`-mb-px flex flex-1 items-center justify-center gap-2 rounded-t-xl border px-4 py-3 font-semibold transition-colors sm:flex-none sm:px-6 ${focusRing} ${
                selected
                  ? 'border-stone-200 border-b-white bg-white text-emerald-700'
                  : 'border-transparent text-stone-500 hover:bg-stone-100 hover:text-stone-800'
              }`}
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <span
                  aria-hidden="true"
                  className={`min-w-6 rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${
                    selected ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-600'
                  }`}
                >
                  {formatCount(tab.count)}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== active}
          tabIndex={0}
          className={`rounded-b-2xl pt-6 ${focusRing}`}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
