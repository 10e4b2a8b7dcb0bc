/**
 * The optional bot (spec 000 §1, issue 3 item 11): for users who switched it on, a background
 * job takes simple tasks — likes and views — on platforms they have linked (Facebook needs no
 * link), through the same rules, verifier and ledger as a person's action. It is no shortcut
 * around the daily cap or the one-reward-per-task rule: `TasksService.perform` enforces both.
 */
import { and, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { links, socialConnections, taskActions, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { TasksService } from '../tasks/tasks.service';
import { TASK_ENDPOINTS, type TaskEndpoint } from '../tasks/task-endpoints';

/** Tasks the bot may take, and the endpoint that performs each. */
const BOT_ROUTES = new Set([
  'twitterLike',
  'instagramLike',
  'facebookLike',
  'youtubeView',
  'instagramPostViews',
  'facebookPostViews',
]);
const BOT_ENDPOINTS: readonly TaskEndpoint[] = TASK_ENDPOINTS.filter((endpoint) => BOT_ROUTES.has(endpoint.route));

export interface BotRunSummary {
  users: number;
  credited: number;
}

export class BotService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly tasks: TasksService,
  ) {}

  /** One pass: up to `perUser` tasks for each bot user. */
  async runOnce(perUser = 3): Promise<BotRunSummary> {
    const botUsers = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.botActive, true), eq(users.emailVerified, true), isNull(users.deletedAt)));
    let credited = 0;
    for (const user of botUsers) {
      const linked = await this.db
        .select({ platform: socialConnections.platform })
        .from(socialConnections)
        .where(eq(socialConnections.userId, user.id));
      const platforms = new Set<string>(['facebook', ...linked.map((row) => row.platform)]);
      const endpoints = BOT_ENDPOINTS.filter((endpoint) => platforms.has(endpoint.platform));
      if (endpoints.length === 0) continue;
      const candidates = await this.db
        .select({ id: links.id, platform: links.platform, actionType: links.actionType, linkUrl: links.linkUrl })
        .from(links)
        .where(
          and(
            eq(links.status, 'active'),
            ne(links.producerId, user.id),
            inArray(links.platform, [...new Set(endpoints.map((endpoint) => endpoint.platform))]),
            inArray(links.actionType, ['Likes', 'Views', 'View']),
            notExists(
              this.db
                .select({ one: sql`1` })
                .from(taskActions)
                .where(and(eq(taskActions.linkId, links.id), eq(taskActions.userId, user.id))),
            ),
          ),
        )
        .orderBy(links.createdAt)
        .limit(perUser * 3);
      let done = 0;
      for (const link of candidates) {
        if (done >= perUser) break;
        const endpoint = endpoints.find((e) => e.platform === link.platform && e.actionTypes.includes(link.actionType));
        if (!endpoint) continue;
        try {
          await this.tasks.perform(
            user.id,
            endpoint,
            {
              link_id: link.id,
              post_url: endpoint.platform === 'youtube' ? undefined : link.linkUrl,
              watch_time: endpoint.route === 'youtubeView' ? this.config.minWatchSeconds : undefined,
            },
            { viaBot: true },
          );
          done++;
          credited++;
        } catch (error) {
          // A refusal (cap reached, budget gone, already done) ends nothing but this task.
          if (!(error instanceof ApiError)) throw error;
          if (error.statusCode === 429) break;
        }
      }
    }
    return { users: botUsers.length, credited };
  }
}
