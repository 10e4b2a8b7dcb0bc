/**
 * Performing a task (spec 000 §7): checks the rules, asks the verifier, then has the reward
 * credited (task-credit.ts) or, when the platform cannot answer yet, records the claim for
 * review (claim-rechecks.ts asks again). Pending credits become available after the hold
 * (`releaseMatured`). Also the reads of what a user did: the action history and the statement's
 * task titles; and what the user can earn today (earning.ts). SQL for `task_actions` is in task-actions-table.ts.
 */
import type { Language } from '@engage/shared/i18n/language';
import type { Earning } from '@engage/shared/contract/earning';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { forbidden, notFound, refused } from '../../http/errors';
import { text } from '../../i18n/messages';
import { actionWord } from '../../i18n/task-words';
import type { AccountsService } from '../accounts/accounts.service';
import { selectLinkViews, type LinkView } from '../feed/link-view';
import { findByPostUrl, findLink, linksAmong, platformsOf } from '../posting/links-table';
import type { LedgerService } from '../ledger/ledger.service';
import type { ConnectionsService } from '../profile/connections.service';
import {
  actionedLinkIds,
  actionsByReference,
  countDone,
  hasDone,
  markReleased,
  unreleasedBefore,
} from './task-actions-table';
import { earningOf } from './earning';
import type { TaskEndpoint, TaskPayload } from './task-endpoints';
import type { ClaimReview } from './claim-review';
import type { TaskClaims } from './task-claims';
import type { CreditOutcome, TaskCredit } from './task-credit';
import { PLATFORM_LABEL } from './platform-labels';
import type { RetentionChecks } from './retention-checks';
import type { TaskVerifier } from './verifier';
import type { WatchTickets } from './watch-tickets';

export interface TaskOutcome extends CreditOutcome {
  /** Set when nothing was paid because the claim waits for review. */
  review?: { reason: string };
}

export class TasksService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountsService,
    private readonly connections: ConnectionsService,
    private readonly verifier: TaskVerifier,
    private readonly claims: TaskClaims,
    private readonly taskCredit: TaskCredit,
    private readonly watchTickets: WatchTickets,
    private readonly retention: RetentionChecks,
    /** Tells both sides when a claim goes to its producer (claim-review.ts). */
    private readonly review: Pick<ClaimReview, 'announce'>,
  ) {}

  /** Today's daily limit and what is left of it, and what a withdrawal takes (earning.ts). */
  earning(userId: number, language: Language = 'en'): Promise<Earning> {
    return earningOf(this.db, this.config.dailyCap, userId, new Date(), language);
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
    if (!user) throw notFound(text('userNotFound'));
    if (!user.emailVerified) throw forbidden(text('verifyToTakeTasks'));
    if (user.earningStoppedAt !== null) {
      throw forbidden(text('earningStopped', { note: user.earningStoppedNote ?? '' }));
    }

    const link = await this.findLink(endpoint, payload);
    if (!link) throw notFound(text('taskNotFound'));
    if (link.platform !== endpoint.platform || !endpoint.actionTypes.includes(link.actionType)) {
      throw refused(
        400,
        text('taskOtherAction', {
          action: actionWord(link.actionType),
          platform: PLATFORM_LABEL[link.platform] ?? link.platform,
        }),
      );
    }
    if (payload.post_url !== undefined && payload.link_id !== undefined && payload.post_url.trim() !== link.linkUrl) {
      throw refused(400, text('taskUrlMismatch'));
    }
    if (link.producerId === userId) throw refused(400, text('taskOwnPost'));
    if (link.status !== 'active') throw refused(400, text('taskGone'));
    if (endpoint.requires && !(await this.connections.isConnected(userId, endpoint.requires))) {
      throw refused(400, text('taskNeedsLink', { platform: PLATFORM_LABEL[endpoint.requires] ?? endpoint.requires }));
    }
    if (
      endpoint.actionTypes.includes('Views') &&
      payload.watch_time !== undefined &&
      payload.watch_time < this.config.minWatchSeconds
    ) {
      throw refused(400, text('taskWatchLonger', { seconds: this.config.minWatchSeconds }));
    }
    // A view is paid only for playback our server counted, by every verifier (the bot watches nothing).
    if (payload.watch_time !== undefined) {
      await this.watchTickets.refuseUnwatched(userId, link.linkUrl, payload.watch_time);
    }
    if (await hasDone(this.db, userId, link.id, link.actionType)) throw refused(409, text('taskDone'));
    const claim = await this.claims.find(userId, link.id, link.actionType);
    if (claim?.status === 'review') {
      throw refused(409, text('taskInReview', { reason: claim.reason }), { status: 'review', reason: claim.reason });
    }
    // A person's refusal is answered by the one appeal, not by claiming again (docs/review.md).
    if (claim?.status === 'refused' && (claim.decidedBy === 'producer' || claim.decidedBy === 'operator')) {
      throw refused(409, text('taskRefusedByPerson', { reason: claim.reason }));
    }
    // Early answer before asking the verifier; the binding check runs again inside the credit.
    await this.taskCredit.refuseOverDailyCap(userId, this.db);

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
      if (!verdict.recheck) await this.review.announce(userId, link.id, link.actionType);
      return {
        message: text('taskNotPaidYet', { reason: verdict.reason }),
        rewardCents: 0,
        linkCompleted: false,
        review: { reason: verdict.reason },
      };
    }

    return this.db.transaction((tx) =>
      this.taskCredit.credit(tx, { userId, linkId: link.id, endpoint, payload, viaBot: options.viaBot ?? false }),
    );
  }

  /**
   * Moves credits older than the hold from pending to available; safe to run anywhere, any time.
   * With the platform verifier an action the user can undo is checked first (retention-checks.ts):
   * one undone is voided instead, one that cannot be checked now waits for the next run.
   */
  async releaseMatured(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.pendingHoldHours * 3600_000);
    const due = await unreleasedBefore(this.db, cutoff, 500, now);
    let released = 0;
    for (const action of due) {
      if ((await this.retention.check(action, now)) !== 'kept') continue;
      released++;
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
        await markReleased(tx, action.id, now);
      });
    }
    return released;
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
    const actions = await actionsByReference(this.db, userId, refs);
    const platforms = await platformsOf(
      this.db,
      actions.map((action) => action.linkId),
    );
    // Only actions whose link is still there have a title to show.
    return actions.flatMap(({ actionId, transferId, linkId, actionType }) => {
      const platform = platforms.get(linkId);
      return platform ? [{ actionId, transferId, platform, actionType }] : [];
    });
  }

  /** Spec 001 §3 "Actions history: results.total_actions and results.actions" — newest first. */
  async history(
    userId: number,
    page: number,
    pageSize = 10,
  ): Promise<{ total: number; actions: LinkView[]; hasNext: boolean }> {
    const total = await countDone(this.db, userId);
    const actions = await selectLinkViews(this.db, userId, linksAmong(actionedLinkIds(userId)), {
      limit: pageSize + 1,
      offset: (page - 1) * pageSize,
    });
    return { total, actions: actions.slice(0, pageSize), hasNext: actions.length > pageSize };
  }
}
