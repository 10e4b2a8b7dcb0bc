/**
 * The providers' tokens of linked YouTube and X accounts (`linked_account_tokens`; all of its
 * SQL is here). Tokens are encrypted at rest (token-cipher.ts). The verifier asks
 * {@link LinkedAccountsService.accessToken} for a working access token: an expired one is
 * refreshed first, one refresh at a time per link — within this process by sharing the
 * refresh in flight, across API instances by a lease on the row — because X rotates refresh
 * tokens and a second, racing refresh would spend a token the first had just replaced. When the
 * provider refuses the refresh (`invalid_grant`: access withdrawn, token revoked) the link is
 * marked broken and the user is asked to link again; it stays listed until they do.
 */
import type { LinkedAccess } from '../tasks/linked-tokens';
import { and, eq, getTableColumns, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { linkedAccountTokens } from '../../db/schema';
import { ProviderError } from '../../providers/provider-error';
import type { LinkingProviders, OAuthPlatform, ProviderTokens } from './linking-provider';
import type { TokenCipher } from './token-cipher';

/** A link's tokens as they were removed, in clear, for revoking at the provider. */
export interface RemovedLink {
  platform: OAuthPlatform;
  accessToken: string;
  refreshToken: string | null;
}

/** An access token this close to its end is refreshed first, so a call does not fail on the way. */
const EXPIRY_MARGIN_MS = 60_000;
/** How long one instance may hold a link's refresh before another may take it over. */
const LEASE_MS = 30_000;
const POLL_MS = 100;

type Row = typeof linkedAccountTokens.$inferSelect;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class LinkedAccountsService {
  private readonly refreshing = new Map<string, Promise<LinkedAccess>>();

  constructor(
    private readonly db: Db,
    /** Null when linking is not `oauth`: no token is ever stored then. */
    private readonly cipher: TokenCipher | null,
    private readonly providers: LinkingProviders | null,
    private readonly warn: (message: string) => void = (message) => console.warn(`[linked accounts] ${message}`),
  ) {}

  /** Stores a new link's tokens (a link made again replaces the old tokens and is no longer broken). */
  async save(
    userId: number,
    platform: OAuthPlatform,
    link: { accountId: string; tokens: ProviderTokens },
    executor: Executor = this.db,
  ): Promise<void> {
    const values = {
      accountId: link.accountId,
      ...this.sealed(userId, platform, link.tokens),
      refreshLeaseUntil: null,
      brokenAt: null,
      updatedAt: new Date(),
    };
    await executor
      .insert(linkedAccountTokens)
      .values({ userId, platform, ...values })
      .onConflictDoUpdate({ target: [linkedAccountTokens.userId, linkedAccountTokens.platform], set: values });
  }

  /** The platforms whose link stopped working: the user must link them again. */
  async broken(userId: number, executor: Executor = this.db): Promise<Set<OAuthPlatform>> {
    const rows = await executor
      .select({ platform: linkedAccountTokens.platform })
      .from(linkedAccountTokens)
      .where(and(eq(linkedAccountTokens.userId, userId), isNotNull(linkedAccountTokens.brokenAt)));
    return new Set(rows.map((row) => row.platform));
  }

  /**
   * A working access token for the user's link on `platform`, refreshed when it has expired;
   * `{ relink: true }` when the provider no longer honours the link; null when there is no link
   * with tokens (not linked, or linked through the sandbox). Throws a ProviderError `unavailable`
   * when the provider could not be asked: try again later, the link is not broken.
   */
  async accessToken(userId: number, platform: OAuthPlatform): Promise<LinkedAccess> {
    const row = await this.row(userId, platform);
    const answer = this.usable(row);
    if (answer !== 'expired') return answer;
    const key = `${String(userId)}:${platform}`;
    let pending = this.refreshing.get(key);
    if (!pending) {
      pending = this.refreshOnce(userId, platform).finally(() => this.refreshing.delete(key));
      this.refreshing.set(key, pending);
    }
    return pending;
  }

  /**
   * The platform answered a live access token with 401 (the user withdrew access, the grant was
   * revoked): the link is broken until the user links again, as after a refused refresh.
   */
  async refused(userId: number, platform: OAuthPlatform): Promise<void> {
    await this.db
      .update(linkedAccountTokens)
      .set({ brokenAt: new Date(), refreshLeaseUntil: null })
      .where(
        and(
          eq(linkedAccountTokens.userId, userId),
          eq(linkedAccountTokens.platform, platform),
          isNull(linkedAccountTokens.brokenAt),
        ),
      );
  }

  /** Removes the user's tokens (one platform, or all on account deletion) and hands them back for revoking. */
  async remove(userId: number, platform: OAuthPlatform | null, executor: Executor = this.db): Promise<RemovedLink[]> {
    const rows = await executor
      .delete(linkedAccountTokens)
      .where(
        platform
          ? and(eq(linkedAccountTokens.userId, userId), eq(linkedAccountTokens.platform, platform))
          : eq(linkedAccountTokens.userId, userId),
      )
      .returning();
    return rows.flatMap((row) => {
      try {
        const { accessToken, refreshToken } = this.opened(row);
        return [{ platform: row.platform, accessToken, refreshToken }];
      } catch {
        // Written under another key: nothing to revoke with; the provider's tokens expire on their own.
        this.warn(`the ${row.platform} tokens of user ${String(userId)} could not be decrypted for revoking`);
        return [];
      }
    });
  }

  /** Revokes removed links at their providers. Best effort: the link is gone here whatever they answer. */
  async revoke(removed: readonly RemovedLink[]): Promise<void> {
    for (const link of removed) {
      const provider = this.providers?.[link.platform];
      if (!provider) continue;
      try {
        await provider.revoke(link);
      } catch (error) {
        this.warn(`revoking a ${link.platform} link failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  private async refreshOnce(userId: number, platform: OAuthPlatform): Promise<LinkedAccess> {
    const giveUpAt = Date.now() + LEASE_MS;
    for (;;) {
      const row = await this.row(userId, platform);
      const answer = this.usable(row);
      if (answer !== 'expired') return answer;
      if (!row) return null;
      if (!row.refreshToken) {
        await this.markBroken(row);
        return { relink: true };
      }
      // Whoever sets the lease refreshes; the others wait for the new token it writes.
      const now = new Date();
      const [claimed] = await this.db
        .update(linkedAccountTokens)
        .set({ refreshLeaseUntil: new Date(now.getTime() + LEASE_MS) })
        .where(
          and(
            eq(linkedAccountTokens.userId, userId),
            eq(linkedAccountTokens.platform, platform),
            eq(linkedAccountTokens.accessToken, row.accessToken),
            or(isNull(linkedAccountTokens.refreshLeaseUntil), lt(linkedAccountTokens.refreshLeaseUntil, now)),
          ),
        )
        .returning();
      if (claimed) return this.refreshClaimed(claimed);
      if (Date.now() > giveUpAt) {
        throw new ProviderError(
          'unavailable',
          `the ${platform} token is being refreshed elsewhere and has not come back`,
        );
      }
      await sleep(POLL_MS);
    }
  }

  private async refreshClaimed(row: Row): Promise<LinkedAccess> {
    const provider = this.providers?.[row.platform];
    const { refreshToken } = this.opened(row);
    if (!provider || !refreshToken) throw new ProviderError('unavailable', `${row.platform} linking is not set up`);
    let tokens: ProviderTokens;
    try {
      tokens = await provider.refresh(refreshToken);
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'refused' && error.code === 'invalid_grant') {
        await this.markBroken(row);
        return { relink: true };
      }
      await this.db
        .update(linkedAccountTokens)
        .set({ refreshLeaseUntil: null })
        .where(and(eq(linkedAccountTokens.userId, row.userId), eq(linkedAccountTokens.platform, row.platform)));
      throw error;
    }
    // Google does not send a new refresh token on refresh: the old one stays good.
    const next = { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
    await this.db
      .update(linkedAccountTokens)
      .set({ ...this.sealed(row.userId, row.platform, next), refreshLeaseUntil: null, updatedAt: new Date() })
      .where(and(eq(linkedAccountTokens.userId, row.userId), eq(linkedAccountTokens.platform, row.platform)));
    return { token: next.accessToken, accountId: row.accountId };
  }

  private async markBroken(row: Row): Promise<void> {
    await this.db
      .update(linkedAccountTokens)
      .set({ brokenAt: new Date(), refreshLeaseUntil: null })
      .where(and(eq(linkedAccountTokens.userId, row.userId), eq(linkedAccountTokens.platform, row.platform)));
  }

  private usable(row: Row | undefined): LinkedAccess | 'expired' {
    if (!row) return null;
    if (row.brokenAt) return { relink: true };
    if (row.expiresAt && row.expiresAt.getTime() - EXPIRY_MARGIN_MS <= Date.now()) return 'expired';
    return { token: this.opened(row).accessToken, accountId: row.accountId };
  }

  private async row(userId: number, platform: OAuthPlatform): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(linkedAccountTokens)
      .where(and(eq(linkedAccountTokens.userId, userId), eq(linkedAccountTokens.platform, platform)));
    return row;
  }

  private cipherOrFail(): TokenCipher {
    if (!this.cipher) throw new Error('Provider tokens cannot be kept without TOKEN_ENCRYPTION_KEY');
    return this.cipher;
  }

  /** Each value is bound to its row and column, so it cannot be moved to another and still open. */
  private sealed(userId: number, platform: OAuthPlatform, tokens: ProviderTokens) {
    const cipher = this.cipherOrFail();
    const bound = (column: string) => `${String(userId)}:${platform}:${column}`;
    return {
      accessToken: cipher.encrypt(tokens.accessToken, bound('access')),
      refreshToken: tokens.refreshToken === null ? null : cipher.encrypt(tokens.refreshToken, bound('refresh')),
      expiresAt: tokens.expiresAt,
      scope: tokens.scope,
    };
  }

  private opened(row: Row): { accessToken: string; refreshToken: string | null } {
    const cipher = this.cipherOrFail();
    const bound = (column: string) => `${String(row.userId)}:${row.platform}:${column}`;
    return {
      accessToken: cipher.decrypt(row.accessToken, bound('access')),
      refreshToken: row.refreshToken === null ? null : cipher.decrypt(row.refreshToken, bound('refresh')),
    };
  }
}

/**
 * What engage keeps of the user's platform grants, for their data export (modules/privacy): the
 * account, scope and dates, never the access or refresh token (even encrypted, they open the account).
 */
export function exportFor(executor: Executor, userId: number) {
  const { accessToken: _access, refreshToken: _refresh, ...columns } = getTableColumns(linkedAccountTokens);
  return executor.select(columns).from(linkedAccountTokens).where(eq(linkedAccountTokens.userId, userId));
}
