/**
 * Claims a person decides (docs/review.md): what no API can check is first the post's producer's
 * to approve or refuse, within PRODUCER_REVIEW_HOURS; undecided, it goes to engage's operators, as
 * does the one appeal a consumer may make of a refusal. Paying on the producer's approval is paying
 * on the payer's word, not on trust: the money is the producer's own escrow. An approval is
 * credited through the same path as a proven task (task-credit.ts); a decision is final once made
 * (a credited claim is never refused afterwards, so nothing paid is taken back here). The consumer
 * is told of every step.
 */
import type { Claim, ClaimPage, ReviewClaim } from '@engage/shared/contract/claims';
import { fromCents } from '@engage/shared/format/money';
import type { Language } from '@engage/shared/i18n/language';
import type { Db, Executor, Tx } from '../../db/database';
import { ApiError, badRequest, conflict, notFound, refused } from '../../http/errors';
import { text, written, type UserText } from '../../i18n/messages';
import { actionWord } from '../../i18n/task-words';
import { findUser } from '../accounts/users-table';
import type { NotificationsService } from '../alerts/alerts.service';
import { amount } from '../ledger/money-text';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import { findLink, linksByIds, producerLinkIds, type LinkRow } from '../posting/links-table';
import type { PostLife } from '../posting/post-life';
import type { ConnectionsService } from '../profile/connections.service';
import { PLATFORM_LABEL } from './platform-labels';
import { TASK_ENDPOINTS, type TaskPayload } from './task-endpoints';
import { TaskClaims, type TaskClaim } from './task-claims';
import type { TaskCredit } from './task-credit';

const PAGE_SIZE = 10;

/** What the claim's reason says when a person approved it. */
const APPROVED_BY = {
  producer: 'Approved by the post’s owner.',
  operator: 'Approved by engage’s team.',
} as const;

/** A time as Kenyans write it, in Nairobi's time (UTC+3 all year): `30/11/2026 15:40 EAT`. */
export function nairobiTime(at: Date): string {
  const nairobi = new Date(at.getTime() + 3 * 3600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${two(nairobi.getUTCDate())}/${two(nairobi.getUTCMonth() + 1)}/${nairobi.getUTCFullYear()} ` +
    `${two(nairobi.getUTCHours())}:${two(nairobi.getUTCMinutes())} EAT`
  );
}

/** The consumer's state of a claim (shared/contract/claims.ts). */
function stateOf(claim: TaskClaim): Claim['state'] {
  if (claim.status !== 'review') return claim.status;
  return claim.reviewer === null ? 'checking' : 'review';
}

/** A reason or note as a person typed it: trimmed, and required. */
function required(value: string, field: 'reason' | 'note'): string {
  const trimmed = value.trim();
  if (trimmed !== '') return trimmed;
  const said = text(field === 'reason' ? 'claimReasonRequired' : 'claimAppealNoteRequired');
  throw badRequest(said, { errors: { [field]: [said] } });
}

export class ClaimReview {
  constructor(
    private readonly db: Db,
    private readonly claims: TaskClaims,
    private readonly taskCredit: TaskCredit,
    private readonly notifications: NotificationsService,
    private readonly operatorAlerts: OperatorAlerts,
    private readonly connections: ConnectionsService,
    /** A refused claim's share of a closed post goes back to its producer. */
    private readonly postLife: Pick<PostLife, 'returnUnspent'>,
  ) {}

  private words(claim: Pick<TaskClaim, 'actionType'>, link: Pick<LinkRow, 'platform'> | undefined) {
    return {
      action: actionWord(claim.actionType),
      platform: link ? (PLATFORM_LABEL[link.platform] ?? link.platform) : text('aTask'),
    };
  }

  private tell(userId: number, title: UserText, body: UserText, executor: Executor) {
    return this.notifications.create(userId, { title, text: body }, executor);
  }

  /**
   * A claim has just gone to its producer (from the task itself, or after the platform could not
   * answer): the consumer is told who reviews it and until when, the producer that it waits.
   */
  async announce(userId: number, linkId: number, actionType: string): Promise<void> {
    const claim = await this.claims.find(userId, linkId, actionType);
    if (!claim || claim.reviewer !== 'producer' || !claim.reviewDueAt) return;
    const link = await findLink(this.db, claim.linkId);
    const until = nairobiTime(claim.reviewDueAt);
    await this.db.transaction(async (tx) => {
      await this.tell(
        claim.userId,
        text('alertClaimReviewTitle'),
        text('alertClaimReviewText', { ...this.words(claim, link), until }),
        tx,
      );
      if (link) {
        await this.tell(
          link.producerId,
          text('alertReviewWaitingTitle'),
          text('alertReviewWaitingText', {
            action: actionWord(claim.actionType),
            post: link.postTitle || link.linkUrl,
            until,
          }),
          tx,
        );
      }
    });
  }

  // --- The consumer --------------------------------------------------------------------------

  private claimView(claim: TaskClaim, link: LinkRow | undefined): Claim {
    return {
      id: claim.id,
      link_id: claim.linkId,
      platform: link?.platform ?? 'youtube',
      action_type: (link?.actionType ?? claim.actionType) as Claim['action_type'],
      post_title: link?.postTitle ?? '',
      link_url: link?.linkUrl ?? '',
      reward: link ? fromCents(link.rewardCents) : 0,
      state: stateOf(claim),
      reviewer: claim.status === 'review' ? claim.reviewer : null,
      review_until:
        claim.status === 'review' && claim.reviewer === 'producer' && claim.reviewDueAt
          ? claim.reviewDueAt.toISOString()
          : null,
      reason: claim.reason,
      claimed_at: claim.createdAt.toISOString(),
      decided_at: claim.decidedAt?.toISOString() ?? null,
      appeal:
        claim.appealNote !== null && claim.appealedAt
          ? { note: claim.appealNote, date: claim.appealedAt.toISOString() }
          : null,
      can_appeal: claim.status === 'refused' && !TaskClaims.appealed(claim),
    };
  }

  /** The consumer's own claims, newest first. */
  async mine(userId: number, page: number): Promise<Pick<ClaimPage, 'results' | 'count'> & { hasNext: boolean }> {
    const { total, claims } = await this.claims.ofUser(userId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    const links = await linksByIds(
      this.db,
      claims.map((claim) => claim.linkId),
    );
    return {
      results: claims.map((claim) => this.claimView(claim, links.get(claim.linkId))),
      count: total,
      hasNext: page * PAGE_SIZE < total,
    };
  }

  /** One of the consumer's own claims; another's answers like an unknown one. */
  async one(userId: number, id: number): Promise<Claim> {
    const claim = await this.claims.byId(id);
    if (!claim || claim.userId !== userId) throw notFound(text('claimNotFound'));
    return this.claimView(claim, await findLink(this.db, claim.linkId));
  }

  /** The one appeal of a refusal, with the consumer's note: it goes to the operators. */
  async appeal(userId: number, id: number, rawNote: string): Promise<Claim> {
    const note = required(rawNote, 'note');
    await this.db.transaction(async (tx) => {
      const claim = await this.claims.lock(id, tx);
      if (!claim || claim.userId !== userId) throw notFound(text('claimNotFound'));
      if (TaskClaims.appealed(claim)) throw conflict(text('claimAppealedAlready'));
      if (claim.status !== 'refused') throw conflict(text('claimNotRefused'));
      await this.claims.appeal(id, note, tx);
      const link = await findLink(tx, claim.linkId);
      await this.tell(userId, text('alertClaimAppealTitle'), text('alertClaimAppealText', this.words(claim, link)), tx);
      await this.operatorAlerts.raise(
        {
          kind: 'appeal_waiting',
          subject: `claim:${id}`,
          message:
            `User ${userId} appealed claim ${id} (${claim.actionType} on link ${claim.linkId}), refused by ` +
            `${claim.decidedBy ?? 'platform'}: "${claim.reason}". Their note: "${note}".`,
        },
        tx,
      );
    });
    return this.one(userId, id);
  }

  // --- The producer --------------------------------------------------------------------------

  /** Claims waiting for the producer on their posts (one post's with `linkId`), the nearest deadline first. */
  async toReview(
    producerId: number,
    page: number,
    linkId?: number,
  ): Promise<{ results: ReviewClaim[]; count: number; hasNext: boolean }> {
    const { total, claims } = await this.claims.waitingOnLinks(
      producerLinkIds(producerId, linkId),
      PAGE_SIZE,
      (page - 1) * PAGE_SIZE,
    );
    const links = await linksByIds(
      this.db,
      claims.map((claim) => claim.linkId),
    );
    const results: ReviewClaim[] = [];
    for (const claim of claims) {
      const link = links.get(claim.linkId);
      if (!link) continue;
      const payload = JSON.parse(claim.payload) as TaskPayload;
      results.push({
        id: claim.id,
        link_id: link.id,
        platform: link.platform,
        action_type: link.actionType,
        post_title: link.postTitle,
        link_url: link.linkUrl,
        reward: fromCents(link.rewardCents),
        claimant: (await findUser(this.db, claim.userId))?.username ?? '',
        handle: await this.connections.linkedAccount(claim.userId, link.platform),
        claimed_at: claim.createdAt.toISOString(),
        review_until: (claim.reviewDueAt ?? claim.createdAt).toISOString(),
        reason: claim.reason,
        comment: payload.text ?? null,
        watch_seconds: payload.watch_time !== undefined ? Math.floor(payload.watch_time) : null,
      });
    }
    return { results, count: total, hasNext: page * PAGE_SIZE < total };
  }

  /** The claim on one of the producer's posts that waits for them, locked; 404 for anyone else's. */
  private async waitingForProducer(producerId: number, id: number, tx: Tx) {
    const claim = await this.claims.lock(id, tx);
    const link = claim && (await findLink(tx, claim.linkId));
    if (!claim || !link || link.producerId !== producerId) throw notFound(text('claimNotFound'));
    if (claim.status !== 'review' || claim.reviewer !== 'producer') throw conflict(text('claimNotWaiting'));
    return { claim, link };
  }

  /** The producer approves: the claim is credited from the post's escrow, as a proven task is. */
  async approve(producerId: number, id: number): Promise<UserText> {
    try {
      return await this.db.transaction(async (tx) => {
        const { claim, link } = await this.waitingForProducer(producerId, id, tx);
        await this.credit(claim, 'producer', tx);
        return text('claimApproved', { amount: amount(link.rewardCents) });
      });
    } catch (error) {
      // The cap's own sentence speaks to the consumer; the producer is told what it means for them.
      if (error instanceof ApiError && error.statusCode === 429) throw refused(429, text('claimCapFull'));
      throw error;
    }
  }

  /** The producer refuses, with their reason: the consumer reads it and may appeal once. */
  async refuse(producerId: number, id: number, rawReason: string): Promise<UserText> {
    const reason = required(rawReason, 'reason');
    return this.db.transaction(async (tx) => {
      const { claim, link } = await this.waitingForProducer(producerId, id, tx);
      await this.claims.decide(claim.id, 'refused', reason, tx, 'producer');
      await this.postLife.returnUnspent(tx, claim.linkId);
      await this.tell(
        claim.userId,
        text('alertClaimRefusedTitle'),
        text('alertClaimRefusedText', { ...this.words(claim, link), who: text('reviewerProducer'), reason }),
        tx,
      );
      return text('claimRefusedDone');
    });
  }

  /** Credits a claim a person approved, in the caller's transaction (task-credit.ts tells the consumer). */
  private async credit(claim: TaskClaim, by: 'producer' | 'operator', tx: Tx) {
    const endpoint = TASK_ENDPOINTS.find((candidate) => candidate.name === claim.endpoint);
    if (!endpoint) throw conflict(text('taskGone'));
    await this.claims.decide(claim.id, 'credited', APPROVED_BY[by], tx, by);
    await this.taskCredit.credit(tx, {
      userId: claim.userId,
      linkId: claim.linkId,
      endpoint,
      payload: JSON.parse(claim.payload) as TaskPayload,
      viaBot: claim.viaBot,
      approvedClaim: true,
    });
  }

  // --- The operators -------------------------------------------------------------------------

  /** Claims the producer left undecided past their time go to the operators (the job, every few minutes). */
  async escalateOverdue(now = new Date()): Promise<number> {
    let moved = 0;
    for (const claim of await this.claims.overdue(now)) {
      await this.db.transaction(async (tx) => {
        if (!(await this.claims.toOperator(claim.id, tx))) return;
        moved++;
        const link = await findLink(tx, claim.linkId);
        await this.tell(
          claim.userId,
          text('alertClaimOperatorTitle'),
          text('alertClaimOperatorText', this.words(claim, link)),
          tx,
        );
        await this.operatorAlerts.raise(
          {
            kind: 'review_overdue',
            subject: `claim:${claim.id}`,
            message:
              `Claim ${claim.id} (user ${claim.userId}, ${claim.actionType} on link ${claim.linkId}) was not decided by ` +
              `its producer${link ? ` (user ${link.producerId})` : ''} before ${claim.reviewDueAt?.toISOString()}.`,
          },
          tx,
        );
      });
    }
    return moved;
  }

  /** Claims waiting for the operators, for the CLI. */
  waitingOnOperator(): Promise<TaskClaim[]> {
    return this.claims.waitingOnOperator();
  }

  /**
   * An operator's decision (the `review` CLI until the operator console): any claim waiting for a
   * person. On an appeal it is final. A decided claim is not decided again: nothing paid is taken back.
   */
  async operatorDecide(
    id: number,
    decision: 'approve' | 'refuse',
    rawReason = '',
    /** Runs in the decision's transaction once it is made (the console's audit line). */
    decided?: (tx: Tx, before: TaskClaim) => Promise<void>,
  ): Promise<string> {
    const reason = decision === 'refuse' ? required(rawReason, 'reason') : '';
    return this.db.transaction(async (tx) => {
      const claim = await this.claims.lock(id, tx);
      if (!claim) throw notFound(text('claimNotFound'));
      if (claim.status !== 'review' || claim.reviewer === null) throw conflict(text('claimNotWaiting'));
      await decided?.(tx, claim);
      const link = await findLink(tx, claim.linkId);
      const appealed = TaskClaims.appealed(claim);
      const words = this.words(claim, link);
      if (decision === 'approve') {
        await this.credit(claim, 'operator', tx);
        if (appealed) {
          await this.tell(claim.userId, text('alertAppealDecidedTitle'), text('alertAppealAcceptedText', words), tx);
        }
        return `Claim ${id} approved and credited.`;
      }
      await this.claims.decide(claim.id, 'refused', reason, tx, 'operator');
      await this.postLife.returnUnspent(tx, claim.linkId);
      await this.tell(
        claim.userId,
        appealed ? text('alertAppealDecidedTitle') : text('alertClaimRefusedTitle'),
        appealed
          ? text('alertAppealRefusedText', { ...words, reason })
          : text('alertClaimRefusedText', { ...words, who: text('reviewerOperator'), reason }),
        tx,
      );
      return `Claim ${id} refused.`;
    });
  }

  /** A claim as the CLI prints it, in English. */
  describe(claim: TaskClaim, language: Language = 'en'): string {
    const appeal = claim.appealNote ? ` appeal: "${claim.appealNote}"` : '';
    return `#${claim.id} user ${claim.userId} ${claim.actionType} on link ${claim.linkId} claimed ${claim.createdAt.toISOString()} reason: ${written(claim.reason, language)}${appeal}`;
  }
}
