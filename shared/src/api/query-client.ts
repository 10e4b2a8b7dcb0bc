/**
 * The one TanStack Query cache of the page. `@engage/shared` is a federated singleton, so
 * every area that imports this module gets this very instance.
 *
 * A parcel mounted with its own user gets a cache of its own instead ({@link createScopedQueryClient}),
 * whose query and mutation functions run in the parcel's session scope.
 *
 * Offline, queries wait paused and run once the connection returns; the page's cache also keeps
 * the feed's first page for an offline start (last-feed-page.ts).
 */
import { onlineManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiFailure } from '@engage/shared/api/failure';
import { keepLastFeedPage } from '@engage/shared/api/last-feed-page';
import { isOnline } from '@engage/shared/network/use-online';
import { bindSignalToScope, runInSessionScope, type SessionScope } from '@engage/shared/session/scope';

const defaultOptions: DefaultOptions = {
  queries: {
    staleTime: 30_000,
    // A 4xx will not get better by asking again; a 5xx might. A read that got no answer at all
    // (status 0) was already sent again by the API client.
    retry: (failureCount, error) =>
      failureCount < 2 && !(isApiFailure(error) && (error.status === 0 || (error.status >= 400 && error.status < 500))),
    refetchOnWindowFocus: false,
  },
};

// TanStack Query assumes a connection until the browser says it lost one; a page opened offline
// must start paused, not fail each query first.
onlineManager.setOnline(isOnline());

export const queryClient = new QueryClient({ defaultOptions });
keepLastFeedPage(queryClient);

type AnyFunction = (...args: never[]) => unknown;

/** Functions already made to run in a scope, so options defaulted twice are not wrapped twice. */
const scopedFunctions = new WeakSet<object>();

/**
 * A query function's context whose `signal`, when read, is bound to `scope`: a call given it
 * after an `await` still finds the scope. The signal is read only if the query function reads
 * it, as TanStack Query counts on (a consumed signal cancels the fetch when nobody watches).
 */
function withScopedSignal(context: unknown, scope: SessionScope): unknown {
  if (typeof context !== 'object' || context === null || !('signal' in context)) return context;
  const copy = {};
  for (const key of Reflect.ownKeys(context)) {
    const descriptor = Object.getOwnPropertyDescriptor(context, key);
    if (key !== 'signal' && descriptor) Object.defineProperty(copy, key, descriptor);
  }
  Object.defineProperty(copy, 'signal', {
    enumerable: true,
    get: () => {
      const signal = (context as { signal: AbortSignal }).signal;
      bindSignalToScope(signal, scope);
      return signal;
    },
  });
  return copy;
}

function inScope<F>(fn: F, scope: SessionScope, scopeSignal = false): F {
  if (typeof fn !== 'function' || scopedFunctions.has(fn)) return fn;
  const original = fn as unknown as AnyFunction;
  const scoped = (...args: unknown[]) =>
    runInSessionScope(scope, () =>
      Reflect.apply(original, undefined, scopeSignal ? [withScopedSignal(args[0], scope), ...args.slice(1)] : args),
    );
  scopedFunctions.add(scoped);
  return scoped as F;
}

const mutationCallbacks = ['mutationFn', 'onMutate', 'onSuccess', 'onError', 'onSettled'] as const;

/**
 * A query cache for one parcel's session scope: its query functions, mutation functions and
 * mutation callbacks run in `scope`, so `callApi`, `notify` and `signOut` inside them act for
 * the parcel's user, not the page's or another parcel's.
 */
export function createScopedQueryClient(scope: SessionScope): QueryClient {
  const client = new QueryClient({ defaultOptions });
  const defaultQuery = client.defaultQueryOptions.bind(client);
  const defaultMutation = client.defaultMutationOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaultQuery>[0]) => {
    const defaulted = defaultQuery(options);
    defaulted.queryFn = inScope(defaulted.queryFn, scope, true);
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  client.defaultMutationOptions = ((options: Parameters<typeof defaultMutation>[0]) => {
    const defaulted = defaultMutation(options);
    for (const key of mutationCallbacks) {
      // Each key holds a function of its own type; wrapping keeps the type.
      (defaulted as Record<string, unknown>)[key] = inScope(defaulted[key], scope);
    }
    return defaulted;
  }) as typeof client.defaultMutationOptions;
  return client;
}
