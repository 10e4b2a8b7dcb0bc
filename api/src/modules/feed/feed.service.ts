/**
 * The task feed (spec 000 §2, §7): active links of a platform (or all), newest first, ten a
 * page, or everything newer than `last_seen`; shorts/reels only with `shorts=true`. Completed
 * links have left the feed; a user's own links are not offered to them. Reactions (like, share).
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FeedPlatform } from '@engage/shared/contract/common';
import { FEED_PAGE_SIZE } from '@engage/shared/contract/constants';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import { addShare, excluding, isLive, liveTasks, type ExcludedTask } from '../posting/links-table';
import { linkView, linkViewsQuery, selectLinkViews, toLinkView, type LinkView } from './link-view';
import { recordShare, toggleLike } from './link-reactions-table';

export interface FeedRequest {
  viewerId: number;
  platform: FeedPlatform;
  page: number;
  shorts: boolean;
  /** `latest=true&last_seen=…`: only what is newer, no paging. */
  lastSeen?: Date;
  /** The navbar's search (spec 000 §2 'Search content'): words in the title, text, tags or producer. */
  search?: string;
  /** Tasks a page: FEED_PAGE_SIZE unless the data saver asks for fewer. */
  pageSize?: number;
}

/**
 * The first feed page with no search — what every visit asks for, the most requested read of the
 * API — as a prepared statement: Drizzle builds its SQL once, and PostgreSQL parses
 * it once per pooled connection and, after five runs, keeps one plan instead of planning every
 * request (planning cost more than running it). PostgreSQL only keeps a plan whose LIMIT is known
 * and that has no OFFSET — with a parameter there it assumes a tenth of the table and keeps
 * planning — so the page size is SQL text, not a parameter, and later pages take the general path.
 * Its filter is `liveTasks`, like `feedFilter`'s, with placeholders; the feed tests go through both.
 */
function preparedFirstPage(db: Db, byPlatform: boolean, hidden: SQL | undefined) {
  const viewer = sql.placeholder('viewer');
  const where = liveTasks({
    viewer,
    excluded: hidden,
    platform: byPlatform ? sql.placeholder('platform') : undefined,
    shorts: sql.placeholder('shorts'),
  });
  // Drizzle types `limit` as a number or placeholder (both sent as parameters) but writes any SQL
  // given there as it is.
  const pageSizeText = sql.raw(String(FEED_PAGE_SIZE + 1)) as unknown as Placeholder;
  return linkViewsQuery(db, viewer, where, { limit: pageSizeText }).prepare(
    byPlatform ? 'feed_first_page_platform' : 'feed_first_page_all',
  );
}

export class FeedService {
  private readonly firstPageAll: ReturnType<typeof preparedFirstPage>;
  private readonly firstPageOfPlatform: ReturnType<typeof preparedFirstPage>;

  /** Left out of the feed: tasks the verifier cannot check, when HIDE_UNVERIFIABLE_PLATFORMS=true. */
  private readonly hidden: SQL | undefined;

  constructor(
    private readonly db: Db,
    hiddenTasks: readonly ExcludedTask[] = [],
  ) {
    this.hidden = excluding(hiddenTasks);
    this.firstPageAll = preparedFirstPage(db, false, this.hidden);
    this.firstPageOfPlatform = preparedFirstPage(db, true, this.hidden);
  }

  private feedFilter(request: FeedRequest): SQL | undefined {
    return liveTasks({
      viewer: request.viewerId,
      excluded: this.hidden,
      platform: request.platform === 'all' ? undefined : request.platform,
      shorts: request.shorts,
      newerThan: request.lastSeen,
      search: request.search,
    });
  }

  async page(request: FeedRequest): Promise<{ results: LinkView[]; hasNext: boolean }> {
    if (request.lastSeen) {
      const results = await selectLinkViews(this.db, request.viewerId, this.feedFilter(request), { limit: 100 });
      return { results, hasNext: false };
    }
    const pageSize = request.pageSize ?? FEED_PAGE_SIZE;
    const rows =
      request.page === 1 && !request.search && pageSize === FEED_PAGE_SIZE
        ? (
            await (request.platform === 'all' ? this.firstPageAll : this.firstPageOfPlatform).execute({
              viewer: request.viewerId,
              platform: request.platform,
              shorts: request.shorts,
            })
          ).map(toLinkView)
        : await selectLinkViews(this.db, request.viewerId, this.feedFilter(request), {
            limit: pageSize + 1,
            offset: (request.page - 1) * pageSize,
          });
    return { results: rows.slice(0, pageSize), hasNext: rows.length > pageSize };
  }

  /** Like toggles (verified users only, spec 000 §6); share counts. */
  async react(
    userId: number,
    emailVerified: boolean,
    linkId: number,
    action: 'like' | 'share',
  ): Promise<{ has_liked: boolean; thumb_ups: number; message: string }> {
    // Only live posts take reactions: drafts and unpaid posts are nobody's business but their
    // owner's, so they answer as if they did not exist.
    if (!(await isLive(this.db, linkId))) throw notFound(text('taskNotFound'));
    let message: string;
    if (action === 'like') {
      if (!emailVerified) throw forbidden(text('verifyToLike'));
      message = (await toggleLike(this.db, linkId, userId)) ? 'Liked' : 'Like removed';
    } else {
      // A share counts once per user: only the first one raises the count.
      await this.db.transaction(async (tx) => {
        if (await recordShare(tx, linkId, userId)) await addShare(tx, linkId);
      });
      message = 'Shared';
    }
    const view = await linkView(this.db, userId, linkId);
    return { has_liked: view?.has_liked ?? false, thumb_ups: view?.thumb_ups ?? 0, message };
  }
}
