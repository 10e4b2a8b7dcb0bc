/**
 * The SQL for `link_likes` and `link_shares`, the reactions to a post (see posting/links-table.ts
 * for the convention). link-view.ts counts likes for the cards it reads; everything else goes
 * through these functions.
 *
 * Every function takes the executor first: the database, or the caller's transaction.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { linkLikes, linkShares } from '../../db/schema';

/** Likes the link, or takes the like back when there was one; answers whether it is liked now. */
export async function toggleLike(executor: Executor, linkId: number, userId: number): Promise<boolean> {
  const removed = await executor
    .delete(linkLikes)
    .where(and(eq(linkLikes.linkId, linkId), eq(linkLikes.userId, userId)))
    .returning({ linkId: linkLikes.linkId });
  if (removed.length > 0) return false;
  await executor.insert(linkLikes).values({ linkId, userId }).onConflictDoNothing();
  return true;
}

/** Records that the user shared the link; true only the first time (a share counts once per user). */
export async function recordShare(executor: Executor, linkId: number, userId: number): Promise<boolean> {
  const first = await executor.insert(linkShares).values({ linkId, userId }).onConflictDoNothing().returning();
  return first.length > 0;
}

export async function deleteLikesOf(executor: Executor, linkId: number): Promise<void> {
  await executor.delete(linkLikes).where(eq(linkLikes.linkId, linkId));
}

/** SQL: the ids of the links the user likes (the profile's liked posts). */
export function likedLinkIds(userId: number): SQL {
  return sql`SELECT ${linkLikes.linkId} FROM ${linkLikes} WHERE ${linkLikes.userId} = ${userId}`;
}
