/**
 * The four states of a query's section, chosen one way everywhere: while it loads, a skeleton;
 * a failed load with nothing to show, the error with Retry; nothing in the answer, the empty
 * text; else the content. What has loaded stays on screen when a later refetch fails.
 *
 *   <QueryView query={q} loading={<CardSkeletons count={3} />} error="Could not load your posts."
 *     retryLabel={t('retry')} empty="No posts yet." isEmpty={(d) => d.length === 0}>
 *     {(data) => <List items={data} />}
 *   </QueryView>
 */
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

/** What QueryView reads of a TanStack query (or of anything shaped like one). */
export interface QueryState<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryState<T>;
  /** Shown until the first answer (or the first failure). */
  loading: ReactNode;
  /** The failed load's message; Retry refetches. */
  error: string;
  retryLabel?: string;
  /** The empty text, shown when `isEmpty` says the answer holds nothing. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, loading, error, retryLabel, empty, isEmpty, children }: QueryViewProps<T>) {
  const { data } = query;
  if (data === undefined) {
    if (!query.isError) return <>{loading}</>;
    return <ErrorState message={error} onRetry={() => void query.refetch()} retryLabel={retryLabel} />;
  }
  if (empty !== undefined && isEmpty?.(data)) return <EmptyState text={empty} />;
  return <>{children(data)}</>;
}
