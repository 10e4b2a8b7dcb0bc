/**
 * The toast container, mounted once per page (by the shell on the first toast, or by a
 * standalone area), or once per parcel with the parcel's `containerId`: its toasts show inside
 * the parcel's element (overlay-root.tsx). Spec 000 §9: at most 20 toasts at once.
 */
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { toastContainerMounted } from '@engage/shared/ui/toasts';

export const maxToasts = 20;

export function Toasts({ containerId }: { containerId?: string }) {
  useEffect(() => toastContainerMounted(containerId), [containerId]);
  return <ToastContainer containerId={containerId} position="top-center" limit={maxToasts} newestOnTop closeOnClick />;
}
