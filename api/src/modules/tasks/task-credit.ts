/**
 * Paying for a task, once it is proven (spec 000 §7): the reward moves exactly once per (user,
 * link, action) from the link's escrow to the consumer's pending balance, the link counts it
 * towards its target and completes there, and both sides are told. A task performed now and a
 * claim proven later (claim-rechecks.ts) are credited the same way, here, under the daily cap.
 */
import { refused } from '../../http/errors';
import { text, type UserText } from '../../i18n/messages';
import { actionWord } from '../../i18n/task-words';
import type { AppConfig } from '../../config';
import type { Executor, Tx } from '../../db/database';
import { lockUser } from '../accounts/users-table';
import type { NotificationsService } from '../alerts/alerts.service';
import { LedgerError, type LedgerService } from '../ledger/ledger.service';
import { amount } from '../ledger/money-text';
import type { LinkHistory } from '../linked-accounts/link-history';
import { findLink, updateLink } from '../posting/links-table';
import type { ConnectionsService } from '../profile/connections.service';
import { recordAccountReward } from './account-rewards-table';
import { countDoneSince, insertTaskAction } from './task-actions-table';
import type { TaskEndpoint, TaskPayload } from './task-endpoints';
import { PLATFORM_LABEL } from './platform-labels';

/** Start of today in Africa/Nairobi (UTC+3 all year), for the daily cap. */
export function startOfNairobiDay(now = new Date()): Date {
  const nairobi = new Date(now.getTime() + 3 * 3600_000);
  nairobi.setUTCHours(0, 0, 0, 0);
  return new Date(nairobi.getTime() - 3 * 3600_000);
}

export interface CreditOutcome {
  /** What the user is told, written in the request's language by the route. */
  message: UserText;
  rewardCents: number;
  linkCompleted: boolean;
}

export interface CreditRequest {
  userId: number;
  linkId: number;
  endpoint: TaskEndpoint;
  payload: TaskPayload;
  viaBot: boolean;
  /**
   * A claim made while the post was live and approved later: it is paid even if the post has
   * since been paused or closed (a closed post keeps its waiting claims' money back for them).
   */
  approvedClaim?: boolean;
}

/** The states in which a post pays: live, or, for a claim made while it was live, any paid state but done. */
const PAYS: ReadonlySet<string> = new Set(['active']);
const PAYS_APPROVED_CLAIM: ReadonlySet<string> = new Set(['active', 'paused', 'cancelled', 'expired', 'taken_down']);

export class TaskCredit {
  constructor(
    private readonly config: Pick<AppConfig, 'dailyCap' | 'pendingHoldHours'>,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationsService,
    private readonly connections: ConnectionsService,
    private readonly history: LinkHistory,
  ) {}

  /** Spec: a configurable daily cap per user, counted on the Africa/Nairobi day. */
  async refuseOverDailyCap(userId: number, executor: Executor): Promise<void> {
    if ((await countDoneSince(executor, userId, startOfNairobiDay())) >= this.config.dailyCap) {
      throw refused(429, text('dailyLimit', { count: this.config.dailyCap }));
    }
  }

  /**
   * A reward belongs to the social account that earned it: the channel or X account the task
   * needs is recorded as having earned this task, or, when it already had (on another engage
   * account, linked then or since), the credit is refused and its transaction rolled back. The
   * answer does not say which engage account that was.
   */
  private async claimForAccount(
    tx: Tx,
    { userId, endpoint }: CreditRequest,
    link: { id: number; actionType: string },
  ): Promise<void> {
    const platform = endpoint.requires;
    if (!platform) return;
    const label = PLATFORM_LABEL[platform] ?? platform;
    const accountId = await this.connections.accountIdOf(userId, platform, tx);
    // Unlinked since the claim was made (a claim proven later): there is no account to pay.
    if (accountId === undefined) throw refused(400, text('taskNeedsLink', { platform: label }));
    const accountHash = await this.history.record(tx, userId, platform, accountId);
    const first = await recordAccountReward(tx, {
      platform,
      accountHash,
      linkId: link.id,
      actionType: link.actionType,
      userId,
    });
    if (!first) throw refused(409, text('taskDoneByAccount', { platform: label }));
  }

  /** Credits the task in the caller's transaction; throws (and so rolls it back) when it may not be paid. */
  async credit(tx: Tx, request: CreditRequest): Promise<CreditOutcome> {
    const { userId, endpoint, payload } = request;
    // The user's row is the queue of their credits: concurrent tasks of one user take turns, so
    // the daily cap counted here holds under any burst (read outside this transaction, 125
    // concurrent likes would beat a cap of 120). Locked before the link, always.
    await lockUser(tx, userId);
    await this.refuseOverDailyCap(userId, tx);
    // The link row is the queue: concurrent credits of one link take turns, so the target
    // count and the completion are exact.
    const link = await findLink(tx, request.linkId, { lock: true });
    const pays = request.approvedClaim ? PAYS_APPROVED_CLAIM : PAYS;
    if (!link || !pays.has(link.status) || link.targetsReached >= link.targetsNeeded) {
      throw refused(400, text('taskGone'));
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
        throw refused(400, text('taskNoBudget'));
      }
      throw error;
    }
    if (!transfer.created) throw refused(409, text('taskDone'));
    await this.claimForAccount(tx, request, link);
    await insertTaskAction(tx, {
      userId,
      linkId: link.id,
      actionType: link.actionType,
      endpoint: endpoint.name,
      rewardCents: link.rewardCents,
      transferId: transfer.transferId,
      commentText: payload.text ?? null,
      watchSeconds: payload.watch_time !== undefined ? Math.floor(payload.watch_time) : null,
      viaBot: request.viaBot,
    });
    const reached = link.targetsReached + 1;
    // A closed post stays closed; a live or paused one is done at its target.
    const completed = reached >= link.targetsNeeded && (link.status === 'active' || link.status === 'paused');
    await updateLink(tx, link.id, {
      targetsReached: reached,
      ...(completed ? { status: 'completed' as const, completedAt: new Date(), pausedBy: null } : {}),
    });

    await this.notifications.create(
      userId,
      {
        title: text('alertTaskCreditedTitle'),
        text: text('alertTaskCreditedText', {
          amount: amount(link.rewardCents),
          action: actionWord(link.actionType),
          platform: PLATFORM_LABEL[link.platform] ?? link.platform,
          hours: this.config.pendingHoldHours,
        }),
      },
      tx,
    );
    if (completed) {
      await this.notifications.create(
        link.producerId,
        {
          title: text('alertTargetReachedTitle'),
          text: text('alertTargetReachedText', {
            post: link.postTitle || link.linkUrl,
            target: link.targetsNeeded,
            action: actionWord(link.actionType),
          }),
        },
        tx,
      );
    }
    return {
      message: text('taskCredited', { amount: amount(link.rewardCents) }),
      rewardCents: link.rewardCents,
      linkCompleted: completed,
    };
  }
}
