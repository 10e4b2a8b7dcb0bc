/**
 * Toasts, the only way areas show transient messages (STYLE: raw libraries only through our
 * wrappers). Spec 000 §9: error and blank 4000 ms, success 2000 ms, loading no limit, at most
 * 20 at once (the container, in toast-container.tsx).
 *
 * The toast library is downloaded at the first toast, not when a page imports `notify`, so a
 * screen paints without it. Ids are ours, so `loading` can return one at once and `settle` can
 * update it later. Calls wait for the library AND a mounted container, in order: react-toastify
 * queues a toast raised before its container mounts but drops an update to it, which left a
 * page's first loading toast spinning forever.
 */
import type * as ToastLibraryModule from 'react-toastify';
import { publish } from '@engage/shared/bus';

export const toastDurations = { error: 4000, blank: 4000, success: 2000 } as const;

type ToastLibrary = typeof ToastLibraryModule;
export type ToastId = string;

let announceContainer: () => void = () => undefined;
const containerMounted = new Promise<void>((resolve) => {
  announceContainer = resolve;
});
let ready: Promise<ToastLibrary> | null = null;
let counter = 0;

/** Called by the toast container when it mounts (toast-container.tsx). */
export function toastContainerMounted(): void {
  announceContainer();
}

function withLibrary(run: (toasts: ToastLibrary) => void): void {
  ready ??= Promise.all([import('react-toastify'), containerMounted]).then(([library]) => library);
  void ready.then(run);
}

function show(
  type: 'default' | 'success' | 'error',
  message: string,
  autoClose: number | false,
  isLoading = false,
): ToastId {
  counter += 1;
  const toastId = `engage-toast-${counter}`;
  withLibrary(({ toast }) => {
    if (isLoading) toast.loading(message, { toastId, autoClose: false });
    else toast(message, { toastId, type, autoClose });
  });
  publish('toasts:raised', {});
  return toastId;
}

export const notify = {
  blank: (message: string): ToastId => show('default', message, toastDurations.blank),
  success: (message: string): ToastId => show('success', message, toastDurations.success),
  error: (message: string): ToastId => show('error', message, toastDurations.error),
  loading: (message: string): ToastId => show('default', message, false, true),
  /** Turns a loading toast into its outcome. */
  settle: (id: ToastId, type: 'success' | 'error', message: string): void => {
    withLibrary(({ toast }) =>
      toast.update(id, {
        render: message,
        type,
        isLoading: false,
        autoClose: type === 'success' ? toastDurations.success : toastDurations.error,
      }),
    );
  },
  dismiss: (id?: ToastId): void => {
    withLibrary(({ toast }) => toast.dismiss(id));
  },
};
