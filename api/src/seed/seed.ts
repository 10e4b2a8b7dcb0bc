/**
 * Demo data so that a first start shows a living app: four producers, 57 funded
 * tasks over every platform and action type (some YouTube Shorts and Instagram/Facebook reels),
 * and a demo consumer with a verified email and YouTube and Twitter linked, with a past
 * (demo-history.ts: earnings, referrals, a producer's drafts). Given the API's
 * address, the YouTube Views tasks and the Views reels play the sandbox video this API serves, so
 * a newcomer (and the browser tests) can watch one and be credited on a machine that cannot
 * reach YouTube:
 *
 *   demo@engage.test / demo-password-1
 *   amani@engage.test / demo-password-1   (a second consumer with earnings, who reads Kiswahili)
 *
 * Idempotent: does nothing when the demo consumer exists.
 */
import { eq } from 'drizzle-orm';
import type { ActionType, Platform } from '@engage/shared/contract/common';
import type { Database } from '../db/database';
import { links, socialConnections, users } from '../db/schema';
import { hashPassword } from '../modules/accounts/passwords';
import { randomToken } from '../modules/accounts/tokens';
import type { Services } from '../services';
import { latestConsents } from '../modules/consents/consents-table';
import { sandboxVideoUrl } from '../modules/sandbox/sandbox-media.routes';
import { earnings, seedDemoHistory } from './demo-history';

export const DEMO_EMAIL = 'demo@engage.test';
export const DEMO_PASSWORD = 'demo-password-1';
/**
 * A second demo consumer with withdrawable earnings, who reads engage in Kiswahili: the
 * Kiswahili journey withdraws theirs, so the demo consumer's stay for the wallet's journey.
 */
export const SWAHILI_DEMO_EMAIL = 'amani@engage.test';

/**
 * The demo's operators, an admin and a finance operator (two, so that an adjustment's second pair
 * of eyes can be tried): made as `operator:create` makes them, their one-time enrolment links
 * printed when the demo data is created.
 */
export const DEMO_OPERATORS = [
  { email: 'ops@engage.test', role: 'admin' },
  { email: 'finance@engage.test', role: 'finance' },
] as const;

const PRODUCERS = [
  { username: 'nairobi_beats', email: 'beats@engage.test', location: 'Nairobi' },
  { username: 'mama_mboga_tv', email: 'mboga@engage.test', location: 'Kiambu' },
  { username: 'kenya_tech_hub', email: 'tech@engage.test', location: 'Mombasa' },
  { username: 'safari_reels', email: 'safari@engage.test', location: 'Nakuru' },
];

const TOPICS = [
  ['Gengetone hits of the week', 'music,gengetone,nairobi'],
  ['Cooking sukuma wiki the easy way', 'food,recipes,kenya'],
  ['M-PESA tips every student should know', 'technology,mobile money,tips'],
  ['Maasai Mara migration highlights', 'travel,wildlife,safari'],
  ['Harambee Stars match reactions', 'football,sports,kenya'],
  ['Comedy skit: matatu life', 'comedy,skits,nairobi'],
  ['Budget phone review 2026', 'technology,gadgets,review'],
] as const;

interface TaskPlan {
  platform: Platform;
  actionType: ActionType;
  shorts?: boolean;
}

const PLAN: TaskPlan[] = [
  ...(['Subscribers', 'Likes', 'Comments', 'Views'] as const).flatMap((actionType) => [
    { platform: 'youtube' as const, actionType },
    { platform: 'youtube' as const, actionType },
    { platform: 'youtube' as const, actionType },
  ]),
  { platform: 'youtube', actionType: 'Views', shorts: true },
  { platform: 'youtube', actionType: 'Likes', shorts: true },
  { platform: 'youtube', actionType: 'Views', shorts: true },
  ...(['Followers', 'Likes', 'Retweets', 'Bookmark', 'Comments'] as const).flatMap((actionType) => [
    { platform: 'twitter' as const, actionType },
    { platform: 'twitter' as const, actionType },
  ]),
  ...(['Followers', 'Likes', 'Views', 'Comments'] as const).flatMap((actionType) => [
    { platform: 'instagram' as const, actionType },
    { platform: 'instagram' as const, actionType },
  ]),
  { platform: 'instagram', actionType: 'Views', shorts: true },
  { platform: 'instagram', actionType: 'Likes', shorts: true },
  ...(['Followers', 'Likes', 'Views', 'Comments'] as const).flatMap((actionType) => [
    { platform: 'facebook' as const, actionType },
    { platform: 'facebook' as const, actionType },
  ]),
  { platform: 'facebook', actionType: 'Views', shorts: true },
  { platform: 'tiktok', actionType: 'Views', shorts: true },
  { platform: 'tiktok', actionType: 'Likes', shorts: true },
  { platform: 'tiktok', actionType: 'Followers' },
  { platform: 'tiktok', actionType: 'View', shorts: true },
  { platform: 'youtube', actionType: 'View' },
  { platform: 'youtube', actionType: 'Likes', shorts: true },
  { platform: 'youtube', actionType: 'Subscribers' },
  { platform: 'twitter', actionType: 'Retweets' },
  { platform: 'instagram', actionType: 'Comments' },
  { platform: 'instagram', actionType: 'Followers' },
  { platform: 'facebook', actionType: 'Likes' },
  { platform: 'facebook', actionType: 'Comments' },
  { platform: 'tiktok', actionType: 'Likes', shorts: true },
];

/** An 11-character YouTube-style id, different per task. */
const videoId = (i: number) => `eNgAgE${String(i).padStart(5, '0')}`.slice(0, 11);

const isViews = (plan: TaskPlan) => plan.actionType === 'Views' || plan.actionType === 'View';

/**
 * Which demo reels play the sandbox video: every Views reel (its watch credit can then be tried
 * offline), and every Instagram and TikTok reel, whose provider frame cannot tell the page it
 * failed and shows a grey box without a network. YouTube Shorts of other action types keep
 * their link, for variety: the player says when YouTube cannot be reached. The Facebook reel
 * keeps its link too: it is the demo's 'Unsupported video format' (spec 001 §5).
 */
function reelPlaysSandbox(plan: TaskPlan): boolean {
  if (!plan.shorts || plan.platform === 'facebook') return false;
  return isViews(plan) || plan.platform === 'instagram' || plan.platform === 'tiktok';
}

function linkUrl(plan: TaskPlan, i: number, producer: string, apiBase: string | undefined): string {
  const id = videoId(i);
  if (apiBase && reelPlaysSandbox(plan)) return sandboxVideoUrl(apiBase, i);
  switch (plan.platform) {
    case 'youtube':
      if (plan.shorts) return `https://www.youtube.com/shorts/${id}`;
      if (apiBase && isViews(plan)) return sandboxVideoUrl(apiBase, i);
      return plan.actionType === 'Subscribers'
        ? `https://www.youtube.com/@${producer}`
        : `https://www.youtube.com/watch?v=${id}`;
    case 'twitter':
      return plan.actionType === 'Followers'
        ? `https://x.com/${producer}`
        : `https://x.com/${producer}/status/18${String(i).padStart(8, '0')}`;
    case 'instagram':
      if (plan.actionType === 'Followers') return `https://www.instagram.com/${producer}/`;
      return plan.shorts ? `https://www.instagram.com/reels/C${id}/` : `https://www.instagram.com/p/C${id}/`;
    case 'facebook':
      if (plan.actionType === 'Followers') return `https://www.facebook.com/${producer}`;
      return plan.shorts
        ? `https://www.facebook.com/reels/${1000 + i}/`
        : `https://www.facebook.com/${producer}/posts/${1000 + i}`;
    case 'tiktok':
      return plan.actionType === 'Followers'
        ? `https://www.tiktok.com/@${producer}`
        : `https://www.tiktok.com/@${producer}/video/73${String(i).padStart(10, '0')}`;
  }
}

export interface SeedOptions {
  /** This API's public address: YouTube Views tasks and the Views reels then play its sandbox video. */
  apiBase?: string;
}

export async function seedDemo(
  database: Database,
  services: Services,
  options: SeedOptions = {},
): Promise<{ created: boolean; tasks: number; operatorLinks: string[] }> {
  const db = database.db;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (existing) return { created: false, tasks: 0, operatorLinks: [] };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const producerIds: number[] = [];
  for (const producer of PRODUCERS) {
    const [row] = await db
      .insert(users)
      .values({
        email: producer.email,
        passwordHash,
        userType: 'producer',
        username: producer.username,
        emailVerified: true,
        // Demo people have used the app before: the first run is not theirs to see.
        onboardedAt: new Date(),
        referralCode: randomToken(6),
        location: `${producer.location}, Kenya`,
        bio: `Creator from ${producer.location}.`,
      })
      .returning({ id: users.id });
    if (row) producerIds.push(row.id);
  }

  let count = 0;
  for (const [i, plan] of PLAN.entries()) {
    const producerIndex = i % PRODUCERS.length;
    const producer = PRODUCERS[producerIndex];
    const producerId = producerIds[producerIndex];
    const topic = TOPICS[i % TOPICS.length];
    if (!producer || producerId === undefined || !topic) continue;
    const targetsNeeded = 50 + (i % 5) * 25;
    const rewardCents =
      plan.actionType === 'Subscribers' || plan.actionType === 'Followers'
        ? 1000
        : plan.actionType === 'Comments'
          ? 800
          : 500;
    const url = linkUrl(plan, i, producer.username, options.apiBase);
    const [link] = await db
      .insert(links)
      .values({
        producerId,
        linkUrl: url,
        platform: plan.platform,
        actionType: plan.actionType,
        isShorts: plan.shorts ?? false,
        postTitle: topic[0],
        postDescrption: `${topic[0]} — ${plan.actionType.toLowerCase()} wanted from fans across Kenya. Support ${producer.username} and earn while you do.`,
        postTags: topic[1],
        postThumbnail: url.startsWith('https://www.youtube.com/')
          ? `https://i.ytimg.com/vi/${videoId(i)}/hqdefault.jpg`
          : '',
        targetsLocation: i % 3 === 0 ? 'Nairobi' : 'Anywhere',
        producerLocation: producer.location,
        anonymous: i % 11 === 10,
        targetsNeeded,
        rewardCents,
        producerAmountCents: targetsNeeded * rewardCents * 2,
        // Spread over the last two days so "latest" and paging have something to show.
        createdAt: new Date(Date.now() - (PLAN.length - i) * 47 * 60_000),
        // Live for the default POST_EXPIRY_DAYS (30) from then.
        expiresAt: new Date(Date.now() - (PLAN.length - i) * 47 * 60_000 + 30 * 24 * 3600_000),
      })
      .returning({ id: links.id });
    if (!link) continue;
    // The producer paid twice the consumers' share: half funds the escrow, half is the fee.
    await services.ledger.transfer({
      idempotencyKey: `seed-deposit:${link.id}`,
      kind: 'deposit',
      memo: 'demo seed',
      legs: [
        { account: { kind: 'external_mpesa' }, amountCents: -(targetsNeeded * rewardCents * 2) },
        { account: { kind: 'producer_escrow', linkId: link.id }, amountCents: targetsNeeded * rewardCents },
        { account: { kind: 'platform_fees' }, amountCents: targetsNeeded * rewardCents },
      ],
    });
    count++;
  }

  const [demo] = await db
    .insert(users)
    .values({
      email: DEMO_EMAIL,
      passwordHash,
      userType: 'consumer',
      username: 'demo_consumer',
      emailVerified: true,
      onboardedAt: new Date(),
      referralCode: 'DEMO2026',
      interests: ['Football', 'Music'],
    })
    .returning({ id: users.id });
  if (demo) {
    await db.insert(socialConnections).values([
      { userId: demo.id, platform: 'youtube', externalId: 'demo-youtube' },
      { userId: demo.id, platform: 'twitter', externalId: 'demo-twitter' },
    ]);
    await services.notifications.create(demo.id, {
      title: 'Welcome to engage',
      text: 'Pick a task in the feed, do it, and watch your pending balance grow. Link Instagram to unlock more tasks.',
    });
    await seedDemoHistory(database, services, { demoId: demo.id, producerIds, passwordHash });
  }
  const [amani] = await db
    .insert(users)
    .values({
      email: SWAHILI_DEMO_EMAIL,
      passwordHash,
      userType: 'consumer',
      username: 'amani_wa_mombasa',
      emailVerified: true,
      onboardedAt: new Date(),
      referralCode: 'AMANI2026',
      interests: ['Music'],
    })
    .returning({ id: users.id });
  if (amani) {
    await db.insert(socialConnections).values({ userId: amani.id, platform: 'youtube', externalId: 'amani-youtube' });
    await earnings(database, services, amani.id, producerIds);
  }
  // Demo people accepted the terms and policy in force when they were made, so the demo sign-in
  // is not stopped by the consent page (a newer TERMS_VERSION or PRIVACY_VERSION still asks).
  for (const person of await db.select({ id: users.id }).from(users)) {
    if (!(await latestConsents(db, person.id)).terms)
      await services.consents.recordSignUp(db, person.id, 'seed', false);
  }
  const operatorLinks: string[] = [];
  for (const operator of DEMO_OPERATORS) {
    const { link } = await services.operatorAccess.create(operator.email, operator.role);
    operatorLinks.push(`${operator.email} (${operator.role}): ${link}`);
  }
  return { created: true, tasks: count, operatorLinks };
}
