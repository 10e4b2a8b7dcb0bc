/**
 * The one TanStack Query cache of the page. `@engage/shared` is a federated singleton, so
 * every area that imports this module gets this very instance.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiFailure } from '@engage/shared/api/failure';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again; network blips and 5xx might.
      retry: (failureCount, error) =>
        failureCount < 2 && !(isApiFailure(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
