import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../../../lib/cn';

export interface TabOption {
  id: string;
  label: string;
  count: number;
}

interface TypeTabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabOption[];
  value: string;
  onChange: (id: string) => void;
  children: ReactNode;
}

/** Tabs with arrow-key navigation (WAI-ARIA tabs pattern); the panel shows the chosen one. */
export function TypeTabs({ label, tabs, value, onChange, children }: TypeTabsProps) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-3 flex flex-wrap gap-1.5">
        {tabs.map((tab, index) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-bold transition-colors',
                selected
                  ? 'bg-night text-ink-inverse shadow-sm'
                  : 'border border-line bg-surface text-ink hover:border-primary hover:text-primary-strong',
              )}
            >
              {tab.label}
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  selected ? 'bg-white/15' : 'bg-surface-muted',
                )}
              >
                {tab.count}
              </span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </div>
  );
}
