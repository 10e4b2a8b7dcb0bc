/** Rows the tests need as a starting point, written straight to the database. */
import { randomBytes } from 'node:crypto';
import type { Executor } from '../src/db/database';
import { links, users, type ActionType, type Platform } from '../src/db/schema';

export async function insertUser(
  db: Executor,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  const tag = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({ email: `user-${tag}@engage.test`, username: `user_${tag}`, referralCode: `R${tag}`, ...values })
    .returning();
  if (!user) throw new Error('insertUser failed');
  return user;
}

export async function insertLink(
  db: Executor,
  producerId: number,
  values: Partial<typeof links.$inferInsert> & { platform?: Platform; actionType?: ActionType } = {},
): Promise<typeof links.$inferSelect> {
  const [link] = await db
    .insert(links)
    .values({
      producerId,
      linkUrl: `https://www.youtube.com/watch?v=${randomBytes(4).toString('hex')}abc`,
      platform: 'youtube',
      actionType: 'Likes',
      targetsNeeded: 10,
      rewardCents: 500,
      ...values,
    })
    .returning();
  if (!link) throw new Error('insertLink failed');
  return link;
}
