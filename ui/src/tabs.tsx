/**
 * A keyboard-accessible tablist (WAI-ARIA tabs): one tab in the Tab order, arrows, Home and End
 * move between tabs and select them. Controlled; scrolls sideways on narrow screens.
 *
 *   <Tabs label="Platforms" value={platform} onChange={setPlatform}
 *     tabs={[{ value: 'all', label: 'All' }, { value: 'youtube', label: 'YOUTUBE' }]} />
 *
 * The panel is the caller's, and every tab points at it (`aria-controls`), so it must be there:
 *
 *   <div role="tabpanel" id={tabPanelId('Platforms')} aria-labelledby={tabId('Platforms', platform)}>…</div>
 */
import { useRef, type KeyboardEvent } from 'react';
import './kit.css';

export interface TabItem<V extends string> {
  value: V;
  label: string;
  /** A small count after the label (a list's size), drawn neutral; '0' quieter still. */
  badge?: string;
}

interface TabsProps<V extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The id of the panel the tabs control, for `aria-controls`. */
export function tabPanelId(label: string): string {
  return `eg-tabpanel-${slug(label)}`;
}

/** The id of the tab for `value`, for the panel's `aria-labelledby`. */
export function tabId(label: string, value: string): string {
  return `eg-tab-${slug(label)}-${slug(value)}`;
}

export function Tabs<V extends string>({ label, tabs, value, onChange }: TabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next < 0 ? last : next > last ? 0 : next;
    const tab = tabs[wrapped];
    if (!tab) return;
    onChange(tab.value);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[wrapped]?.focus();
  }

  return (
    <div ref={list} className="eg-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(label, tab.value)}
            aria-selected={selected}
            aria-controls={tabPanelId(label)}
            tabIndex={selected ? 0 : -1}
            className={`eg-tabs__tab ${selected ? 'eg-tabs__tab--selected' : ''}`}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
            {tab.badge && (
              <span className={`eg-tabs__badge${tab.badge === '0' ? ' eg-tabs__badge--zero' : ''}`}>{tab.badge}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
