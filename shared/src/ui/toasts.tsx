/**
 * Toasts, the only way areas show transient messages (STYLE: raw libraries only through our
 * wrappers). Spec 000 §9: error and blank 4000 ms, success 2000 ms, loading no limit, at most
 * 20 at once. The shell mounts the container on the first toast (react-toastify queues toasts
 * raised before a container exists), so the toast library is not part of the first paint.
 */
import { toast, ToastContainer, type Id } from 'react-toastify';
import { publish } from '../bus/event-bus';

export const toastDurations = { error: 4000, blank: 4000, success: 2000 } as const;
export const maxToasts = 20;

function raised(id: Id): Id {
  publish('toasts:raised', {});
  return id;
}

export const notify = {
  blank: (message: string): Id => raised(toast(message, { autoClose: toastDurations.blank })),
  success: (message: string): Id => raised(toast.success(message, { autoClose: toastDurations.success })),
  error: (message: string): Id => raised(toast.error(message, { autoClose: toastDurations.error })),
  loading: (message: string): Id => raised(toast.loading(message, { autoClose: false })),
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
