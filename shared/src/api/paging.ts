/**
 * Numbered pages read while the server names a next one (spec 000 §7 "results, next": the
 * feed, the reels, the notifications, the referrals, the profile's lists all page this way).
 * Spread it into an infinite query instead of writing `initialPageParam`/`getNextPageParam` again:
 *
 * ```ts
 * import { numberedPages, uniqueBy } from '@engage/shared/api/paging';
 * const query = useInfiniteQuery({
 *   queryKey: queryKeys.feed.list(platform, search),
 *   queryFn: ({ pageParam, signal, client }) => callApi('feed', client, { params: { platform }, query: { page: pageParam }, signal }),
 *   ...numberedPages,
 * });
 * const items = uniqueBy(query.data?.pages.map((page) => page.results) ?? [], (link) => link.link_id);
 * ```
 */

/** What a page must carry for the next one to be asked for: the server's `next` URL, or none. */
export interface NextLink {
  next?: string | null;
}

/** The page after `lastPage` while the server's answer names one; `undefined` ends the list. */
export function nextPageNumber(last: NextLink, _pages: readonly unknown[], lastPage: number): number | undefined {
  return last.next ? lastPage + 1 : undefined;
}

/** The paging options of an infinite query whose pages are `?page=1`, `?page=2`, … */
export const numberedPages: {
  initialPageParam: number;
  getNextPageParam: typeof nextPageNumber;
} = { initialPageParam: 1, getNextPageParam: nextPageNumber };

/**
 * Each item once, in the order first seen: offset paging repeats a row when one is added
 * meanwhile, and a live item can arrive again with a later page.
 */
export function uniqueBy<T>(lists: Iterable<readonly T[]>, key: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  const out: T[] = [];
  for (const list of lists) {
    for (const item of list) {
      const id = key(item);
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(item);
    }
  }
  return out;
}
