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
 * A parcel shows its toasts in a container of its own, inside its element, or hands them to its
 * host page ({@link routeToasts}); a toast goes where the session scope of the code raising it
 * says (session-scope.ts), and its later updates follow it there.
 *
 * A form names itself on its toasts (`{ form: 'sign-in' }`): its error toasts are dismissed when
 * it succeeds, so "Invalid email or password." does not outlive the sign-in that followed it,
 * and old failures do not stack beside the new success.
 *
 * An error already on screen is not shown again while it is: on a bad link several requests fail
 * together, and the user should read "Could not reach the server…" once, not once per request.
 */
import type * as ToastLibraryModule from 'react-toastify';
import { publish } from '@engage/shared/bus';
import { currentSessionScope, type SessionScope } from '@engage/shared/session/scope';
import { timedContent } from '@engage/shared/ui/toast-timer';

export const toastDurations = { error: 4000, blank: 4000, success: 2000 } as const;

type ToastLibrary = typeof ToastLibraryModule;
export type ToastId = string;

/** The page's container has no id (react-toastify's default one). */
const PAGE_CONTAINER = '';

/** Each container's first mount, by id: a toast waits for its own container. */
const containers = new Map<string, { mounted: Promise<void>; announce: () => void }>();

function container(id: string) {
  let found = containers.get(id);
  if (!found) {
    let announce: () => void = () => undefined;
    const mounted = new Promise<void>((resolve) => {
      announce = resolve;
    });
    found = { mounted, announce };
    containers.set(id, found);
  }
  return found;
}

let library: Promise<ToastLibrary> | null = null;
/** The library once it has arrived, to ask whether a toast is still on screen. */
let arrived: ToastLibrary | undefined;
/** Toasts raised and not yet handed to the library (it or their container is on its way). */
const pendingToasts = new Set<ToastId>();
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

/** Where a scope's toasts go: its host page's sink, or its own container (by id). */
export type ToastRoute = { sink: (toast: HostToast) => void } | { containerId: string };

const PAGE_ROUTE: ToastRoute = { containerId: PAGE_CONTAINER };
const scopeRoutes = new WeakMap<SessionScope, ToastRoute>();
/** Where each recent toast went, so that settling or dismissing it later goes there too. */
const routeOfToast = new Map<ToastId, ToastRoute>();

/** Sends the toasts raised in `scope` along `route` until the returned function is called. */
export function routeToasts(scope: SessionScope, route: ToastRoute): () => void {
  scopeRoutes.set(scope, route);
  return () => {
    scopeRoutes.delete(scope);
    for (const [id, used] of routeOfToast) if (used === route) routeOfToast.delete(id);
  };
}

function currentRoute(): ToastRoute {
  const scope = currentSessionScope();
  return (scope && scopeRoutes.get(scope)) || PAGE_ROUTE;
}

function remember(id: ToastId, route: ToastRoute): void {
  routeOfToast.set(id, route);
  // Only recent toasts are ever settled or dismissed; the oldest are forgotten.
  if (routeOfToast.size > 200) routeOfToast.delete(routeOfToast.keys().next().value ?? id);
}

/** Hands a toast to a host page's sink. */
function toHost(sink: (toast: HostToast) => void, toast: HostToast): void {
  try {
    sink(toast);
  } catch (error) {
    console.error('[toasts] the host page failed to show a toast', error);
  }
}

/** Called by a toast container when it mounts (toast-container.tsx); no id: the page's. */
export function toastContainerMounted(containerId: string = PAGE_CONTAINER): void {
  container(containerId).announce();
}

function withLibrary(containerId: string, run: (toasts: ToastLibrary) => void): void {
  library ??= import('react-toastify').then((loaded) => (arrived = loaded));
  void Promise.all([library, container(containerId).mounted]).then(([loaded]) => run(loaded));
}

/** react-toastify's options naming a container; none for the page's. */
function inContainer(containerId: string): { containerId?: string } {
  return containerId === PAGE_CONTAINER ? {} : { containerId };
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

/** The error texts on screen, each with its toast, where it went and until when it shows. */
const errorsShown = new Map<string, { id: ToastId; route: ToastRoute; until: number }>();

/**
 * The toast already showing `message` where a toast raised now would go, if there is one. One
 * the user closed, or whose container has gone, no longer counts: the same failure is shown anew.
 */
function errorOnScreen(message: string): ToastId | undefined {
  const shown = errorsShown.get(message);
  if (!shown || shown.until <= Date.now() || shown.route !== currentRoute()) return undefined;
  const { route } = shown;
  if (arrived && 'containerId' in route && !pendingToasts.has(shown.id)) {
    const containerId = route.containerId === PAGE_CONTAINER ? undefined : route.containerId;
    if (!arrived.toast.isActive(shown.id, containerId)) return undefined;
  }
  return shown.id;
}

function errorShown(message: string, id: ToastId): void {
  errorsShown.set(message, {
    id,
    route: routeOfToast.get(id) ?? currentRoute(),
    until: Date.now() + toastDurations.error,
  });
  for (const [text, shown] of errorsShown) if (shown.until <= Date.now()) errorsShown.delete(text);
}

function dismiss(id?: ToastId): void {
  const route = (id !== undefined && routeOfToast.get(id)) || currentRoute();
  if (id !== undefined) routeOfToast.delete(id);
  if ('sink' in route) {
    // Dismissing them all is a no-op for the host page: its toasts expire on their own.
    if (id !== undefined) toHost(route.sink, { id, kind: 'dismiss', message: '', durationMs: null });
    return;
  }
  const { containerId } = route;
  withLibrary(containerId, ({ toast }) => {
    if (containerId === PAGE_CONTAINER) toast.dismiss(id);
    else if (id === undefined) toast.dismiss({ containerId });
    else toast.dismiss({ id, containerId });
  });
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
  const route = currentRoute();
  remember(toastId, route);
  if ('sink' in route) {
    toHost(route.sink, { id: toastId, kind, message, durationMs: autoClose === false ? null : autoClose });
    return toastId;
  }
  const where = inContainer(route.containerId);
  pendingToasts.add(toastId);
  withLibrary(route.containerId, ({ toast }) => {
    pendingToasts.delete(toastId);
    if (isLoading) toast.loading(message, { toastId, autoClose: false, ...where });
    else toast(timedContent(message, autoClose), { toastId, type, customProgressBar: true, ...where });
  });
  if (route === PAGE_ROUTE) publish('toasts:raised', {});
  return toastId;
}

export const notify = {
  blank: (message: string): ToastId => show('default', message, toastDurations.blank),
  success: (message: string, options?: ToastOptions): ToastId => {
    clearFormErrors(options?.form);
    return show('success', message, toastDurations.success);
  },
  error: (message: string, options?: ToastOptions): ToastId => {
    const id = errorOnScreen(message) ?? show('error', message, toastDurations.error);
    rememberError(id, options);
    errorShown(message, id);
    return id;
  },
  loading: (message: string): ToastId => show('default', message, false, true),
  /** Turns a loading toast into its outcome. */
  settle: (id: ToastId, type: 'success' | 'error', message: string, options?: ToastOptions): void => {
    const sameError = type === 'error' ? errorOnScreen(message) : undefined;
    if (sameError !== undefined && sameError !== id) {
      // The same failure is on screen already: the loading toast goes, the message stays once.
      rememberError(sameError, options);
      dismiss(id);
      return;
    }
    if (type === 'success') clearFormErrors(options?.form);
    else {
      rememberError(id, options);
      errorShown(message, id);
    }
    const durationMs = type === 'success' ? toastDurations.success : toastDurations.error;
    const route = routeOfToast.get(id) ?? currentRoute();
    if ('sink' in route) {
      toHost(route.sink, { id, kind: type, message, durationMs });
      return;
    }
    withLibrary(route.containerId, ({ toast }) =>
      toast.update(id, {
        render: timedContent(message, durationMs),
        type,
        isLoading: false,
        customProgressBar: true,
        ...inContainer(route.containerId),
      }),
    );
  },
  dismiss,
  /** Dismisses the error toasts a form raised, without a success toast (it succeeded quietly). */
  clearErrors: (form: string): void => clearFormErrors(form),
};
