/**
 * The console's review queue: claims no API could check, waiting for an operator (a producer
 * left them undecided past their time), and appeals of a refusal (an operator's decision on an
 * appeal is final). Each comes with what the operator needs to decide: the evidence as sent, the
 * claimant's record and open farm flags, and the producer's refusal when an appeal follows one.
 * Deciding goes through `ClaimReview.operatorDecide`, so an approval credits the consumer from the
 * post's escrow and tells them, exactly as any approval does; the audit line is written in the
 * same transaction.
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { links, payoutReviews, taskClaims, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { written } from '../../i18n/messages';
import type { ClaimReview } from '../tasks/claim-review';
import type { CursorPageOf } from '@engage/shared/contract/operator-access';
import type { ReviewClaim, ReviewDecisions } from '@engage/shared/contract/operator-console';
import { recordOperatorAction } from './audit-log';
import { toPage, type CsvColumn } from './operator-lists';

export interface QueueFilters {
  queue: 'waiting' | 'appeals';
  platform?: string;
  sort: 'oldest' | 'newest';
}

export async function reviewQueuePage(
  db: Db,
  filters: QueueFilters,
  page: { after?: (string | number)[]; limit: number },
): Promise<CursorPageOf<ReviewClaim>> {
  const where: SQL[] = [
    eq(taskClaims.status, 'review'),
    eq(taskClaims.reviewer, 'operator'),
    filters.queue === 'appeals' ? isNotNull(taskClaims.appealedAt) : isNull(taskClaims.appealedAt),
  ];
  if (filters.platform) where.push(eq(links.platform, filters.platform as (typeof links.platform.enumValues)[number]));
  const newest = filters.sort === 'newest';
  if (page.after)
    where.push(newest ? lt(taskClaims.id, page.after[0] as number) : gt(taskClaims.id, page.after[0] as number));
  const rows = await db
    .select({ claim: taskClaims, link: links, email: users.email, joinedAt: users.createdAt })
    .from(taskClaims)
    .innerJoin(links, eq(links.id, taskClaims.linkId))
    .innerJoin(users, eq(users.id, taskClaims.userId))
    .where(and(...where))
    .orderBy(newest ? desc(taskClaims.id) : asc(taskClaims.id))
    .limit(page.limit + 1);
  const userIds = [...new Set(rows.map((row) => row.claim.userId))];
  const records = userIds.length
    ? await db
        .select({ userId: taskClaims.userId, status: taskClaims.status, n: count() })
        .from(taskClaims)
        .where(and(inArray(taskClaims.userId, userIds), sql`${taskClaims.status} <> 'review'`))
        .groupBy(taskClaims.userId, taskClaims.status)
    : [];
  const flags = userIds.length
    ? await db
        .select({ userId: payoutReviews.userId, reason: payoutReviews.reason })
        .from(payoutReviews)
        .where(and(inArray(payoutReviews.userId, userIds), isNull(payoutReviews.clearedAt)))
    : [];
  const record = (userId: number, status: 'credited' | 'refused') =>
    records.find((row) => row.userId === userId && row.status === status)?.n ?? 0;
  return toPage(
    rows,
    page.limit,
    ({ claim, link, email, joinedAt }) => ({
      claim_id: claim.id,
      user_id: claim.userId,
      user_email: email,
      link_id: link.id,
      link_url: link.linkUrl,
      platform: link.platform,
      action_type: claim.actionType,
      evidence: parseEvidence(claim.payload),
      via_bot: claim.viaBot,
      waiting_because: written(claim.reason, 'en'),
      claimed_at: claim.createdAt.toISOString(),
      appeal_note: claim.appealNote,
      appealed_at: claim.appealedAt?.toISOString() ?? null,
      producer_decision: claim.appealedAt && claim.decidedBy === 'producer' ? written(claim.reason, 'en') : null,
      history: {
        credited: record(claim.userId, 'credited'),
        refused: record(claim.userId, 'refused'),
        joined_at: joinedAt.toISOString(),
      },
      flags: flags.filter((flag) => flag.userId === claim.userId).map((flag) => flag.reason),
    }),
    ({ claim }) => [claim.id],
  );
}

function parseEvidence(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

/** Each claim decided on its own: one that cannot be decided leaves the others as decided. */
export async function decideClaims(
  claimReview: ClaimReview,
  operatorId: number,
  body: { claim_ids: number[]; decision: 'approve' | 'refuse'; reason: string },
): Promise<ReviewDecisions> {
  const results: ReviewDecisions['results'] = [];
  for (const claimId of body.claim_ids) {
    try {
      const message = await claimReview.operatorDecide(claimId, body.decision, body.reason, (tx, before) =>
        recordOperatorAction(tx, {
          operatorId,
          action: body.decision === 'approve' ? 'approve_claim' : 'refuse_claim',
          subjectType: 'claim',
          subjectId: String(claimId),
          accountId: before.userId,
          before: { status: before.status, reviewer: before.reviewer, appealed_at: before.appealedAt },
          after: { status: body.decision === 'approve' ? 'credited' : 'refused', decided_by: 'operator' },
          reason: body.reason,
        }),
      );
      results.push({ claim_id: claimId, outcome: body.decision === 'approve' ? 'approved' : 'refused', message });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push({ claim_id: claimId, outcome: 'not_decided', message: error.detail });
    }
  }
  return { results };
}

export const REVIEW_COLUMNS: readonly CsvColumn<ReviewClaim>[] = [
  { header: 'claim', value: (claim) => claim.claim_id },
  { header: 'claimed_at', value: (claim) => claim.claimed_at },
  { header: 'user', value: (claim) => claim.user_email },
  { header: 'platform', value: (claim) => claim.platform },
  { header: 'action', value: (claim) => claim.action_type },
  { header: 'link', value: (claim) => claim.link_url },
  { header: 'waiting_because', value: (claim) => claim.waiting_because },
  { header: 'appeal_note', value: (claim) => claim.appeal_note },
  { header: 'credited', value: (claim) => claim.history.credited },
  { header: 'refused', value: (claim) => claim.history.refused },
  { header: 'flags', value: (claim) => claim.flags.join(' ') },
];
