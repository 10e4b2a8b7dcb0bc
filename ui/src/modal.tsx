/**
 * An accessible modal dialog: labelled by its title, focus moved inside on open and given back
 * on close, Escape and the backdrop close it, Tab stays inside. Full screen on phones.
 *
 * Inside a parcel (an overlay root, overlay-root.tsx) it is portalled into the parcel's overlay
 * layer and covers only the parcel's box: the host page around it stays usable.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayRoot } from '@engage/shared/ui/overlay-root';
import { kitText } from '@engage/shared/ui/messages';
import './modal.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Optional footer (actions). */
  actions?: ReactNode;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Modal({ title, onClose, children, actions }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const root = useOverlayRoot();

  // Before the browser paints the dialog: a key pressed as soon as it shows (Escape) reaches it,
  // not the control that opened it.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>(focusable);
    (first ?? dialog.current)?.focus();
    return () => previous?.focus();
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const backdrop = (
    <div
      className={root ? 'eg-modal__backdrop eg-modal__backdrop--contained' : 'eg-modal__backdrop'}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className="eg-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {/* Not <header>/<footer>: those would be a second banner and contentinfo of the page. */}
        <div className="eg-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="eg-modal__close" aria-label={kitText('close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="eg-modal__body">{children}</div>
        {actions && <div className="eg-modal__actions">{actions}</div>}
      </div>
    </div>
  );
  return root ? createPortal(backdrop, root) : backdrop;
}
