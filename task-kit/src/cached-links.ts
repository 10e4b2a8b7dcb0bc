/**
 * Changes one link (a feed task, a reel) wherever it is cached under a key family: every tab and
 * search of the feed, every filter of the reels. The lists are infinite queries of `LinkPage`s.
 *
 *   updateCachedLink(client, queryKeys.reels.all, reel.link_id, (cached) => ({ ...cached, is_actioned: true }));
 */
import type { InfiniteData, QueryClient, QueryKey } from '@engage/shared/queries';
import type { Link, LinkPage } from '@engage/shared/contract/links';

export type LinkPages = InfiniteData<LinkPage, number>;

export function updateCachedLink(
  client: QueryClient,
  queryKey: QueryKey,
  linkId: number,
  change: (link: Link) => Link,
): void {
  client.setQueriesData<LinkPages>({ queryKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((link) => (link.link_id === linkId ? change(link) : link)),
          })),
        }
      : data,
  );
}
