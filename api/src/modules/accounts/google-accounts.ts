/**
 * Google sign-in (spec 000 §7): the provider says whose token it is; an account with that
 * address is linked to Google, a new address gets a new account.
 */
import type { AppConfig } from '../../config';
import type { Db, Executor } from '../../db/database';
import { ApiError } from '../../http/errors';
import { text, type CatalogText } from '../../i18n/messages';
import type { EmailService } from '../email/email.service';
import type { GoogleIdentity, GoogleIdentityProvider } from './google-provider';
import { newUserNames } from './new-user';
import { findUserByEmail, insertUser, updateUser, type UserRow } from './users-table';
import type { Sessions } from './sessions';
import type { LoginTokens } from './sessions';
import type { Consents } from '../consents/consents';

/**
 * The platform accounts (YouTube, X, Instagram) linked to a user: profile/connections.service.ts.
 * `revoke` tells the providers, once the caller's transaction has committed.
 */
export interface UserLinks<Removed> {
  removeAll(userId: number, executor: Executor): Promise<Removed[]>;
  revoke(removed: readonly Removed[]): Promise<void>;
}

export class GoogleAccounts<Removed = unknown> {
  constructor(
    private readonly db: Db,
    private readonly google: GoogleIdentityProvider,
    private readonly sessions: Sessions,
    private readonly email: EmailService,
    private readonly config: Pick<AppConfig, 'appUrl'>,
    private readonly links: UserLinks<Removed>,
    private readonly consents: Pick<Consents, 'recordSignUp'>,
  ) {}

  /** Who a Google sign-in token belongs to, without spending it (the app's user-info lookup). */
  userInfo(token: string): Promise<GoogleIdentity | null> {
    return this.google.userInfo(token);
  }

  /**
   * Spec 000 §7: the client sends {email, password, role, referral_code?}. `password` carries
   * the Google access token; the provider says whose it is, and its email wins. A browser that
   * sends someone else's email with its own token is refused.
   */
  async login(input: {
    email: string;
    accessToken: string;
    role: 'consumer' | 'producer';
    referralCode?: string;
  }): Promise<LoginTokens> {
    const identity = await this.google.redeem(input.accessToken);
    if (!identity) throw googleFailed(text('googleTokenInvalid'));
    if (identity.email.toLowerCase() !== input.email.trim().toLowerCase()) {
      throw googleFailed(text('googleEmailMismatch'));
    }
    const existing = await findUserByEmail(this.db, identity.email);
    if (existing) {
      if (existing.googleSub && existing.googleSub !== identity.sub) throw googleFailed(text('googleFailed'));
      const { tokens, unlinked } = await this.db.transaction(async (tx) => {
        const dropped = existing.emailVerified ? [] : await this.takeBackUnverified(existing, tx);
        if (!existing.googleSub || !existing.emailVerified) {
          // Google vouches for the address: link the account and count the email as verified.
          await updateUser(tx, existing.id, { googleSub: identity.sub, emailVerified: true });
        }
        return { tokens: await this.sessions.open(existing.id, tx), unlinked: dropped };
      });
      // At the providers only once the takeover has committed.
      if (unlinked.length > 0) await this.links.revoke(unlinked);
      return tokens;
    }
    return this.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: identity.email,
        passwordHash: null,
        userType: input.role,
        signupType: 'google',
        googleSub: identity.sub,
        emailVerified: true,
        ...(await newUserNames(tx, identity.email, input.referralCode)),
      });
      // The Google button sits under the sign-up form's sentence: the terms and policy in force
      // are accepted; marketing stays off until chosen in Settings.
      await this.consents.recordSignUp(tx, user.id, 'google', false);
      return this.sessions.open(user.id, tx);
    });
  }

  /**
   * An address that was never verified may have been registered by someone else, who chose its
   * password and may be signed in. Google proves the address belongs to the person signing in
   * now, so whatever the registrant set up to get back in is dropped: the password goes, every
   * session (and its refresh token) ends, the platform accounts they linked are unlinked, and
   * the owner is told why their password no longer works. Answers the links to revoke.
   */
  private async takeBackUnverified(account: UserRow, tx: Executor): Promise<Removed[]> {
    if (account.passwordHash !== null) await updateUser(tx, account.id, { passwordHash: null });
    await this.sessions.endAll(account.id, tx);
    const unlinked = await this.links.removeAll(account.id, tx);
    await this.email.enqueue(
      {
        to: account.email,
        language: account.language,
        subject: text('emailGoogleTookOverSubject'),
        body: text('emailGoogleTookOverBody', { reset: `${this.config.appUrl}/forgotpassword` }),
      },
      tx,
    );
    return unlinked;
  }
}

function googleFailed(message: CatalogText): ApiError {
  return new ApiError(400, message, { error: message, message });
}
