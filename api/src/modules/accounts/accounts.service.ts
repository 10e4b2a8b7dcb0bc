/**
 * Sign-up and the one entry to the accounts (spec 000 §3–§8): registration in both payload
 * shapes here; sessions (sessions.ts), the codes sent by email (email-codes.ts) and Google
 * sign-in (google-accounts.ts) beside it. SQL for `users` is in users-table.ts.
 */
import type { Db, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { text } from '../../i18n/messages';
import type { AppConfig } from '../../config';
import type { EmailService } from '../email/email.service';
import type { NotificationsService } from '../alerts/alerts.service';
import type { GoogleIdentity, GoogleIdentityProvider } from './google-provider';
import type { LiveSessions } from './live-sessions';
import { hashPassword } from './passwords';
import { findUser, findUserByEmail, insertUser, type UserRow } from './users-table';
import { EmailCodes, type EmailCodeState } from './email-codes';
import type { RemovedLink } from '../linked-accounts/linked-accounts.service';
import { GoogleAccounts, type UserLinks } from './google-accounts';
import { newUserNames } from './new-user';
import { Sessions, type AuthContext, type LoginTokens } from './sessions';
import { requireFullScope, StepUp } from './step-up';
import type { Consents } from '../consents/consents';

export interface RegisterInput {
  email: string;
  password: string;
  userType?: 'consumer' | 'producer';
  signupType?: 'standard' | 'google';
  referralCode?: string;
  /** The sign-up form's separate "Send me news and offers by email"; absent is no. */
  marketing?: boolean;
}

export type { AuthContext };

export class AccountsService {
  /** Live sessions, remembered briefly; `app.ts` starts it listening for ended ones. */
  readonly liveSessions: LiveSessions;
  private readonly sessions: Sessions;
  private readonly codes: EmailCodes;
  private readonly googleAccounts: GoogleAccounts<RemovedLink>;
  /** Presence proved recently on a session: what moves money asks for it (step-up.ts). */
  readonly stepUp: StepUp;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly email: EmailService,
    notifications: NotificationsService,
    google: GoogleIdentityProvider,
    links: UserLinks<RemovedLink>,
    private readonly consents: Consents,
  ) {
    this.sessions = new Sessions(db, config);
    this.liveSessions = this.sessions.liveSessions;
    this.codes = new EmailCodes(db, config, email, notifications, this.sessions);
    this.googleAccounts = new GoogleAccounts(db, google, this.sessions, email, config, links, consents);
    this.stepUp = new StepUp(this.sessions, this.codes, (userId) => findUser(db, userId));
  }

  findByEmail(email: string, executor: Executor = this.db): Promise<UserRow | undefined> {
    return findUserByEmail(executor, email);
  }

  findById(userId: number, executor: Executor = this.db): Promise<UserRow | undefined> {
    return findUser(executor, userId);
  }

  /**
   * Creates the account, or — when the address already has one — tells its owner by email and
   * answers exactly as for a new account: registration must not reveal who has an account
   * (that would tell anyone which addresses are ours). The password is hashed either way so both
   * answers take as long.
   */
  async register(input: RegisterInput): Promise<UserRow | null> {
    const email = input.email.trim();
    const passwordHash = await hashPassword(input.password);
    const existing = await this.findByEmail(email);
    if (existing) {
      await this.tellOwnerOfSignUpAttempt(existing);
      return null;
    }
    try {
      return await this.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email,
          passwordHash,
          userType: input.userType ?? 'consumer',
          signupType: input.signupType ?? 'standard',
          ...(await newUserNames(tx, email, input.referralCode)),
        });
        // Signing up is accepting the terms and privacy policy in force (the form says so).
        await this.consents.recordSignUp(tx, user.id, 'signup', input.marketing ?? false);
        await this.codes.sendOtp(user, tx);
        return user;
      });
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique index decides; the loser is
      // answered like anyone else whose address is taken.
      if (!isUniqueViolation(error)) throw error;
      const owner = await this.findByEmail(email);
      if (owner) await this.tellOwnerOfSignUpAttempt(owner);
      return null;
    }
  }

  private async tellOwnerOfSignUpAttempt(owner: UserRow): Promise<void> {
    await this.email.enqueue({
      to: owner.email,
      language: owner.language,
      subject: text('emailSignUpAttemptSubject'),
      body: text('emailSignUpAttemptBody', {
        signIn: `${this.config.appUrl}/signin`,
        reset: `${this.config.appUrl}/forgotpassword`,
      }),
    });
  }

  login(email: string, password: string): Promise<LoginTokens> {
    return this.sessions.login(email, password);
  }

  refresh(refreshToken: string): Promise<{ access: string; refresh: string }> {
    return this.sessions.refresh(refreshToken);
  }

  /**
   * A session for an embedded area, opened from a full one: its tokens (refreshed ones too) may
   * not change payout numbers, delete the account or step up. An embedded token cannot open one.
   */
  openEmbedSession(auth: AuthContext): Promise<LoginTokens> {
    requireFullScope(auth);
    return this.sessions.open(auth.userId, this.db, 'embed');
  }

  logout(auth: AuthContext): Promise<void> {
    return this.sessions.logout(auth);
  }

  endAllSessions(userId: number, executor: Executor = this.db): Promise<void> {
    return this.sessions.endAll(userId, executor);
  }

  authenticate(accessToken: string): Promise<AuthContext | null> {
    return this.sessions.authenticate(accessToken);
  }

  requestOtp(userId: number, newCode = false): Promise<EmailCodeState & { sent: boolean }> {
    return this.codes.requestOtp(userId, newCode);
  }

  otpStatus(userId: number): Promise<EmailCodeState> {
    return this.codes.otpStatus(userId);
  }

  verifyEmail(userId: number, code: string): Promise<void> {
    return this.codes.verifyEmail(userId, code);
  }

  forgotPassword(email: string): Promise<void> {
    return this.codes.forgotPassword(email);
  }

  resetPassword(password: string, token: string, uidb64: string): Promise<void> {
    return this.codes.resetPassword(password, token, uidb64);
  }

  googleUserInfo(token: string): Promise<GoogleIdentity | null> {
    return this.googleAccounts.userInfo(token);
  }

  googleLogin(input: Parameters<GoogleAccounts['login']>[0]): Promise<LoginTokens> {
    return this.googleAccounts.login(input);
  }
}
