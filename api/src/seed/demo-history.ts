/**
 * The demo's past, so every area has something to show on a first start: the demo consumer's
 * earnings over the last four weeks (most of them released and withdrawable, the newest still
 * pending), three people they referred (one reward withdrawable, one pending, one who has not
 * paid yet), and a producer's drafts and unpaid post.
 *
 * Money moves only through the services the app itself uses (ledger transfers, the M-PESA
 * checkout, the referral release), so the books balance and the statement reads like a real one.
 * Only the dates are moved into the past afterwards.
 */
import { eq, inArray } from 'drizzle-orm';
import type { ActionType, Platform } from '@engage/shared/contract/common';
import type { PostSaveBody } from '@engage/shared/contract/posting';
import type { Database } from '../db/database';
import { ledgerEntries, ledgerTransfers, links, payments, taskActions, users } from '../db/schema';
import { randomToken } from '../modules/accounts/tokens';
import { kes } from '../modules/ledger/money-text';
import type { Services } from '../services';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** Campaigns the demo consumer took part in, now finished: a reward each, oldest first. */
const PAST_TASKS: { platform: Platform; actionType: ActionType; rewardCents: number; title: string }[] = [
  { platform: 'youtube', actionType: 'Subscribers', rewardCents: 8000, title: 'Nyama choma Fridays' },
  { platform: 'twitter', actionType: 'Retweets', rewardCents: 3000, title: 'Nairobi traffic updates' },
  { platform: 'youtube', actionType: 'Comments', rewardCents: 5000, title: 'Kenyan startup stories' },
  { platform: 'instagram', actionType: 'Likes', rewardCents: 3000, title: 'Diani beach sunsets' },
  { platform: 'youtube', actionType: 'Views', rewardCents: 4000, title: 'Rugby sevens highlights' },
  { platform: 'twitter', actionType: 'Followers', rewardCents: 8000, title: 'Daily Swahili words' },
  { platform: 'facebook', actionType: 'Likes', rewardCents: 3000, title: 'Mama Oliech recipes' },
  { platform: 'youtube', actionType: 'Likes', rewardCents: 4000, title: 'Benga guitar lessons' },
];
/** How many past tasks the demo did (the list above, round and round), one every ~26 hours. */
const PAST_TASK_COUNT = 26;
/** The newest tasks, still inside the pending hold. */
const PENDING_TASK_COUNT = 2;

const REFERRED = [
  { username: 'kilimani_creator', userType: 'producer' as const, paysDaysAgo: 6 },
  { username: 'eastlands_vibes', userType: 'producer' as const, paysDaysAgo: 0 },
  { username: 'thika_road_fan', userType: 'consumer' as const, paysDaysAgo: null },
];

function post(url: string, title: string, amountKes: number, isDraft: boolean): PostSaveBody {
  return {
    link_url: url,
    platform: url.includes('youtube') ? 'youtube' : 'twitter',
    is_draft: isDraft,
    action_type: url.includes('youtube') ? 'Likes' : 'Retweets',
    producer_amount: amountKes,
    targets_needed: Math.floor(amountKes / 10),
    post_title: title,
    post_descrption: `${title}: help us reach more people across Kenya.`,
    targets_location: 'Anywhere',
    producer_location: 'Nairobi',
    post_tags: 'kenya,music',
    anonymous: false,
    post_thumbnail: null,
  };
}

/** Moves a set of ledger transfers (and their entries) to `at`. */
async function backdate(database: Database, transferIds: number[], at: Date): Promise<void> {
  if (transferIds.length === 0) return;
  await database.db.update(ledgerTransfers).set({ createdAt: at }).where(inArray(ledgerTransfers.id, transferIds));
  await database.db.update(ledgerEntries).set({ createdAt: at }).where(inArray(ledgerEntries.transferId, transferIds));
}

async function transferIdOf(database: Database, idempotencyKey: string): Promise<number[]> {
  const rows = await database.db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  return rows.map((row) => row.id);
}

/** A demo consumer's task rewards: each paid into pending, then released after the hold. */
export async function earnings(
  database: Database,
  services: Services,
  demoId: number,
  producerIds: number[],
): Promise<number> {
  const now = Date.now();
  let releasedCents = 0;
  const total = PAST_TASK_COUNT + PENDING_TASK_COUNT;
  for (let i = 0; i < total; i++) {
    const plan = PAST_TASKS[i % PAST_TASKS.length];
    const producerId = producerIds[i % producerIds.length];
    if (!plan || producerId === undefined) continue;
    const pending = i >= PAST_TASK_COUNT;
    const doneAt = pending
      ? new Date(now - (total - i) * 3 * HOUR_MS)
      : new Date(now - (PAST_TASK_COUNT - i) * 26 * HOUR_MS - 2 * DAY_MS);
    const [link] = await database.db
      .insert(links)
      .values({
        producerId,
        linkUrl: `https://x.com/engage_demo/status/19${String(i).padStart(8, '0')}`,
        platform: plan.platform,
        actionType: plan.actionType,
        postTitle: plan.title,
        targetsNeeded: 1,
        targetsReached: 1,
        rewardCents: plan.rewardCents,
        producerAmountCents: plan.rewardCents * 2,
        status: 'completed',
        createdAt: new Date(doneAt.getTime() - DAY_MS),
        completedAt: doneAt,
      })
      .returning({ id: links.id });
    if (!link) continue;
    const deposit = await services.ledger.transfer({
      idempotencyKey: `seed-history-deposit:${link.id}`,
      kind: 'deposit',
      memo: 'demo seed',
      legs: [
        { account: { kind: 'external_mpesa' }, amountCents: -plan.rewardCents * 2 },
        { account: { kind: 'producer_escrow', linkId: link.id }, amountCents: plan.rewardCents },
        { account: { kind: 'platform_fees' }, amountCents: plan.rewardCents },
      ],
    });
    const reward = await services.ledger.transfer({
      idempotencyKey: `seed-history-reward:${link.id}`,
      kind: 'task_reward',
      memo: `${plan.actionType} on link ${link.id}`,
      legs: [
        { account: { kind: 'producer_escrow', linkId: link.id }, amountCents: -plan.rewardCents },
        { account: { kind: 'consumer_pending', userId: demoId }, amountCents: plan.rewardCents },
      ],
    });
    await database.db.insert(taskActions).values({
      userId: demoId,
      linkId: link.id,
      actionType: plan.actionType,
      endpoint: 'demo-seed',
      rewardCents: plan.rewardCents,
      transferId: reward.transferId,
      createdAt: doneAt,
    });
    await backdate(database, [deposit.transferId, reward.transferId], doneAt);
    if (pending) continue;
    releasedCents += plan.rewardCents;
    // The app's own release, as its job would have run it a hold after the task.
    const releasedAt = new Date(doneAt.getTime() + DAY_MS);
    await services.tasks.releaseMatured(releasedAt);
    const [action] = await database.db
      .select({ id: taskActions.id })
      .from(taskActions)
      .where(eq(taskActions.transferId, reward.transferId));
    if (action) await backdate(database, await transferIdOf(database, `release:${action.id}`), releasedAt);
  }
  return releasedCents;
}

/**
 * A referred person's first task, done and credited (as `earnings` books the demo's): a referral
 * reward is released only once the referred user has done one (referrals.service.ts).
 */
async function firstTask(
  database: Database,
  services: Services,
  task: { userId: number; producerId: number; index: number },
): Promise<void> {
  const { userId, producerId, index } = task;
  const rewardCents = 3000;
  const [link] = await database.db
    .insert(links)
    .values({
      producerId,
      linkUrl: `https://x.com/engage_demo/status/18${String(index).padStart(8, '0')}`,
      platform: 'twitter',
      actionType: 'Likes',
      postTitle: 'Matatu art of Nairobi',
      targetsNeeded: 1,
      targetsReached: 1,
      rewardCents,
      producerAmountCents: rewardCents * 2,
      status: 'completed',
      completedAt: new Date(),
    })
    .returning({ id: links.id });
  if (!link) return;
  await services.ledger.transfer({
    idempotencyKey: `seed-referred-deposit:${link.id}`,
    kind: 'deposit',
    memo: 'demo seed',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -rewardCents * 2 },
      { account: { kind: 'producer_escrow', linkId: link.id }, amountCents: rewardCents },
      { account: { kind: 'platform_fees' }, amountCents: rewardCents },
    ],
  });
  const reward = await services.ledger.transfer({
    idempotencyKey: `seed-referred-reward:${link.id}`,
    kind: 'task_reward',
    memo: `Likes on link ${link.id}`,
    legs: [
      { account: { kind: 'producer_escrow', linkId: link.id }, amountCents: -rewardCents },
      { account: { kind: 'consumer_pending', userId }, amountCents: rewardCents },
    ],
  });
  await database.db.insert(taskActions).values({
    userId,
    linkId: link.id,
    actionType: 'Likes',
    endpoint: 'demo-seed',
    rewardCents,
    transferId: reward.transferId,
  });
}

/** People who signed up with the demo's referral code; producers among them paid for a post. */
async function referrals(
  database: Database,
  services: Services,
  ids: { demoId: number; producerId: number; passwordHash: string },
) {
  const { demoId, passwordHash } = ids;
  for (const [index, person] of REFERRED.entries()) {
    const [user] = await database.db
      .insert(users)
      .values({
        email: `${person.username.replace(/_/g, '.')}@engage.test`,
        passwordHash,
        userType: person.userType,
        username: person.username,
        emailVerified: true,
        onboardedAt: new Date(),
        referralCode: randomToken(6),
        referredBy: demoId,
        createdAt: new Date(Date.now() - (10 - index * 3) * DAY_MS),
      })
      .returning({ id: users.id });
    if (!user || person.paysDaysAgo === null) continue;
    const { linkId } = await services.posting.save(
      user.id,
      post(`https://www.youtube.com/watch?v=eNgAgEref0${index}`, `${person.username} new single`, 4000, false),
    );
    await services.checkout.startMpesa(user.id, linkId, '254711000000');
    const [payment] = await database.db.select().from(payments).where(eq(payments.linkId, linkId));
    if (!payment) continue;
    await services.checkout.handleStkResult({
      checkoutRequestId: payment.providerRef,
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amountCents: payment.amountCents,
      receipt: `SEED${index}`,
    });
    // A payment days ago by someone who has since done a task: its reward is withdrawable.
    if (person.paysDaysAgo > 0) {
      await firstTask(database, services, { userId: user.id, producerId: ids.producerId, index });
      await services.referrals.releaseMatured(new Date(Date.now() + 365 * DAY_MS), demoId);
    }
  }
}

/** A producer's work in progress: two drafts and a post waiting for payment. */
async function drafts(services: Services, producerId: number) {
  await services.posting.save(
    producerId,
    post('https://x.com/nairobi_beats/status/1900000001', 'Album launch teaser', 2000, true),
  );
  await services.posting.save(
    producerId,
    post('https://www.youtube.com/watch?v=eNgAgEdraft', 'Studio session vlog', 1500, true),
  );
  await services.posting.save(
    producerId,
    post('https://x.com/nairobi_beats/status/1900000002', 'Concert tickets giveaway', 3000, false),
  );
}

export async function seedDemoHistory(
  database: Database,
  services: Services,
  ids: { demoId: number; producerIds: number[]; passwordHash: string },
): Promise<void> {
  const available = await earnings(database, services, ids.demoId, ids.producerIds);
  const [firstProducer] = ids.producerIds;
  await referrals(database, services, { ...ids, producerId: firstProducer ?? ids.demoId });
  if (firstProducer !== undefined) await drafts(services, firstProducer);
  await services.notifications.create(ids.demoId, {
    title: 'Your earnings are growing',
    text: `${kes(available)} is ready to withdraw to M-PESA. Set up M-PESA in your wallet to get paid.`,
  });
}
