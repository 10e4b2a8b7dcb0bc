/**
 * A post's life once it is paid for. A live post may be paused (out of the feed, taking no new
 * tasks) and resumed, and it ends by reaching its target (task-credit.ts), or early: cancelled by
 * its producer or an operator, taken down by an operator, or expired POST_EXPIRY_DAYS after it
 * went live (the `post expiry` job). A pause does not stop that clock.
 *
 * A closed post's unspent budget goes back to its producer's engage balance (`consumer_available`,
 * the balance they withdraw to M-PESA), exactly once: every move runs under the link's row lock,
 * which every credit of the link also takes, and what goes back is what the escrow holds then,
 * less what the claims still waiting for a decision may be paid (a claim made while the post was
 * live stays payable). When such a claim is refused later, or a retention check takes a credit
 * back, `returnUnspent` gives that part back too; each return's idempotency key is the amount
 * returned before it, so a repeat finds its own transfer.
 *
 * A producer may not resume or cancel a post an operator paused: an operator pauses a post to look
 * at it, and the money stays in it until they decide.
 */
import { and, inArray, lte, sql } from 'drizzle-orm';
import type { OperatorPost, OperatorPostAction } from '@engage/shared/contract/operator-posts';
import type { PostAction } from '@engage/shared/contract/posting';
import type { Db, Executor, Tx } from '../../db/database';
import { links, type PostStatus } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { text, type MessageKey, type UserText } from '../../i18n/messages';
import type { NotificationsService } from '../alerts/alerts.service';
import type { Leg, LedgerService } from '../ledger/ledger.service';
import { completedPaymentOf, type PaymentRow } from '../checkout/payments-table';
import {
  insertPostRefund,
  refundableThrough,
  refundedTo,
  refundsOfLink,
  type PostRefundRow,
  type RefundProvider,
} from '../checkout/post-refunds-table';
import { amount, kes } from '../ledger/money-text';
import { flagCardReturn } from '../farms/flag-account';
import { recordOperatorAction } from '../operators/audit-log';
import type { TaskClaims } from '../tasks/task-claims';
import { findLink, updateLink, type LinkRow } from './links-table';

type Move = OperatorPostAction | 'expire';
type Actor = { by: 'producer' } | { by: 'operator'; operatorId: number; reason: string } | { by: 'time' };

const CLOSED: ReadonlySet<PostStatus> = new Set(['cancelled', 'expired', 'taken_down']);
const MOVED_TO: Record<Move, PostStatus> = {
  pause: 'paused',
  resume: 'active',
  cancel: 'cancelled',
  take_down: 'taken_down',
  expire: 'expired',
};
/** The states each move starts from. */
const MOVES_FROM: Record<Move, readonly PostStatus[]> = {
  pause: ['active'],
  resume: ['paused'],
  cancel: ['active', 'paused'],
  take_down: ['active', 'paused', 'completed'],
  expire: ['active', 'paused'],
};
/** Why a move does not fit the post's state. */
const REFUSAL: Record<Move, MessageKey> = {
  pause: 'postNotLive',
  resume: 'postNotPaused',
  cancel: 'postNotOpen',
  take_down: 'postCannotTakeDown',
  expire: 'postNotOpen',
};

/** How many posts one expiry run closes: each is its own transaction; the next run takes the rest. */
const EXPIRY_BATCH = 100;

export const isClosed = (status: PostStatus): boolean => CLOSED.has(status);

/**
 * A closed post's returns are keyed `post-return:<link>:<cents returned before>`, and a return
 * the provider refused, sent on to the balance, `post-return:<link>:refund-<id>`; the link's id.
 */
export function returnedPostId(idempotencyKey: string): number | null {
  const match = /^post-return:(\d+):(?:\d+|refund-\d+)$/.exec(idempotencyKey);
  return match ? Number(match[1]) : null;
}

export type ReturnTo = LinkRow['returnTo'];

/** Where a post's unspent budget goes, and the provider it could go back through (null: the balance only). */
export interface ReturnChoice {
  return_to: ReturnTo;
  provider: RefundProvider | null;
  /** The M-PESA number that paid, as the producer knows it (07…); null for another provider. */
  phone: string | null;
}

/** A return's request id: unique per return and the same on every retry (M-PESA refuses a repeat; PayPal answers the first). */
const returnRequestId = (linkId: number, returnedBefore: number) => `ENGAGE-PR-${linkId}-${returnedBefore}`;

/** Where a return goes: the engage balance, or the provider that took the payment (a hold, then the provider). */
interface ReturnRoute {
  /** What goes to the provider; the rest (M-PESA pays whole shillings only) goes to the balance. */
  heldCents: number;
  payment: PaymentRow;
  provider: RefundProvider;
  /** The amount in the capture's currency (PayPal refunds in it), never more than `heldCents` buys. */
  providerCents: number;
}

/** The provider part of a return of `back` cents, or null when all of it goes to the balance. */
function routeOf(back: number, payment: PaymentRow | undefined): ReturnRoute | null {
  const provider = refundableThrough(payment);
  if (!provider || !payment) return null;
  if (provider === 'mpesa') {
    const heldCents = Math.floor(back / 100) * 100;
    return heldCents >= 100 ? { heldCents, payment, provider, providerCents: heldCents } : null;
  }
  // Rounded down in the capture's currency, so the refunds of a capture never add up to more than it.
  const providerCents = Math.floor((back * payment.originalAmountCents) / payment.amountCents);
  return providerCents >= 1 ? { heldCents: back, payment, provider, providerCents } : null;
}

export class PostLife {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly claims: TaskClaims,
    private readonly notifications: NotificationsService,
    private readonly postExpiryDays: number,
  ) {}

  /** When a post going live now expires. */
  expiresAt(wentLive: Date): Date {
    return new Date(wentLive.getTime() + this.postExpiryDays * 24 * 3600_000);
  }

  /**
   * The producer pauses, resumes or cancels their own post; another's is answered as unknown. A
   * cancel may name where the unspent budget goes (`returnTo`), saved before the post closes.
   */
  async byProducer(userId: number, linkId: number, action: PostAction, returnTo?: ReturnTo): Promise<UserText> {
    return this.db.transaction(async (tx) => {
      const link = await findLink(tx, linkId, { lock: true });
      if (!link || link.producerId !== userId || link.status === 'draft') throw notFound(text('postNotFound'));
      if (link.pausedBy === 'operator' && action !== 'pause') throw conflict(text('postPausedByTeam'));
      if (action === 'cancel' && returnTo !== undefined && !isClosed(link.status)) {
        await this.chooseReturn(tx, link, returnTo);
      }
      const returned = await this.move(tx, link, action, { by: 'producer' });
      if (action === 'pause') return text('postPaused');
      if (action === 'resume') return text('postResumed');
      if (returned <= 0) return text('postCancelledNothingBack');
      const refund = await this.refundOf(tx, link);
      return refund
        ? text('postCancelledRefunding', { amount: amount(refund.amountCents), to: refundedTo(refund) })
        : text('postCancelled', { amount: amount(returned) });
    });
  }

  /** The return through the provider that closing `link` (the row read before it closed) made, if any. */
  private async refundOf(tx: Tx, link: LinkRow): Promise<PostRefundRow | undefined> {
    const requestId = returnRequestId(link.id, link.returnedCents);
    return (await refundsOfLink(tx, link.id)).find((row) => row.requestId === requestId);
  }

  /** Where a post's unspent budget goes when it ends, and where it could: the paying provider, if any. */
  async returnChoice(userId: number, linkId: number, executor: Executor = this.db): Promise<ReturnChoice> {
    const link = await findLink(executor, linkId);
    if (!link || link.producerId !== userId || link.status === 'draft') throw notFound(text('postNotFound'));
    const payment = await completedPaymentOf(executor, linkId);
    const provider = refundableThrough(payment);
    return {
      return_to: link.returnTo,
      provider,
      phone: provider === 'mpesa' && payment?.phone ? `0${payment.phone.slice(3)}` : null,
    };
  }

  /** The producer changes where a post that has not ended sends its unspent budget. */
  async setReturnTo(userId: number, linkId: number, returnTo: ReturnTo): Promise<UserText> {
    return this.db.transaction(async (tx) => {
      const link = await findLink(tx, linkId, { lock: true });
      if (!link || link.producerId !== userId || link.status === 'draft') throw notFound(text('postNotFound'));
      if (isClosed(link.status)) throw conflict(text('postNotOpen'));
      const to = await this.chooseReturn(tx, link, returnTo);
      return text('postReturnToSaved', { to: to ?? text('engageBalance') });
    });
  }

  /** Saves the choice on the locked link; a post with no provider to refund through takes only the balance (400). */
  private async chooseReturn(tx: Tx, link: LinkRow, returnTo: ReturnTo): Promise<string | null> {
    let to: string | null = null;
    if (returnTo === 'provider') {
      const payment = await completedPaymentOf(tx, link.id);
      const provider = refundableThrough(payment);
      if (!provider) {
        const said = text('returnToBalanceOnly');
        throw badRequest(said, { errors: { return_to: [said] } });
      }
      to = refundedTo({ provider, phone: payment?.phone ?? null });
    }
    if (link.returnTo !== returnTo) await updateLink(tx, link.id, { returnTo });
    link.returnTo = returnTo;
    return to;
  }

  /** An operator's move, with the reason the producer is shown, audited in the same transaction. */
  async byOperator(operatorId: number, linkId: number, action: OperatorPostAction, reason: string): Promise<string> {
    const note = reason.trim();
    return this.db.transaction(async (tx) => {
      const link = await findLink(tx, linkId, { lock: true });
      if (!link) throw notFound(text('postNotFound'));
      const returned = await this.move(tx, link, action, { by: 'operator', operatorId, reason: note });
      const after = await findLink(tx, linkId);
      await recordOperatorAction(tx, {
        operatorId,
        action: `post_${action}`,
        subjectType: 'link',
        subjectId: String(linkId),
        accountId: link.producerId,
        before: lifeOf(link),
        after: after ? lifeOf(after) : null,
        reason: note,
      });
      const back = amount(returned);
      const title = link.postTitle || link.linkUrl;
      // A return through the provider says where it is going, not "back to your engage balance".
      const refund = await this.refundOf(tx, link);
      const refunding = refund && { title, note, amount: amount(refund.amountCents), to: refundedTo(refund) };
      const said = {
        pause: { title: text('alertPostPausedTitle'), text: text('alertPostPausedText', { title, note }) },
        resume: { title: text('alertPostResumedTitle'), text: text('alertPostResumedText', { title, note }) },
        cancel: {
          title: text('alertPostCancelledTitle'),
          text: refunding
            ? text('alertPostCancelledRefundText', refunding)
            : text('alertPostCancelledText', { title, note, amount: back }),
        },
        take_down: {
          title: text('alertPostTakenDownTitle'),
          text: refunding
            ? text('alertPostTakenDownRefundText', refunding)
            : text('alertPostTakenDownText', { title, note, amount: back }),
        },
      }[action];
      await this.notifications.create(link.producerId, said, tx);
      const done = { pause: 'paused', resume: 'resumed', cancel: 'cancelled', take_down: 'taken down' }[action];
      return returned > 0
        ? `Post ${linkId} ${done}; ${kes(returned)} went back to producer ${link.producerId}.`
        : `Post ${linkId} ${done}.`;
    });
  }

  /** The `post expiry` job: live and paused posts past their time end, their budget going back. */
  async expireDue(now = new Date()): Promise<number> {
    const due = await this.db
      .select({ id: links.id })
      .from(links)
      .where(and(inArray(links.status, MOVES_FROM.expire), lte(links.expiresAt, now)))
      .orderBy(links.expiresAt)
      .limit(EXPIRY_BATCH);
    let expired = 0;
    for (const { id } of due) {
      const done = await this.db.transaction(async (tx) => {
        const link = await findLink(tx, id, { lock: true });
        // Resumed, completed or cancelled since it was read: not this run's to close.
        if (!link?.expiresAt || !MOVES_FROM.expire.includes(link.status) || link.expiresAt > now) return false;
        const returned = await this.move(tx, link, 'expire', { by: 'time' });
        const refund = await this.refundOf(tx, link);
        const said = {
          title: link.postTitle || link.linkUrl,
          days: Math.round((link.expiresAt.getTime() - link.createdAt.getTime()) / (24 * 3600_000)),
        };
        await this.notifications.create(
          link.producerId,
          {
            title: text('alertPostExpiredTitle'),
            text: refund
              ? text('alertPostExpiredRefundText', {
                  ...said,
                  amount: amount(refund.amountCents),
                  to: refundedTo(refund),
                })
              : text('alertPostExpiredText', { ...said, amount: amount(returned) }),
          },
          tx,
        );
        return true;
      });
      if (done) expired++;
    }
    return expired;
  }

  /**
   * Gives back what a closed post holds beyond its waiting claims' share, in the caller's
   * transaction (which must hold the link's lock, or take it here); nothing for a post still open.
   */
  async returnUnspent(tx: Tx, linkId: number): Promise<number> {
    const link = await findLink(tx, linkId, { lock: true });
    if (!link || !isClosed(link.status)) return 0;
    const escrowAccount = { kind: 'producer_escrow', linkId } as const;
    const escrow = await this.ledger.balance(escrowAccount, tx);
    const kept = (await this.claims.countWaiting(linkId, tx)) * link.rewardCents;
    const back = escrow - kept;
    if (back <= 0) return 0;
    const key = `post-return:${linkId}:${link.returnedCents}`;
    const payment = await completedPaymentOf(tx, linkId);
    const route = link.returnTo === 'provider' ? routeOf(back, payment) : null;
    const held = route?.heldCents ?? 0;
    const legs: Leg[] = [{ account: escrowAccount, amountCents: -back }];
    if (held > 0) legs.push({ account: { kind: 'refund_hold', linkId }, amountCents: held });
    if (back - held > 0)
      legs.push({ account: { kind: 'consumer_available', userId: link.producerId }, amountCents: back - held });
    const booked = await this.ledger.transfer(
      {
        idempotencyKey: key,
        kind: 'post_return',
        memo: `unspent budget of ${link.status} link ${linkId} back to producer ${link.producerId}${route ? ` (${kes(held)} through ${route.provider})` : ''}`,
        legs,
      },
      tx,
    );
    // The hold and its row are one transaction: the \`post refunds\` job sends what it finds here.
    if (route && booked.created) {
      await insertPostRefund(tx, {
        linkId,
        userId: link.producerId,
        paymentId: route.payment.id,
        provider: route.provider,
        amountCents: held,
        providerAmountCents: route.providerCents,
        currency: route.payment.currency,
        phone: route.provider === 'mpesa' ? route.payment.phone : null,
        // Unique per return and the same on every retry: M-PESA refuses a repeated one, PayPal answers the first.
        requestId: returnRequestId(linkId, link.returnedCents),
      });
    }
    if (booked.created && payment) {
      await flagCardReturn(tx, this.notifications, {
        userId: link.producerId,
        linkId,
        paidWith: payment.provider,
        cents: back - held,
      });
    }
    await updateLink(tx, linkId, { returnedCents: link.returnedCents + back });
    return back;
  }

  /** The titles of posts, for the statement's lines of their returns. */
  async titlesOf(linkIds: readonly number[], executor: Executor = this.db): Promise<Map<number, string>> {
    if (linkIds.length === 0) return new Map();
    const rows = await executor
      .select({ id: links.id, title: sql<string>`coalesce(nullif(${links.postTitle}, ''), ${links.linkUrl})` })
      .from(links)
      .where(inArray(links.id, [...linkIds]));
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  /** Moves the locked link to its next state; a close gives back the unspent budget (what it returns). */
  private async move(tx: Tx, link: LinkRow, move: Move, actor: Actor): Promise<number> {
    if (!MOVES_FROM[move].includes(link.status))
      throw conflict(text(isClosed(link.status) ? 'postNotOpen' : REFUSAL[move]));
    const status = MOVED_TO[move];
    const closes = isClosed(status);
    await updateLink(tx, link.id, {
      status,
      pausedBy: status === 'paused' ? (actor.by === 'operator' ? 'operator' : 'producer') : null,
      ...(closes ? { closedAt: new Date() } : {}),
    });
    return closes ? this.returnUnspent(tx, link.id) : 0;
  }
}

/** What an operator's move changes, for the audit log. */
function lifeOf(link: LinkRow): Pick<OperatorPost, 'status' | 'paused_by' | 'returned'> {
  return { status: link.status, paused_by: link.pausedBy, returned: link.returnedCents / 100 };
}
