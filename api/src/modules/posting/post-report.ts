/**
 * What a producer's money bought: a paid post's report. Its verified engagements per Nairobi day
 * (went live to now, or to when it closed; the last REPORT_DAYS_MAX days of a longer life), who
 * acted — their engage username, or nobody's name when their profile is private — the credits a
 * retention check took back (drops; refilled when the post still lived, so the slot went back to
 * it), and where the money went: paid, earned by consumers, the platform's fee (what the payment
 * did not put into the escrow or a referral reward, as payment-funding.ts split it), returned and
 * still held.
 *
 * Every table is read through its owning module: the link here, task actions through
 * task-actions-table.ts, names through users-table.ts, the payment through payments-table.ts
 * and money through the ledger.
 */
import {
  REPORT_CONSUMERS_MAX,
  REPORT_DAYS_MAX,
  type PostReport,
  type ReportDay,
} from '@engage/shared/contract/post-report';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import { publicNamesOf } from '../accounts/users-table';
import { completedPaymentOf } from '../checkout/payments-table';
import { refundedTo, refundsOfLink } from '../checkout/post-refunds-table';
import type { LedgerService } from '../ledger/ledger.service';
import { creditedUsersOf, creditsOfLink, creditsPerDay } from '../tasks/task-actions-table';
import { findLink, type LinkRow } from './links-table';
import { addDays, daysBetween, NAIROBI_ZONE, nairobiDay } from '../../i18n/nairobi-days';

/**
 * When the report's days end: when the post closed, or reached its target (a completed post is
 * live again if a credit is taken back, and its completedAt cleared), else now.
 */
function lastMoment(link: LinkRow, now: Date): Date {
  if (link.closedAt) return link.closedAt;
  if (link.status === 'completed' && link.completedAt) return link.completedAt;
  return now;
}

export class PostReports {
  constructor(
    private readonly db: Db,
    private readonly ledger: Pick<LedgerService, 'balance' | 'transferLegs'>,
  ) {}

  /** The report of the producer's own post; another's, or a draft, is answered as unknown. */
  async report(userId: number, linkId: number, now = new Date()): Promise<PostReport> {
    const link = await findLink(this.db, linkId);
    if (!link || link.producerId !== userId || link.status === 'draft') throw notFound(text('postNotFound'));
    const live = link.status !== 'pending_payment';

    const credits = await creditsOfLink(this.db, linkId, link.closedAt);
    const days = live ? await this.days(link, now) : [];
    const actors = await creditedUsersOf(this.db, linkId, REPORT_CONSUMERS_MAX);
    const names = await publicNamesOf(
      this.db,
      actors.map((actor) => actor.userId),
    );

    const payment = await completedPaymentOf(this.db, linkId);
    const paidCents = payment?.amountCents ?? 0;
    let feesCents = 0;
    if (payment?.transferId) {
      const legs = await this.ledger.transferLegs(payment.transferId);
      const into = (kind: string) =>
        legs.filter((leg) => leg.kind === kind).reduce((sum, leg) => sum + leg.amountCents, 0);
      feesCents = paidCents - into('producer_escrow') - into('referral_pending');
    }
    const heldCents = await this.ledger.balance({ kind: 'producer_escrow', linkId });

    return {
      link_id: link.id,
      title: link.postTitle,
      link_url: link.linkUrl,
      platform: link.platform,
      action_type: link.actionType,
      status: link.status,
      targets_needed: link.targetsNeeded,
      targets_reached: link.targetsReached,
      went_live: live ? link.createdAt.toISOString() : null,
      closed_at: link.closedAt?.toISOString() ?? null,
      days,
      engagements: credits.kept,
      consumers: actors.map((actor) => ({
        username: names.get(actor.userId) ?? null,
        acted_at: actor.createdAt.toISOString(),
      })),
      consumers_total: credits.kept,
      drops: { found: credits.voided, refilled: credits.refilled },
      money: {
        paid: paidCents / 100,
        earned: credits.keptCents / 100,
        fees: feesCents / 100,
        returned: link.returnedCents / 100,
        held: heldCents / 100,
        refunds: (await refundsOfLink(this.db, link.id)).map((row) => ({
          amount: row.amountCents / 100,
          to: refundedTo(row),
          state: row.status === 'refunded' ? 'refunded' : row.status === 'to_balance' ? 'to_balance' : 'on_its_way',
          reference: row.status === 'refunded' ? (row.receipt ?? row.requestId) : null,
        })),
      },
      payment_id: payment?.id ?? null,
      has_return: link.returnedCents > 0,
    };
  }

  /** Kept credits per Nairobi day, every day of the post's life shown (the last REPORT_DAYS_MAX). */
  private async days(link: LinkRow, now: Date): Promise<ReportDay[]> {
    const end = lastMoment(link, now);
    const lastDay = nairobiDay(end);
    const earliest = addDays(lastDay, -(REPORT_DAYS_MAX - 1));
    const wentLiveDay = nairobiDay(link.createdAt);
    const firstDay = wentLiveDay > earliest ? wentLiveDay : earliest;
    // Nairobi keeps UTC+3 all year (no daylight saving): its midnight is a fixed instant.
    const since = new Date(`${firstDay}T00:00:00+03:00`);
    const counts = await creditsPerDay(this.db, link.id, since, NAIROBI_ZONE);
    return daysBetween(firstDay, lastDay).map((day) => ({ day, count: counts.get(day) ?? 0 }));
  }
}
