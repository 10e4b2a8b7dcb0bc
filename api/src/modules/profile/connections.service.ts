/**
 * Linked social accounts (spec 000 §4 "Account linking"). YouTube and Twitter connect through
 * an OAuth consent page (the sandbox by default); Instagram takes a username and password that
 * the sandbox checks and that are never stored. SQL for `social_connections` and
 * `oauth_states` lives here.
 *
 * With ACCOUNT_LINKING_PROVIDER=oauth the consent pages are YouTube's (Google OAuth 2.0) and X's
 * own, with PKCE and `state`; the providers' tokens are kept encrypted by the linked-accounts
 * module and revoked at the provider when the link goes. A link whose tokens stopped working
 * (the provider refused a refresh) no longer counts as linked: the user is asked to link again.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ConnectablePlatform } from '@engage/shared/contract/common';
import type { Db, Executor } from '../../db/database';
import { oauthStates, socialConnections } from '../../db/schema';
import { ApiError, badRequest } from '../../http/errors';
import { randomPKCECodeVerifier } from 'openid-client';
import { randomToken } from '../accounts/tokens';
import type { LinkHistory } from '../linked-accounts/link-history';
import type { LinkedAccountsService, RemovedLink } from '../linked-accounts/linked-accounts.service';
import type { LinkingProviders } from '../linked-accounts/linking-provider';
import { ProviderError } from '../../providers/provider-error';
import type { SandboxOAuthService } from '../sandbox/sandbox-oauth.service';
import { notConfigured } from '../../providers/not-configured';
import { isUniqueViolation } from '../../db/errors';
import { text } from '../../i18n/messages';
import type { InstagramVerifier } from './instagram-verifier';

const STATE_TTL_MS = 15 * 60 * 1000;

export type OAuthPlatform = 'youtube' | 'twitter';

const PLATFORM_NAMES: Record<ConnectablePlatform, string> = {
  youtube: 'YouTube',
  twitter: 'X',
  instagram: 'Instagram',
};

/** The answer when a provider identity is already linked to another engage account. */
const identityTaken = (platform: ConnectablePlatform) => text('accountTaken', { platform: PLATFORM_NAMES[platform] });

const unreachable = (platform: ConnectablePlatform) =>
  new ApiError(502, text('providerUnreachable', { platform: PLATFORM_NAMES[platform] }));

/**
 * Spends a linking request's state: once, unexpired, for this platform. Spent before anything
 * else is asked, so a replayed redirect finds nothing. Undefined when there is no such request.
 */
async function spendState(executor: Executor, platform: OAuthPlatform, state: string) {
  const [pending] = await executor
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.platform, platform),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  return pending;
}

export class ConnectionsService {
  constructor(
    private readonly db: Db,
    /** The consent pages of YouTube/Twitter linking; null when linking is off (config.ts). */
    private readonly sandbox: SandboxOAuthService | null,
    private readonly instagram: InstagramVerifier,
    private readonly linked: LinkedAccountsService,
    /** Every platform account ever linked, kept past unlinking (link-history.ts). */
    private readonly history: LinkHistory,
    /** YouTube's and X's own OAuth (ACCOUNT_LINKING_PROVIDER=oauth); null otherwise. */
    private readonly providers: LinkingProviders | null = null,
  ) {}

  /** The platforms linked and working (a link to do again is not among them, see {@link needsRelink}). */
  async connected(userId: number, executor: Executor = this.db): Promise<Set<ConnectablePlatform>> {
    return (await this.links(userId, executor)).connected;
  }

  /**
   * Both sides at once: the platforms linked and honoured, and those whose provider stopped
   * honouring the link (access withdrawn, token revoked), which the user must link again.
   */
  async links(
    userId: number,
    executor: Executor = this.db,
  ): Promise<{ connected: Set<ConnectablePlatform>; needsRelink: OAuthPlatform[] }> {
    const rows = await executor
      .select({ platform: socialConnections.platform })
      .from(socialConnections)
      .where(eq(socialConnections.userId, userId));
    const broken = await this.linked.broken(userId, executor);
    const stillWorking = new Set<ConnectablePlatform>(rows.map((row) => row.platform));
    for (const platform of broken) stillWorking.delete(platform);
    return {
      connected: stillWorking,
      needsRelink: [...broken].sort(),
    };
  }

  /** The account the user linked on `platform` (its id or handle there), for a producer reviewing their claim. */
  async linkedAccount(userId: number, platform: string, executor: Executor = this.db): Promise<string | null> {
    const [row] = await executor
      .select({ externalId: socialConnections.externalId })
      .from(socialConnections)
      .where(and(eq(socialConnections.userId, userId), sql`${socialConnections.platform} = ${platform}`));
    return row?.externalId ?? null;
  }

  async isConnected(userId: number, platform: ConnectablePlatform, executor: Executor = this.db): Promise<boolean> {
    return (await this.connected(userId, executor)).has(platform);
  }

  /** The platform's own id of the account the user has linked there (channel, X user, username); undefined when none. */
  async accountIdOf(userId: number, platform: ConnectablePlatform, executor: Executor = this.db) {
    const [row] = await executor
      .select({ externalId: socialConnections.externalId })
      .from(socialConnections)
      .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)));
    return row?.externalId;
  }

  private async link(userId: number, platform: ConnectablePlatform, externalId: string, executor: Executor = this.db) {
    // The unique (platform, external_id) index decides, so two accounts racing for one identity
    // cannot both win; the loser hears why.
    try {
      await executor
        .insert(socialConnections)
        .values({ userId, platform, externalId })
        .onConflictDoUpdate({
          target: [socialConnections.userId, socialConnections.platform],
          set: { externalId, connectedAt: new Date() },
        });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(identityTaken(platform));
      throw error;
    }
    await this.history.record(executor, userId, platform, externalId);
  }

  /** Starts a connect flow: the URL of the consent page, which returns to `callbackUrl`. */
  async start(userId: number, platform: OAuthPlatform, apiBase: string): Promise<string> {
    const redirectUri = `${apiBase}/api/users/connect/${platform}/callback/`;
    if (this.providers) {
      const state = randomToken(24);
      const codeVerifier = randomPKCECodeVerifier();
      await this.db.insert(oauthStates).values({
        state,
        userId,
        platform,
        codeVerifier,
        redirectUri,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      try {
        return await this.providers[platform].authorizationUrl({ redirectUri, state, codeVerifier });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        throw unreachable(platform);
      }
    }
    if (!this.sandbox) throw notConfigured('Account linking');
    const state = randomToken(24);
    await this.db
      .insert(oauthStates)
      .values({ state, userId, platform, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
    const url = new URL(`${apiBase}/api/sandbox/oauth/${platform}/authorize`);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.toString();
  }

  /**
   * The consent page came back: redeem the code, link the account of the state's user. `query`
   * is everything the provider put on the redirect (openid-client checks `state`, and `iss`
   * where the provider sends it).
   */
  async finish(
    platform: OAuthPlatform,
    code: string,
    state: string,
    query: Record<string, string> = {},
  ): Promise<number> {
    if (this.providers) return this.finishWithProvider(platform, state, { ...query, code, state });
    return this.db.transaction(async (tx) => {
      const pending = await spendState(tx, platform, state);
      if (!pending) throw badRequest(text('connectionExpired'));
      // On the transaction: PGlite has one connection, a query beside the transaction would wait forever.
      if (!this.sandbox) throw notConfigured('Account linking');
      const grant = await this.sandbox.redeem(platform, code, tx);
      if (!grant || grant.state !== state) throw badRequest(text('connectionNotConfirmed'));
      await this.link(pending.userId, platform, grant.subject, tx);
      return pending.userId;
    });
  }

  private async finishWithProvider(platform: OAuthPlatform, state: string, query: Record<string, string>) {
    const providers = this.providers;
    if (!providers) throw notConfigured('Account linking');
    // The state is spent before the provider is asked: a replayed redirect finds nothing.
    const pending = await spendState(this.db, platform, state);
    if (!pending?.codeVerifier || !pending.redirectUri) {
      throw badRequest(text('connectionExpired'));
    }
    const callbackUrl = new URL(pending.redirectUri);
    for (const [name, value] of Object.entries(query)) callbackUrl.searchParams.set(name, value);
    let identity;
    try {
      identity = await providers[platform].exchange({ callbackUrl, state, codeVerifier: pending.codeVerifier });
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'no_channel') {
        throw badRequest(text('noYoutubeChannel'));
      }
      if (error instanceof ProviderError && error.kind === 'refused') {
        throw badRequest(text('connectionNotConfirmed'));
      }
      if (error instanceof ProviderError) {
        throw unreachable(platform);
      }
      throw error;
    }
    try {
      await this.db.transaction(async (tx) => {
        await this.link(pending.userId, platform, identity.accountId, tx);
        await this.linked.save(pending.userId, platform, identity, tx);
      });
    } catch (error) {
      // Not kept, so not left usable at the provider either.
      await this.linked.revoke([{ platform, ...identity.tokens }]);
      throw error;
    }
    return pending.userId;
  }

  async connectInstagram(userId: number, username: string, password: string): Promise<void> {
    // The password goes to the verifier and is dropped: never stored, never logged.
    if (!(await this.instagram.verify(username, password))) {
      throw badRequest(text('errorTryAgain'), { error: text('instagramRejected') });
    }
    await this.link(userId, 'instagram', username.trim().replace(/^@/, ''));
  }

  /** Unlinks, and revokes our access at the provider once the link is gone here. */
  async disconnect(userId: number, platform: ConnectablePlatform): Promise<boolean> {
    const { removed, tokens } = await this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(socialConnections)
        .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)))
        .returning({ platform: socialConnections.platform });
      const taken = platform === 'instagram' ? [] : await this.linked.remove(userId, platform, tx);
      return { removed: rows.length > 0, tokens: taken };
    });
    await this.linked.revoke(tokens);
    return removed;
  }

  /**
   * Account deletion: every link goes with the caller's transaction. The tokens come back so the
   * caller revokes them ({@link revoke}) once that transaction has committed.
   */
  async removeAll(userId: number, executor: Executor): Promise<RemovedLink[]> {
    await executor.delete(socialConnections).where(eq(socialConnections.userId, userId));
    return this.linked.remove(userId, null, executor);
  }

  async revoke(removed: readonly RemovedLink[]): Promise<void> {
    await this.linked.revoke(removed);
  }
}

/** The user's linked platform accounts for their data export (modules/privacy). */
export function exportFor(executor: Executor, userId: number) {
  return executor
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.userId, userId))
    .orderBy(asc(socialConnections.connectedAt));
}
