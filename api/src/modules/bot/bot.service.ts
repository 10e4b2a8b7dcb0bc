/**
 * The optional bot (spec 000 §1): for users who switched it on, a background
 * job takes simple tasks — likes and views — through the same rules, verifier and ledger as a
 * person's action. It is no shortcut around the daily cap or the one-reward-per-task rule:
 * `TasksService.perform` enforces both.
 *
 * It claims only what this server's verifier checks (capabilities.ts; the sandbox keeps
 * production's rules) on a platform the user has linked: no views (nobody watches for it),
 * nothing on Facebook or Instagram, X likes only when the operator's plan has that lookup. Its
 * claims are credited only when the verifier confirms them.
 */
import type { Platform } from '@engage/shared/contract/common';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/errors';
import { botUserIds } from '../accounts/users-table';
import { openTasksFor } from '../posting/links-table';
import type { ConnectionsService } from '../profile/connections.service';
import type { TasksService } from '../tasks/tasks.service';
import { capability, checkedTasks } from '../tasks/capabilities';
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
    private readonly connections: Pick<ConnectionsService, 'connected'>,
  ) {}

  /** The endpoints the bot may use for a user who linked `linked`. */
  private endpointsFor(linked: readonly string[]): TaskEndpoint[] {
    const checked = checkedTasks(this.config);
    if (!checked) return [];
    return BOT_ENDPOINTS.filter((endpoint) => {
      const able = capability(endpoint, checked);
      return able.verification === 'automatic' && able.check.kind !== 'watch' && linked.includes(endpoint.platform);
    });
  }

  /** Linked and still honoured by the platform: a link that stopped working is no reach. */
  private async linkedPlatforms(userId: number): Promise<string[]> {
    return [...(await this.connections.connected(userId))];
  }

  /**
   * The platforms the bot acts and earns on for this user (linked and checkable, the sandbox's
   * as production's). Undefined on a server whose task verifier is off.
   */
  async platformsFor(userId: number): Promise<Platform[] | undefined> {
    if (!checkedTasks(this.config)) return undefined;
    const endpoints = this.endpointsFor(await this.linkedPlatforms(userId));
    return [...new Set(endpoints.map((endpoint) => endpoint.platform))];
  }

  /** One pass: up to `perUser` tasks for each bot user. */
  async runOnce(perUser = 3): Promise<BotRunSummary> {
    const botUsers = await botUserIds(this.db);
    let credited = 0;
    for (const userId of botUsers) {
      const endpoints = this.endpointsFor(await this.linkedPlatforms(userId));
      if (endpoints.length === 0) continue;
      const candidates = await openTasksFor(
        this.db,
        userId,
        [...new Set(endpoints.map((endpoint) => endpoint.platform))],
        ['Likes', 'Views', 'View'],
        perUser * 3,
      );
      let done = 0;
      for (const link of candidates) {
        if (done >= perUser) break;
        const endpoint = endpoints.find((e) => e.platform === link.platform && e.actionTypes.includes(link.actionType));
        if (!endpoint) continue;
        try {
          const outcome = await this.tasks.perform(
            userId,
            endpoint,
            {
              link_id: link.id,
              post_url: endpoint.platform === 'youtube' ? undefined : link.linkUrl,
              watch_time: endpoint.route === 'youtubeView' ? this.config.minWatchSeconds : undefined,
            },
            { viaBot: true },
          );
          done++;
          if (!outcome.review) credited++;
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
