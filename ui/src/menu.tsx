/**
 * A button that opens a short menu of actions (`role="menu"`): arrows move between items,
 * Enter picks, Escape or a click outside closes, and focus returns to the button.
 *
 *   <Menu label="Options for this method" items={[
 *     { label: 'Set as primary', onSelect: makePrimary },
 *     { label: 'Delete', onSelect: remove, danger: true },
 *   ]} />
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import './kit.css';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

interface MenuProps {
  /** The button's accessible name (it shows ⋯). */
  label: string;
  items: readonly MenuItem[];
}

/** The menu's enabled items, in order. */
const entries = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? []),
];

export function Menu({ label, items }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  // Before the menu paints, as the modal does: the first key pressed reaches the menu.
  useLayoutEffect(() => {
    if (!open) return;
    entries(menu.current)[0]?.focus();
    const closeOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = entries(menu.current);
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    } else if (move !== undefined) {
      event.preventDefault();
      list[(move + list.length) % list.length]?.focus();
    }
  }

  return (
    <div className="eg-menu">
      <button
        ref={button}
        type="button"
        className="eg-menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        ⋯
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label={label} className="eg-menu__list" onKeyDown={onKeyDown}>
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={item.disabled}
                className={item.danger ? 'eg-menu__item eg-menu__item--danger' : 'eg-menu__item'}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
