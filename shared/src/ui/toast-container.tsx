/**
 * The toast container, mounted once per page (by the shell on the first toast, or by a
 * standalone area), or once per parcel with the parcel's `containerId`: its toasts show inside
 * the parcel's element (overlay-root.tsx). Spec 000 §9: at most 20 toasts at once.
 *
 * react-toastify names its region ("Notifications Alt+T") and each close button ("close") in
 * English; both are given here in the page's language.
 */
import { useEffect } from 'react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { kitText } from '@engage/shared/ui/messages';
import { toastContainerMounted } from '@engage/shared/ui/toasts';

export const maxToasts = 20;

/** react-toastify's own close button (same classes and icon), with a translated name. */
function CloseToast({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={kitText('close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export function Toasts({ containerId }: { containerId?: string }) {
  useEffect(() => toastContainerMounted(containerId), [containerId]);
  return (
    <ToastContainer
      containerId={containerId}
      position="top-center"
      limit={maxToasts}
      newestOnTop
      closeOnClick
      aria-label={kitText('notifications')}
      closeButton={CloseToast}
    />
  );
}
