/**
 * Task actions (spec 000 §7): checks the rules, asks the verifier, then credits the reward
 * exactly once per (user, link, action) from the link's escrow to the consumer's pending
 * balance, counts the target, completes the link at its target, and notifies. Pending credits
 * become available after the hold (`releaseMatured`). SQL for `task_actions` lives here.
 */
import { and, count, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db, Executor, Tx } from '../../db/database';
import { links, taskActions } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../http/errors';
import type { AccountsService } from '../accounts/accounts.service';
import { lockUser } from '../accounts/users-table';
import type { NotificationsService } from '../alerts/alerts.service';
import { selectLinkViews, type LinkView } from '../feed/link-view';
import { findByPostUrl, findLink, isLiveUrl, updateLink } from '../posting/links-table';
import { LedgerError, type LedgerService } from '../ledger/ledger.service';
import { kes } from '../ledger/money-text';
import type { ConnectionsService } from '../profile/connections.service';
import { TASK_ENDPOINTS, type TaskEndpoint, type TaskPayload } from './task-endpoints';
import { TaskClaims, type TaskClaim } from './task-claims';
import type { TaskVerifier } from './verifier';
import { WATCH_TICKET_SLACK_SECONDS, WatchTickets } from './watch-tickets';

const PLATFORM_LABEL: Record<string, string> = {
  youtube: 'YouTube',
  twitter: 'Twitter',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

const refused = (status: number, message: string) => new ApiError(status, message, { message, error: message });

/** Start of today in Africa/Nairobi (UTC+3 all year), for the daily cap. */
function startOfNairobiDay(now = new Date()): Date {
  const nairobi = new Date(now.getTime() + 3 * 3600_000);
  nairobi.setUTCHours(0, 0, 0, 0);
  return new Date(nairobi.getTime() - 3 * 3600_000);
}

export interface TaskOutcome {
  message: string;
  rewardCents: number;
  linkCompleted: boolean;
  /** Set when nothing was paid because the claim waits for review (TASK_VERIFIER=platform). */
  review?: { reason: string };
}

/** How many claims one recheck pass asks about, and what it did with them. */
export interface RecheckSummary {
  checked: number;
  credited: number;
  refused: number;
}

export class TasksService {
  private readonly watchTickets: WatchTickets;
  private readonly claims: TaskClaims;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountsService,
    private readonly connections: ConnectionsService,
    private readonly notifications: NotificationsService,
    private readonly verifier: TaskVerifier,
  ) {
    this.watchTickets = new WatchTickets(db);
    this.claims = new TaskClaims(db);
  }

  private async findLink(endpoint: TaskEndpoint, payload: TaskPayload) {
    if (payload.link_id !== undefined) {
      return findLink(this.db, payload.link_id);
    }
    return findByPostUrl(this.db, (payload.post_url ?? '').trim(), endpoint.platform, endpoint.actionTypes);
  }

  async perform(
    userId: number,
    endpoint: TaskEndpoint,
    payload: TaskPayload,
    options: { viaBot?: boolean } = {},
  ): Promise<TaskOutcome> {
    const user = await this.accounts.findById(userId);
    if (!user) throw notFound('User not found.');
    if (!user.emailVerified) throw forbidden('You are not verified. Verify your email to take on tasks.');

    const link = await this.findLink(endpoint, payload);
    if (!link) throw notFound('Task not found.');
    if (link.platform !== endpoint.platform || !endpoint.actionTypes.includes(link.actionType)) {
      throw refused(
        400,
        `This task asks for ${link.actionType} on ${PLATFORM_LABEL[link.platform] ?? link.platform}, not this action.`,
      );
    }
    if (payload.post_url !== undefined && payload.link_id !== undefined && payload.post_url.trim() !== link.linkUrl) {
      throw refused(400, 'post_url does not match this task.');
    }
    if (link.producerId === userId) throw refused(400, 'You cannot take on your own post.');
    if (link.status !== 'active') throw refused(400, 'This task is no longer available.');
    if (endpoint.requires && !(await this.connections.isConnected(userId, endpoint.requires))) {
      throw refused(400, `Link ${PLATFORM_LABEL[endpoint.requires]} to do this task.`);
    }
    if (
      endpoint.actionTypes.includes('Views') &&
      payload.watch_time !== undefined &&
      payload.watch_time < this.config.minWatchSeconds
    ) {
      throw refused(400, `Watch at least ${this.config.minWatchSeconds} seconds to get paid.`);
    }
    // The bot's views in the sandbox stand in for a person's and have no player to start.
    if (payload.watch_time !== undefined && !(options.viaBot && this.config.providers.verifier === 'sandbox')) {
      await this.refuseBeyondTicket(userId, link.linkUrl, payload.watch_time);
    }
    const [done] = await this.db
      .select({ id: taskActions.id })
      .from(taskActions)
      .where(
        and(
          eq(taskActions.userId, userId),
          eq(taskActions.linkId, link.id),
          eq(taskActions.actionType, link.actionType),
        ),
      );
    if (done) throw refused(409, 'You have already done this task.');
    const claim = await this.claims.find(userId, link.id, link.actionType);
    if (claim?.status === 'review') {
      const message = `Your claim for this task is waiting for review: ${claim.reason}`;
      throw new ApiError(409, message, { message, error: message, status: 'review', reason: claim.reason });
    }
    // Early answer before asking the verifier; the binding check runs again inside the credit.
    await this.refuseOverDailyCap(userId, this.db);

    const verdict = await this.verifier.verify({ userId, endpoint, link, payload });
    if (!verdict.ok) throw refused(400, verdict.reason);
    if (verdict.ok === 'wait') {
      await this.claims.wait({
        userId,
        linkId: link.id,
        actionType: link.actionType,
        endpoint: endpoint.name,
        payload,
        viaBot: options.viaBot ?? false,
        reason: verdict.reason,
        recheck: verdict.recheck,
        nextCheckAt: verdict.recheck ? (verdict.retryAt ?? new Date()) : null,
      });
      return {
        message: `Nothing is paid yet: ${verdict.reason}`,
        rewardCents: 0,
        linkCompleted: false,
        review: { reason: verdict.reason },
      };
    }

    const outcome = await this.db.transaction((tx) =>
      this.credit(tx, userId, link.id, endpoint, payload, options.viaBot ?? false),
    );
    return outcome;
  }

  /** The watch ticket of a task's video; only for videos engage offers, so nobody fills the table. */
  async startWatching(userId: number, linkUrl: string): Promise<Date> {
    const url = linkUrl.trim();
    if (!(await isLiveUrl(this.db, url))) throw notFound('Task not found.');
    return this.watchTickets.start(userId, url);
  }

  /**
   * A view may claim no more than the time since its player first started (the watch ticket),
   * give or take the network's slack, and at least the minimum: "no credit for 30 s claimed
   * after 2 s".
   */
  private async refuseBeyondTicket(userId: number, linkUrl: string, claimed: number): Promise<void> {
    const elapsed = await this.watchTickets.secondsSince(userId, linkUrl);
    if (elapsed === undefined) {
      throw refused(400, 'Play the video in engage first: a view counts from the moment its player starts.');
    }
    if (claimed <= elapsed + WATCH_TICKET_SLACK_SECONDS) return;
    const watched = Math.floor(elapsed);
    throw refused(
      400,
      watched < this.config.minWatchSeconds
        ? `You watched ${watched} s; ${this.config.minWatchSeconds} s are needed.`
        : `You watched ${watched} s, not ${Math.floor(claimed)} s.`,
    );
  }

  /**
   * Claims that waited because the provider was down or its quota spent are asked about again;
   * proven ones are credited as if just made, disproven ones refused with the platform's reason
   * (the user is told either way), and the rest wait for the next pass.
   */
  async recheckClaims(now = new Date()): Promise<RecheckSummary> {
    const summary: RecheckSummary = { checked: 0, credited: 0, refused: 0 };
    for (const claim of await this.claims.due(now)) {
      summary.checked++;
      const outcome = await this.recheck(claim);
      if (outcome === 'credited') summary.credited++;
      if (outcome === 'refused') summary.refused++;
    }
    return summary;
  }

  private async recheck(claim: TaskClaim): Promise<'credited' | 'refused' | 'waiting'> {
    const endpoint = TASK_ENDPOINTS.find((candidate) => candidate.name === claim.endpoint);
    const link = await findLink(this.db, claim.linkId);
    if (!endpoint || !link) return this.refuseClaim(claim, 'This task is no longer available.');
    const payload = JSON.parse(claim.payload) as TaskPayload;
    const verdict = await this.verifier.verify({ userId: claim.userId, endpoint, link, payload });
    if (verdict.ok === 'wait') {
      await this.claims.postpone(claim, verdict.reason, verdict.recheck ? (verdict.retryAt ?? new Date()) : null);
      return 'waiting';
    }
    if (!verdict.ok) return this.refuseClaim(claim, verdict.reason);
    try {
      await this.db.transaction(async (tx) => {
        if (!(await this.claims.decide(claim.id, 'credited', 'Confirmed by the platform.', tx))) return;
        await this.credit(tx, claim.userId, link.id, endpoint, payload, claim.viaBot);
      });
      return 'credited';
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.statusCode === 429) {
        // Today's cap is full: the proven claim is credited on the next day.
        await this.claims.postpone(claim, claim.reason, new Date(startOfNairobiDay().getTime() + 24 * 3600_000));
        return 'waiting';
      }
      return this.refuseClaim(claim, error.message);
    }
  }

  private async refuseClaim(claim: TaskClaim, reason: string): Promise<'refused'> {
    await this.db.transaction(async (tx) => {
      if (!(await this.claims.decide(claim.id, 'refused', reason, tx))) return;
      const link = await findLink(tx, claim.linkId);
      await this.notifications.create(
        claim.userId,
        {
          title: 'Task not credited',
          text: `Your claim for ${claim.actionType} on ${PLATFORM_LABEL[link?.platform ?? ''] ?? 'a task'} was not confirmed: ${reason}`,
        },
        tx,
      );
    });
    return 'refused';
  }

  /** Spec: a configurable daily cap per user, counted on the Africa/Nairobi day. */
  private async refuseOverDailyCap(userId: number, executor: Executor): Promise<void> {
    const [today] = await executor
      .select({ n: count() })
      .from(taskActions)
      .where(and(eq(taskActions.userId, userId), gte(taskActions.createdAt, startOfNairobiDay())));
    if ((today?.n ?? 0) >= this.config.dailyCap) {
      throw refused(429, `Daily limit of ${this.config.dailyCap} tasks reached. Come back tomorrow.`);
    }
  }

  private async credit(
    tx: Tx,
    userId: number,
    linkId: number,
    endpoint: TaskEndpoint,
    payload: TaskPayload,
    viaBot: boolean,
  ): Promise<TaskOutcome> {
    // The user's row is the queue of their credits: concurrent tasks of one user take turns, so
    // the daily cap counted here holds under any burst (read outside this transaction, 125
    // concurrent likes would beat a cap of 120). Locked before the link, always.
    await lockUser(tx, userId);
    await this.refuseOverDailyCap(userId, tx);
    // The link row is the queue: concurrent credits of one link take turns, so the target
    // count and the completion are exact.
    const link = await findLink(tx, linkId, { lock: true });
    if (!link || link.status !== 'active' || link.targetsReached >= link.targetsNeeded) {
      throw refused(400, 'This task is no longer available.');
    }
    let transfer;
    try {
      transfer = await this.ledger.transfer(
        {
          idempotencyKey: `reward:${userId}:${link.id}:${link.actionType}`,
          kind: 'task_reward',
          memo: `${endpoint.name} on link ${link.id}`,
          legs: [
            { account: { kind: 'producer_escrow', linkId: link.id }, amountCents: -link.rewardCents },
            { account: { kind: 'consumer_pending', userId }, amountCents: link.rewardCents },
          ],
        },
        tx,
      );
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') {
        throw refused(400, 'This task has no budget left.');
      }
      throw error;
    }
    if (!transfer.created) throw refused(409, 'You have already done this task.');
    await tx.insert(taskActions).values({
      userId,
      linkId: link.id,
      actionType: link.actionType,
      endpoint: endpoint.name,
      rewardCents: link.rewardCents,
      transferId: transfer.transferId,
      commentText: payload.text ?? null,
      watchSeconds: payload.watch_time !== undefined ? Math.floor(payload.watch_time) : null,
      viaBot,
    });
    const reached = link.targetsReached + 1;
    const completed = reached >= link.targetsNeeded;
    await updateLink(tx, link.id, {
      targetsReached: reached,
      ...(completed ? { status: 'completed' as const, completedAt: new Date() } : {}),
    });

    await this.notifications.create(
      userId,
      {
        title: 'Task credited',
        text: `You earned ${kes(link.rewardCents)} for ${link.actionType} on ${PLATFORM_LABEL[link.platform] ?? link.platform}. It is pending for ${this.config.pendingHoldHours} hours.`,
      },
      tx,
    );
    if (completed) {
      await this.notifications.create(
        link.producerId,
        {
          title: 'Target reached',
          text: `Your post "${link.postTitle || link.linkUrl}" reached its target of ${link.targetsNeeded} ${link.actionType}.`,
        },
        tx,
      );
    }
    return {
      message: `Success! ${kes(link.rewardCents)} added to your pending balance.`,
      rewardCents: link.rewardCents,
      linkCompleted: completed,
    };
  }

  /** Moves credits older than the hold from pending to available; safe to run anywhere, any time. */
  async releaseMatured(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.pendingHoldHours * 3600_000);
    const due = await this.db
      .select({ id: taskActions.id, userId: taskActions.userId, rewardCents: taskActions.rewardCents })
      .from(taskActions)
      .where(and(isNull(taskActions.releasedAt), lte(taskActions.createdAt, cutoff)))
      .limit(500);
    for (const action of due) {
      await this.db.transaction(async (tx) => {
        await this.ledger.transfer(
          {
            idempotencyKey: `release:${action.id}`,
            kind: 'pending_release',
            legs: [
              { account: { kind: 'consumer_pending', userId: action.userId }, amountCents: -action.rewardCents },
              { account: { kind: 'consumer_available', userId: action.userId }, amountCents: action.rewardCents },
            ],
          },
          tx,
        );
        await tx.update(taskActions).set({ releasedAt: now }).where(eq(taskActions.id, action.id));
      });
    }
    return due.length;
  }

  /**
   * The task behind reward transfers, for the statement: by the reward's transfer id, or by the
   * action id a release names (`release:{id}`). Only the user's own actions.
   */
  async rewardedTasks(
    userId: number,
    refs: { transferIds: number[]; actionIds: number[] },
  ): Promise<{ actionId: number; transferId: number; platform: string; actionType: string }[]> {
    if (refs.transferIds.length === 0 && refs.actionIds.length === 0) return [];
    return this.db
      .select({
        actionId: taskActions.id,
        transferId: taskActions.transferId,
        platform: links.platform,
        actionType: taskActions.actionType,
      })
      .from(taskActions)
      .innerJoin(links, eq(links.id, taskActions.linkId))
      .where(
        and(
          eq(taskActions.userId, userId),
          or(
            refs.transferIds.length ? inArray(taskActions.transferId, refs.transferIds) : undefined,
            refs.actionIds.length ? inArray(taskActions.id, refs.actionIds) : undefined,
          ),
        ),
      );
  }

  /** Spec 001 §3 "Actions history: results.total_actions and results.actions" — newest first. */
  async history(
    userId: number,
    page: number,
    pageSize = 10,
  ): Promise<{ total: number; actions: LinkView[]; hasNext: boolean }> {
    const [total] = await this.db.select({ n: count() }).from(taskActions).where(eq(taskActions.userId, userId));
    const actions = await selectLinkViews(
      this.db,
      userId,
      sql`${links.id} IN (SELECT ${taskActions.linkId} FROM ${taskActions} WHERE ${taskActions.userId} = ${userId})`,
      { limit: pageSize + 1, offset: (page - 1) * pageSize },
    );
    return { total: total?.n ?? 0, actions: actions.slice(0, pageSize), hasNext: actions.length > pageSize };
  }
}
