/**
 * The one TanStack Query cache of the page. `@engage/shared` is a federated singleton, so
 * every area that imports this module gets this very instance. The shell provides it around
 * every route, the signed-out pages' forms included, so this module stays small: it is on the
 * first paint of /signin.
 *
 * A parcel mounted with its own user gets a cache of its own instead ({@link createScopedQueryClient}),
 * which knows the parcel's session scope.
 *
 * Offline, queries wait paused and run once the connection returns; for a signed-in user, the page's
 * cache also keeps the areas' last answers (kept-answers.ts) for an offline start; the shell's
 * signed-in frame has it keep the feed's first page as well (shell/src/feed-picture/last-feed-page.ts).
 */
import { onlineManager, QueryClient, type DefaultOptions } from '@engage/shared/queries';
import { isApiFailure } from '@engage/shared/api/failure';
import { isOnline } from '@engage/shared/network/online';
import { sessionStore } from '@engage/shared/session';
import { runInSessionScope, setQueryClientScope, type SessionScope } from '@engage/shared/session/scope';

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

/**
 * The areas' last answers are kept and put back offline (kept-answers.ts) once a user is signed
 * in: its code is fetched then, never on the sign-in page, whose form waits for no byte of it.
 */
let keeping: Promise<unknown> | undefined;
function keepAnswersWhenSignedIn(): void {
  // Only a page keeps answers (not a test or the prerender in Node).
  if (keeping || typeof window === 'undefined' || sessionStore.getState().token === null) return;
  keeping = import(/* webpackChunkName: "kept-answers" */ './kept-answers').then(
    ({ keepAnswers }) => keepAnswers(queryClient),
    (error: unknown) => {
      // Offline starts lose the areas' last answers; nothing else depends on it.
      keeping = undefined;
      console.warn('[offline] kept answers unavailable', error);
    },
  );
}
keepAnswersWhenSignedIn();
sessionStore.subscribe(keepAnswersWhenSignedIn);

type AnyFunction = (...args: never[]) => unknown;

/** Functions already made to run in a scope, so options defaulted twice are not wrapped twice. */
const scopedFunctions = new WeakSet<object>();

function inScope<F>(fn: F, scope: SessionScope): F {
  if (typeof fn !== 'function' || scopedFunctions.has(fn)) return fn;
  const original = fn as unknown as AnyFunction;
  const scoped = (...args: unknown[]) => runInSessionScope(scope, () => Reflect.apply(original, undefined, args));
  scopedFunctions.add(scoped);
  return scoped as F;
}

const mutationCallbacks = ['mutationFn', 'onMutate', 'onSuccess', 'onError', 'onSettled'] as const;

/**
 * A query cache for one parcel's session scope. Its queries and mutations call the API as the
 * parcel's user because they pass this cache (their context's `client`) to `callApi`, which
 * looks its scope up. Mutation functions and callbacks also run in `scope`, so a toast or a
 * sign-out in them lands in the parcel, not the page or another parcel.
 */
export function createScopedQueryClient(scope: SessionScope): QueryClient {
  const client = new QueryClient({ defaultOptions });
  setQueryClientScope(client, scope);
  const defaultMutation = client.defaultMutationOptions.bind(client);
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
