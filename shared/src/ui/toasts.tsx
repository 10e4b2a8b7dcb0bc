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
 *
 * A parcel whose host page shows toasts itself sends them there instead ({@link sendToastsTo}).
 *
 * A form names itself on its toasts (`{ form: 'sign-in' }`): its error toasts are dismissed when
 * it succeeds, so "Invalid email or password." does not outlive the sign-in that followed it,
 * and old failures do not stack beside the new success.
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

/**
 * A toast for a host page to show (a parcel's `onToast`). A loading toast is followed by another
 * with the same `id` when it settles (`success` or `error`) or is dismissed (`dismiss`, no text).
 */
export interface HostToast {
  id: ToastId;
  kind: 'blank' | 'success' | 'error' | 'loading' | 'dismiss';
  message: string;
  /** How long to show it (spec 000 §9); null: until the same id comes again. */
  durationMs: number | null;
}

/** Installed sinks, newest last; while there is one, toasts go to it rather than to the page. */
const sinks: ((toast: HostToast) => void)[] = [];

/** Sends every toast to `sink` (a host page) until the returned function is called. */
export function sendToastsTo(sink: (toast: HostToast) => void): () => void {
  sinks.push(sink);
  return () => {
    const index = sinks.indexOf(sink);
    if (index >= 0) sinks.splice(index, 1);
  };
}

/** Hands a toast to the host page's sink if there is one; true when it did. */
function toHost(toast: HostToast): boolean {
  const sink = sinks.at(-1);
  if (!sink) return false;
  try {
    sink(toast);
  } catch (error) {
    console.error('[toasts] the host page failed to show a toast', error);
  }
  return true;
}

/** Called by the toast container when it mounts (toast-container.tsx). */
export function toastContainerMounted(): void {
  announceContainer();
}

function withLibrary(run: (toasts: ToastLibrary) => void): void {
  ready ??= Promise.all([import('react-toastify'), containerMounted]).then(([library]) => library);
  void ready.then(run);
}

/** Which form raised a toast; see the module header. */
export interface ToastOptions {
  form?: string;
}

/** The error toasts each form has raised and not yet cleared. */
const formErrors = new Map<string, Set<ToastId>>();

function rememberError(id: ToastId, options: ToastOptions | undefined): void {
  if (options?.form === undefined) return;
  const ids = formErrors.get(options.form) ?? new Set<ToastId>();
  ids.add(id);
  formErrors.set(options.form, ids);
}

/** Dismisses the error toasts `form` raised (already closed ones are no-ops). */
function clearFormErrors(form: string | undefined): void {
  if (form === undefined) return;
  const ids = formErrors.get(form);
  formErrors.delete(form);
  for (const id of ids ?? []) dismiss(id);
}

function dismiss(id?: ToastId): void {
  if (sinks.length > 0) {
    // Dismissing them all is a no-op for the host page: its toasts expire on their own.
    if (id !== undefined) toHost({ id, kind: 'dismiss', message: '', durationMs: null });
    return;
  }
  withLibrary(({ toast }) => toast.dismiss(id));
}

function show(
  type: 'default' | 'success' | 'error',
  message: string,
  autoClose: number | false,
  isLoading = false,
): ToastId {
  counter += 1;
  const toastId = `engage-toast-${counter}`;
  const kind = isLoading ? 'loading' : type === 'default' ? 'blank' : type;
  if (toHost({ id: toastId, kind, message, durationMs: autoClose === false ? null : autoClose })) return toastId;
  withLibrary(({ toast }) => {
    if (isLoading) toast.loading(message, { toastId, autoClose: false });
    else toast(message, { toastId, type, autoClose });
  });
  publish('toasts:raised', {});
  return toastId;
}

export const notify = {
  blank: (message: string): ToastId => show('default', message, toastDurations.blank),
  success: (message: string, options?: ToastOptions): ToastId => {
    clearFormErrors(options?.form);
    return show('success', message, toastDurations.success);
  },
  error: (message: string, options?: ToastOptions): ToastId => {
    const id = show('error', message, toastDurations.error);
    rememberError(id, options);
    return id;
  },
  loading: (message: string): ToastId => show('default', message, false, true),
  /** Turns a loading toast into its outcome. */
  settle: (id: ToastId, type: 'success' | 'error', message: string, options?: ToastOptions): void => {
    if (type === 'success') clearFormErrors(options?.form);
    else rememberError(id, options);
    const durationMs = type === 'success' ? toastDurations.success : toastDurations.error;
    if (toHost({ id, kind: type, message, durationMs })) return;
    withLibrary(({ toast }) =>
      toast.update(id, {
        render: message,
        type,
        isLoading: false,
        autoClose: durationMs,
      }),
    );
  },
  dismiss,
  /** Dismisses the error toasts a form raised, without a success toast (it succeeded quietly). */
  clearErrors: (form: string): void => clearFormErrors(form),
};
