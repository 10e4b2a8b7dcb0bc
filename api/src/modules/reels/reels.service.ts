/**
 * Reels (spec 001 §2, §4, §7): the short-video feed — live links marked `is_shorts` (YouTube
 * Shorts, Instagram Reels, TikTok videos), newest first, ten a page, filtered by platform —
 * likes and shares (the feed's reactions), and the watch-time credit.
 *
 * The watch-time credit is a Views task: it goes through the task service, so it is verified,
 * capped, and credited through the ledger exactly once per (user, link, action) like every
 * other task. Spec 001 §4 sends it only "if the action type is Views, the task is not yet
 * actioned and a YouTube connection exists"; the server checks the same three things.
 */
import type { Platform } from '@engage/shared/contract/common';
import { apiRoutes } from '@engage/shared/api/routes';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { FeedService } from '../feed/feed.service';
import { selectLinkViews, type LinkView } from '../feed/link-view';
import { findShort, liveTasks } from '../posting/links-table';
import type { TaskEndpoint } from '../tasks/task-endpoints';
import type { TaskOutcome, TasksService } from '../tasks/tasks.service';

const REELS_PAGE_SIZE = 10;

/** The task a reel's watch time performs, on the reel's own platform. */
function watchTimeEndpoint(platform: Platform): TaskEndpoint {
  return {
    route: 'reelWatchTime',
    name: apiRoutes.reelWatchTime.path.replace(/\/$/, ''),
    platform,
    actionTypes: ['Views', 'View'],
    requires: 'youtube',
  };
}

export class ReelsService {
  constructor(
    private readonly db: Db,
    private readonly feed: FeedService,
    private readonly tasks: TasksService,
  ) {}

  async page(
    viewerId: number,
    filter: 'all' | Platform,
    page: number,
  ): Promise<{ results: LinkView[]; hasNext: boolean }> {
    const where = liveTasks({ viewer: viewerId, platform: filter === 'all' ? undefined : filter, shorts: true });
    const rows = await selectLinkViews(this.db, viewerId, where, {
      limit: REELS_PAGE_SIZE + 1,
      offset: (page - 1) * REELS_PAGE_SIZE,
    });
    return { results: rows.slice(0, REELS_PAGE_SIZE), hasNext: rows.length > REELS_PAGE_SIZE };
  }

  private async reel(linkId: number) {
    const reel = await findShort(this.db, linkId);
    if (!reel) throw notFound(text('reelNotFound'));
    return reel;
  }

  /** Spec 001 §7 "Reel interaction | POST | {link_id, action 'like' or 'share'}". */
  async interact(userId: number, emailVerified: boolean, linkId: number, action: 'like' | 'share') {
    await this.reel(linkId);
    return this.feed.react(userId, emailVerified, linkId, action);
  }

  /** Spec 001 §7 "Watch time | POST | {watch_time, link_id}". */
  async watchTime(userId: number, linkId: number, watchTime: number): Promise<TaskOutcome> {
    const reel = await this.reel(linkId);
    return this.tasks.perform(userId, watchTimeEndpoint(reel.platform), { link_id: linkId, watch_time: watchTime });
  }
}
