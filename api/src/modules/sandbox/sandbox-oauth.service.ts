/**
 * The built-in OAuth provider that stands in for Google, YouTube and Twitter: it
 * runs inside the API, so sign-in and account linking work on a laptop with nothing set up.
 * Grants live in `oauth_grants` (only the SHA-256 of a code or token is kept).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { oauthGrants } from '../../db/schema';
import { randomToken, sha256 } from '../accounts/tokens';

export type SandboxProvider = 'google' | 'youtube' | 'twitter';

const GRANT_TTL_MS = 60 * 60 * 1000;

export interface SandboxGrant {
  subject: string;
  email: string;
  state: string;
}

/** A stable subject per provider and email, like Google's `sub`. */
const sandboxSubject = (provider: SandboxProvider, email: string) =>
  createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 21);

export class SandboxOAuthService {
  constructor(private readonly db: Db) {}

  /**
   * Records the user's consent; returns the code (YouTube/Twitter) or access token (Google).
   * Real Google sign-in records the identity it verified the same way, with Google's subject
   * and a short life (google-provider.ts).
   */
  async grant(
    provider: SandboxProvider,
    email: string,
    state: string,
    options: { subject?: string; ttlMs?: number } = {},
  ): Promise<string> {
    const secret = randomToken();
    await this.db.insert(oauthGrants).values({
      codeHash: sha256(secret),
      provider,
      email: email.trim(),
      subject: options.subject ?? sandboxSubject(provider, email.trim()),
      state,
      expiresAt: new Date(Date.now() + (options.ttlMs ?? GRANT_TTL_MS)),
    });
    return secret;
  }

  /** Google access tokens: valid until they expire. */
  async lookup(provider: SandboxProvider, secret: string): Promise<SandboxGrant | null> {
    const [grant] = await this.db
      .select()
      .from(oauthGrants)
      .where(
        and(
          eq(oauthGrants.codeHash, sha256(secret)),
          eq(oauthGrants.provider, provider),
          gt(oauthGrants.expiresAt, new Date()),
        ),
      );
    return grant ? { subject: grant.subject, email: grant.email, state: grant.state } : null;
  }

  /** Authorisation codes: single use. */
  async redeem(provider: SandboxProvider, code: string, executor: Executor = this.db): Promise<SandboxGrant | null> {
    const [grant] = await executor
      .update(oauthGrants)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oauthGrants.codeHash, sha256(code)),
          eq(oauthGrants.provider, provider),
          isNull(oauthGrants.usedAt),
          gt(oauthGrants.expiresAt, new Date()),
        ),
      )
      .returning();
    return grant ? { subject: grant.subject, email: grant.email, state: grant.state } : null;
  }
}

/** The sandbox's sign-in grants that name a deleted person's address. */
export async function deleteGrantsFor(executor: Executor, email: string): Promise<void> {
  await executor.delete(oauthGrants).where(eq(oauthGrants.email, email));
}
