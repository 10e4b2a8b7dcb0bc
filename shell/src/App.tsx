import { useMemo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@engage/shared/api/query-client';
import type { RuntimeConfig } from '@engage/shared/config';
import { Toasts } from '@engage/shared/ui/toasts';
import { createShellRouter } from './routes/shell-router';

export function App({ config }: { config: RuntimeConfig }) {
  const router = useMemo(() => createShellRouter(config), [config]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>
  );
}
