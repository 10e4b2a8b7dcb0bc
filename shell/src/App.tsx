import { Fragment, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { QueryClientProvider } from '@engage/shared/queries';
import { queryClient } from '@engage/shared/api/query-client';
import { RouterProvider } from '@engage/shared/router';
import { subscribe } from '@engage/shared/bus';
import { useMessagesReady } from '@engage/shared/i18n/use-language';
import type { RuntimeConfig } from '@engage/shared/config';
import { OfflineStatus } from './offline/offline-status';
import { createShellRouter, type ShellRouter } from './routes/shell-router';
import { recordView } from './field-health/field-events';

// The toast container is not needed to paint a screen: it is downloaded and mounted when an
// area raises its first toast (react-toastify shows toasts raised before it mounted).
const Toasts = lazy(async () => ({ default: (await import('@engage/shared/ui/toast-container')).Toasts }));

function useFirstToast(): boolean {
  const [raised, setRaised] = useState(false);
  useEffect(() => subscribe('toasts:raised', () => setRaised(true)), []);
  return raised;
}

/**
 * The shell's page, with the page's one query cache around every route: the signed-out pages'
 * forms write through it too (the operator console's frame gives its pages a cache of their own).
 * `router` is given when the page is prerendered at build time
 * (prerender/render-public-page.tsx: a memory router at the page's path); the browser's own is
 * built from the runtime config.
 */
export function App(props: { config: RuntimeConfig } | { router: ShellRouter }) {
  const router = useMemo(() => ('router' in props ? props.router : createShellRouter(props.config)), [props]);
  useEffect(() => {
    let shown = router.state.location.pathname;
    recordView(shown);
    return router.subscribe((state) => {
      if (state.location.pathname === shown) return;
      shown = state.location.pathname;
      recordView(shown);
    });
  }, [router]);
  const toastsNeeded = useFirstToast();
  // A language switch renders the whole page anew, once the shell's messages in it are here.
  const language = useMessagesReady();
  return (
    <QueryClientProvider client={queryClient}>
      <Fragment key={language}>
        <OfflineStatus />
        <RouterProvider router={router} />
        {toastsNeeded && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
      </Fragment>
    </QueryClientProvider>
  );
}
