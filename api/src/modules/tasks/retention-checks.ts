/**
 * Retention (TASK_VERIFIER=platform): a subscribe, like, follow, repost or bookmark is asked
 * about again when its credit's pending hold ends, before the money becomes available. Still
 * there: released. Undone: the credit is voided — its money goes back from the consumer's
 * pending balance to the link's escrow with the reason written on the transfer, the slot goes
 * back to the post (a completed link is active again), and the consumer is told why. The
 * provider down or out of quota: the credit stays pending and is asked about again later;
 * nothing is released unchecked and nothing voided on a guess.
 *
 * Comments and replies are not asked again: the platforms show only the latest ones, so an
 * older comment that is still there could not be told from a deleted one.
 */
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { text, written, type UserText } from '../../i18n/messages';
import { actionWord } from '../../i18n/task-words';
import { lockUser } from '../accounts/users-table';
import type { NotificationsService } from '../alerts/alerts.service';
import type { LedgerService } from '../ledger/ledger.service';
import { amount } from '../ledger/money-text';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import { findLink, updateLink } from '../posting/links-table';
import type { PostLife } from '../posting/post-life';
import { PLATFORM_LABEL } from './platform-labels';
import { markVoided, postponeRetentionCheck, type MaturedAction } from './task-actions-table';
import { TASK_ENDPOINTS } from './task-endpoints';
import type { TaskVerifier } from './verifier';

/** The actions a platform lets a user undo and lets engage read back. */
const RETAINED_ROUTES: ReadonlySet<string> = new Set([
  'youtubeSub',
  'youtubeLike',
  'twitterFollow',
  'twitterLike',
  'twitterRetweet',
  'twitterBookmark',
]);

/** A void that could not be booked is tried again after this long (and an operator told). */
const VOID_RETRY_MS = 60 * 60_000;

export type RetentionOutcome = 'kept' | 'voided' | 'later';

export class RetentionChecks {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'providers'>,
    private readonly ledger: LedgerService,
    private readonly verifier: TaskVerifier,
    private readonly notifications: NotificationsService,
    private readonly operatorAlerts: OperatorAlerts,
    /** A credit taken back on a closed post goes on to its producer: the slot is not refilled. */
    private readonly postLife: Pick<PostLife, 'returnUnspent'>,
  ) {}

  /** Whether the matured credit may be released now ('kept'), was voided, or waits ('later'). */
  async check(action: MaturedAction, now = new Date()): Promise<RetentionOutcome> {
    if (this.config.providers.verifier !== 'platform') return 'kept';
    const endpoint = TASK_ENDPOINTS.find((candidate) => candidate.name === action.endpoint);
    if (!endpoint || !RETAINED_ROUTES.has(endpoint.route)) return 'kept';
    const link = await findLink(this.db, action.linkId);
    if (!link) return 'kept';
    const verdict = await this.verifier.verify({
      userId: action.userId,
      endpoint,
      link,
      payload: { link_id: link.id },
      fresh: true,
    });
    if (verdict.ok === true) return 'kept';
    if (verdict.ok === 'wait') {
      // Down or out of quota: ask again. A check this server can no longer make at all (its
      // settings changed) leaves the credit as it was proven when it was made.
      if (!verdict.recheck) return 'kept';
      await postponeRetentionCheck(this.db, action.id, verdict.retryAt ?? new Date(now.getTime() + VOID_RETRY_MS));
      return 'later';
    }
    const platform = PLATFORM_LABEL[link.platform] ?? link.platform;
    return this.void(action, { ...link, platform }, verdict.reason, now);
  }

  private async void(
    action: MaturedAction,
    link: { id: number; platform: string; status: string },
    reason: UserText,
    now: Date,
  ): Promise<RetentionOutcome> {
    const detail = written(reason, 'en');
    try {
      return await this.db.transaction(async (tx) => {
        // The order a credit takes its locks in: the user, then the link.
        await lockUser(tx, action.userId);
        const locked = await findLink(tx, link.id, { lock: true });
        if (!(await markVoided(tx, action.id, detail, now))) return 'kept';
        await this.ledger.transfer(
          {
            idempotencyKey: `void:${action.id}`,
            kind: 'task_void',
            memo: `undone before release (${action.endpoint} on link ${link.id}): ${detail}`,
            legs: [
              { account: { kind: 'consumer_pending', userId: action.userId }, amountCents: -action.rewardCents },
              { account: { kind: 'producer_escrow', linkId: link.id }, amountCents: action.rewardCents },
            ],
          },
          tx,
        );
        if (locked) {
          // The slot goes back to the post (a refill) while it lives: a completed post is live again.
          await updateLink(tx, link.id, {
            targetsReached: Math.max(0, locked.targetsReached - 1),
            ...(locked.status === 'completed' ? { status: 'active' as const, completedAt: null } : {}),
          });
          await this.postLife.returnUnspent(tx, link.id);
        }
        await this.notifications.create(
          action.userId,
          {
            title: text('alertTaskVoidedTitle'),
            text: text('alertTaskVoidedText', {
              amount: amount(action.rewardCents),
              action: actionWord(action.actionType),
              platform: link.platform,
            }),
          },
          tx,
        );
        return 'voided' as const;
      });
    } catch (error) {
      // The money stays pending (never released while undone); an operator books it.
      await this.operatorAlerts.raise({
        kind: 'task_void_stuck',
        subject: `task_action:${action.id}`,
        message: `The credit of task action ${action.id} (user ${action.userId}, link ${link.id}, ${action.rewardCents} cents) was undone on ${link.platform} but could not be taken back: ${error instanceof Error ? error.message : String(error)}`,
      });
      await postponeRetentionCheck(this.db, action.id, new Date(now.getTime() + VOID_RETRY_MS));
      return 'later';
    }
  }
}
