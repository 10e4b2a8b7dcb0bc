/**
 * Toasts, the only way areas show transient messages (STYLE: raw libraries only through our
 * wrappers). Spec 000 §9: error and blank 4000 ms, success 2000 ms, loading no limit, at most
 * 20 at once.
 */
import { toast, ToastContainer, type Id } from 'react-toastify';

export const toastDurations = { error: 4000, blank: 4000, success: 2000 } as const;
export const maxToasts = 20;

export const notify = {
  blank: (message: string): Id => toast(message, { autoClose: toastDurations.blank }),
  success: (message: string): Id => toast.success(message, { autoClose: toastDurations.success }),
  error: (message: string): Id => toast.error(message, { autoClose: toastDurations.error }),
  loading: (message: string): Id => toast.loading(message, { autoClose: false }),
  /** Turns a loading toast into its outcome. */
  settle: (id: Id, type: 'success' | 'error', message: string): void => {
    toast.update(id, {
      render: message,
      type,
      isLoading: false,
      autoClose: type === 'success' ? toastDurations.success : toastDurations.error,
    });
  },
  dismiss: (id?: Id): void => {
    toast.dismiss(id);
  },
};

/** Mounted once per page (by the shell, or by a standalone area or parcel). */
export function Toasts() {
  return <ToastContainer position="top-center" limit={maxToasts} newestOnTop closeOnClick />;
}
