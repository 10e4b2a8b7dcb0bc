/**
 * The toast container, mounted once per page (by the shell on the first toast, or by a
 * standalone area or parcel). Spec 000 §9: at most 20 toasts at once.
 */
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { toastContainerMounted } from '@engage/shared/ui/toasts';

export const maxToasts = 20;

export function Toasts() {
  useEffect(() => toastContainerMounted(), []);
  return <ToastContainer position="top-center" limit={maxToasts} newestOnTop closeOnClick />;
}
