/**
 * TanStack Query as every area uses it, re-exported. Areas import queries and mutations from
 * here, never from @tanstack/react-query: this module is what the federation shares as a
 * singleton, so there is one query cache context for the page — and because only the names
 * below are exported, webpack tree-shakes the library to what we use (the package shared
 * directly costs 13.2 kB gzipped, on /signin too, where the forms write through it; ≈10.6 kB
 * here). Add a name here when an area needs it.
 */
export {
  hashKey,
  keepPreviousData,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { DefaultOptions, InfiniteData, Query, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
