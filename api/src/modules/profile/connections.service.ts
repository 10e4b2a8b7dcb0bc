/**
 * Linked social accounts (spec 000 §4 "Account linking"). YouTube and Twitter connect through
 * an OAuth consent page (the sandbox by default); Instagram takes a username and password that
 * the sandbox checks and that are never stored (DESIGN §6). SQL for `social_connections` and
 * `oauth_states` lives here.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ConnectablePlatform } from '@engage/shared/contract/common';
import type { Db, Executor } from '../../db/database';
import { oauthStates, socialConnections } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { randomToken } from '../accounts/tokens';
import type { SandboxOAuthService } from '../sandbox/sandbox-oauth.service';
import { notConfigured } from '../../providers/not-configured';
import { isUniqueViolation } from '../../db/errors';

const STATE_TTL_MS = 15 * 60 * 1000;

export type OAuthPlatform = 'youtube' | 'twitter';

/** Instagram credential check; the sandbox accepts any pair except a password of 'wrong'. */
export interface InstagramVerifier {
  verify(username: string, password: string): Promise<boolean>;
}

export const sandboxInstagram: InstagramVerifier = {
  async verify(username, password) {
    return username.trim().length > 0 && password !== 'wrong';
  },
};

const PLATFORM_NAMES: Record<ConnectablePlatform, string> = {
  youtube: 'YouTube',
  twitter: 'X',
  instagram: 'Instagram',
};

/** The answer when a provider identity is already linked to another engage account. */
export const identityTaken = (platform: ConnectablePlatform) =>
  `This ${PLATFORM_NAMES[platform]} account is already linked to another engage account.`;

export class ConnectionsService {
  constructor(
    private readonly db: Db,
    /** The consent pages of YouTube/Twitter linking; null when linking is off (config.ts). */
    private readonly sandbox: SandboxOAuthService | null,
    private readonly instagram: InstagramVerifier = sandboxInstagram,
  ) {}

  async connected(userId: number, executor: Executor = this.db): Promise<Set<ConnectablePlatform>> {
    const rows = await executor
      .select({ platform: socialConnections.platform })
      .from(socialConnections)
      .where(eq(socialConnections.userId, userId));
    return new Set(rows.map((row) => row.platform));
  }

  async isConnected(userId: number, platform: ConnectablePlatform, executor: Executor = this.db): Promise<boolean> {
    return (await this.connected(userId, executor)).has(platform);
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
  }

  /** Starts a connect flow: the URL of the consent page, which returns to `callbackUrl`. */
  async start(userId: number, platform: OAuthPlatform, apiBase: string): Promise<string> {
    if (!this.sandbox) throw notConfigured('Account linking');
    const state = randomToken(24);
    await this.db
      .insert(oauthStates)
      .values({ state, userId, platform, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
    const url = new URL(`${apiBase}/api/sandbox/oauth/${platform}/authorize`);
    url.searchParams.set('redirect_uri', `${apiBase}/api/users/connect/${platform}/callback/`);
    url.searchParams.set('state', state);
    return url.toString();
  }

  /** The consent page came back: redeem the code, link the account of the state's user. */
  async finish(platform: OAuthPlatform, code: string, state: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [pending] = await tx
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
        .returning({ userId: oauthStates.userId });
      if (!pending) throw badRequest('The connection request expired. Please try again.');
      // On the transaction: PGlite has one connection, a query beside the transaction would wait forever.
      if (!this.sandbox) throw notConfigured('Account linking');
      const grant = await this.sandbox.redeem(platform, code, tx);
      if (!grant || grant.state !== state) throw badRequest('The provider did not confirm the connection.');
      await this.link(pending.userId, platform, grant.subject, tx);
      return pending.userId;
    });
  }

  async connectInstagram(userId: number, username: string, password: string): Promise<void> {
    // The password goes to the verifier and is dropped: never stored, never logged.
    if (!(await this.instagram.verify(username, password))) {
      throw badRequest('An error occurred. Please try again.', { error: 'Instagram rejected these credentials.' });
    }
    await this.link(userId, 'instagram', username.trim().replace(/^@/, ''));
  }

  async disconnect(userId: number, platform: ConnectablePlatform): Promise<boolean> {
    const removed = await this.db
      .delete(socialConnections)
      .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)))
      .returning({ platform: socialConnections.platform });
    return removed.length > 0;
  }

  async removeAll(userId: number, executor: Executor): Promise<void> {
    await executor.delete(socialConnections).where(eq(socialConnections.userId, userId));
  }
}
