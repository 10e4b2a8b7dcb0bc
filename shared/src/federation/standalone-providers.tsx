/**
 * What an area needs around it when no shell provides it: the query cache and the toasts.
 * Used by each remote's standalone dev page and by parcels.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toasts } from '@engage/shared/ui/toast-container';
import { queryClient } from '@engage/shared/api/query-client';

/** `toasts={false}`: a parcel whose host page shows the toasts (its `onToast`). */
export function StandaloneProviders({ children, toasts = true }: { children: ReactNode; toasts?: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasts && <Toasts />}
    </QueryClientProvider>
  );
}
