/**
 * The link history: every YouTube channel and X account ever linked to engage, and the engage
 * account that linked it first. A reward belongs to the social account that earned it, so the
 * history must outlive unlinking and account deletion; it keeps only a keyed hash of the
 * platform's account id (HMAC-SHA256 with LINK_HISTORY_KEY), enough to recognise the account
 * again and useless to anyone reading the table without the key. SQL for
 * `platform_account_links` lives here.
 */
import { createHmac } from 'node:crypto';
import type { Executor } from '../../db/database';
import { platformAccountLinks } from '../../db/schema';

export class LinkHistory {
  constructor(private readonly key: string) {}

  /** The keyed hash of a platform's account id; the platform is bound in, so ids never collide across platforms. */
  accountHash(platform: string, accountId: string): string {
    return createHmac('sha256', this.key).update(`${platform}\n${accountId}`).digest('base64url');
  }

  /**
   * Records that `userId` linked the account (the first engage account to link it stays first).
   * Called on every link, and again before a reward, so links made before the history existed
   * join it on first use.
   */
  async record(executor: Executor, userId: number, platform: string, accountId: string): Promise<string> {
    const accountHash = this.accountHash(platform, accountId);
    await executor
      .insert(platformAccountLinks)
      .values({ platform, accountHash, firstUserId: userId })
      .onConflictDoNothing();
    return accountHash;
  }
}
