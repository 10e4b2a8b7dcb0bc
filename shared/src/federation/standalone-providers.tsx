/**
 * What an area needs around it when no shell provides it: the query cache and the toasts.
 * Used by each remote's standalone dev page and by the areas' tests (a parcel has its own scope).
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@engage/shared/queries';
import { Toasts } from '@engage/shared/ui/toast-container';
import { queryClient } from '@engage/shared/api/query-client';

export function StandaloneProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
