/**
 * Sign-up, sign-in and sessions (spec 000 §3–§8): registration in both payload
 * shapes, login → {access, refresh, session_id}, refresh with rotation, logout, email OTP,
 * forgot/reset password, Google sign-in through the identity provider. SQL for `users`,
 * `sessions` and `one_time_codes` lives here.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { oneTimeCodes, retiredRefreshTokens, sessions, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { AppConfig } from '../../config';
import { ApiError, badRequest, unauthorized } from '../../http/errors';
import type { EmailService } from '../email/email.service';
import type { NotificationsService } from '../alerts/alerts.service';
import type { GoogleIdentity, GoogleIdentityProvider } from './google-provider';
import { LiveSessions } from './live-sessions';
import { hashPassword, verifyPassword } from './passwords';
import {
  findReferrer,
  findUser,
  findUserByEmail,
  insertUser,
  updateLiveUser,
  updateUser,
  usernameTaken,
  type UserRow,
} from './users-table';
import { decodeUid, encodeUid, otpCode, randomToken, sha256, signAccessToken, verifyAccessToken } from './tokens';

export const REFRESH_TOKEN_TTL_DAYS = 30;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TTL_MINUTES = 60;

export type { UserRow };

export interface RegisterInput {
  email: string;
  password: string;
  userType?: 'consumer' | 'producer';
  signupType?: 'standard' | 'google';
  referralCode?: string;
}

export interface LoginTokens {
  access: string;
  refresh: string;
  session_id: string;
}

export interface AuthContext {
  userId: number;
  sessionId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an access token's session is live, in the database: prepared once —
 * Drizzle builds the SQL once and PostgreSQL parses it once per connection. `LiveSessions`
 * keeps its live answers for a few seconds, and forgets them the moment a session ends.
 */
function preparedLiveSession(db: Db) {
  return db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        isNull(users.deletedAt),
      ),
    )
    .prepare('live_session');
}

export class AccountsService {
  /** Live sessions, remembered briefly; `app.ts` starts it listening for ended ones. */
  readonly liveSessions: LiveSessions;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly email: EmailService,
    private readonly notifications: NotificationsService,
    private readonly google: GoogleIdentityProvider,
  ) {
    const liveSession = preparedLiveSession(db);
    this.liveSessions = new LiveSessions(
      async (sessionId, userId) => (await liveSession.execute({ sessionId, userId })).length > 0,
    );
  }

  // --- users -------------------------------------------------------------------------------

  findByEmail(email: string, executor: Executor = this.db): Promise<UserRow | undefined> {
    return findUserByEmail(executor, email);
  }

  findById(userId: number, executor: Executor = this.db): Promise<UserRow | undefined> {
    return findUser(executor, userId);
  }

  /** Spec 001 §9 "Referral link form: {app host}/ref?code={user_id}" — a user id or a referral code. */
  private async referrerId(code: string | undefined, executor: Executor): Promise<number | null> {
    const value = code?.trim();
    if (!value) return null;
    return (await findReferrer(executor, value, /^[0-9]{1,15}$/.test(value) ? Number(value) : undefined)) ?? null;
  }

  /** A username from the email's local part, made unique with a numeric suffix. */
  private async freeUsername(email: string, executor: Executor): Promise<string> {
    const base =
      (email.split('@')[0] ?? 'user')
        .toLowerCase()
        .replace(/[^a-z0-9_.]/g, '')
        .slice(0, 24) || 'user';
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = attempt === 0 ? base : `${base}${Math.floor(Math.random() * 10_000)}`;
      if (!(await usernameTaken(executor, candidate))) return candidate;
    }
    return `${base}${randomToken(4).toLowerCase()}`;
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
      await this.tellOwnerOfSignUpAttempt(existing.email);
      return null;
    }
    try {
      return await this.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email,
          passwordHash,
          userType: input.userType ?? 'consumer',
          signupType: input.signupType ?? 'standard',
          username: await this.freeUsername(email, tx),
          referralCode: randomToken(6),
          referredBy: await this.referrerId(input.referralCode, tx),
        });
        await this.sendOtp(user, tx);
        return user;
      });
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique index decides; the loser is
      // answered like anyone else whose address is taken.
      if (!isUniqueViolation(error)) throw error;
      await this.tellOwnerOfSignUpAttempt(email);
      return null;
    }
  }

  private async tellOwnerOfSignUpAttempt(email: string): Promise<void> {
    await this.email.enqueue({
      to: email,
      subject: 'Someone tried to sign up with your email',
      body:
        `Someone tried to create an engage account with this address, which already has one. ` +
        `If it was you, sign in at ${this.config.appUrl}/signin or reset your password at ` +
        `${this.config.appUrl}/forgotpassword. If not, you can ignore this email.`,
    });
  }

  // --- sessions ----------------------------------------------------------------------------

  private async openSession(userId: number, executor: Executor = this.db): Promise<LoginTokens> {
    const refresh = randomToken();
    const [session] = await executor
      .insert(sessions)
      .values({
        userId,
        refreshHash: sha256(refresh),
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('insert session returned nothing');
    return { access: signAccessToken(this.config.jwtSecret, userId, session.id), refresh, session_id: session.id };
  }

  async login(email: string, password: string): Promise<LoginTokens> {
    const user = await this.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      throw new ApiError(401, 'Invalid email or password.', { message: 'Invalid email or password.' });
    }
    return this.openSession(user.id);
  }

  /**
   * Rotates the refresh token: the old one stops working. A token that was already rotated away
   * and comes back means a copy exists (stolen, or replayed): the whole session is revoked, so
   * neither the thief's nor the owner's tokens work any more (reuse detection).
   */
  async refresh(refreshToken: string): Promise<{ access: string; refresh: string }> {
    const presented = sha256(refreshToken);
    const next = randomToken();
    const invalid = () => new ApiError(401, 'Token is invalid or expired', { message: 'Token is invalid or expired' });
    const session = await this.db.transaction(async (tx) => {
      const [rotated] = await tx
        .update(sessions)
        .set({ refreshHash: sha256(next) })
        .where(and(eq(sessions.refreshHash, presented), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .returning({ id: sessions.id, userId: sessions.userId });
      if (rotated) await tx.insert(retiredRefreshTokens).values({ refreshHash: presented, sessionId: rotated.id });
      return rotated;
    });
    if (!session) {
      const [reused] = await this.db
        .select({ sessionId: retiredRefreshTokens.sessionId })
        .from(retiredRefreshTokens)
        .where(eq(retiredRefreshTokens.refreshHash, presented));
      if (reused) {
        await this.db
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.id, reused.sessionId), isNull(sessions.revokedAt)));
        this.liveSessions.sessionEnded(reused.sessionId);
      }
      throw invalid();
    }
    if (!(await this.findById(session.userId))) throw invalid();
    return { access: signAccessToken(this.config.jwtSecret, session.userId, session.id), refresh: next };
  }

  async logout(auth: AuthContext): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, auth.sessionId), isNull(sessions.revokedAt)));
    this.liveSessions.sessionEnded(auth.sessionId);
  }

  /**
   * Inside a caller's transaction this process stops trusting the user's sessions at once (and
   * will not remember them again for a few seconds, past the commit); other processes hear of it
   * when the transaction commits.
   */
  async endAllSessions(userId: number, executor: Executor = this.db): Promise<void> {
    this.liveSessions.userEnded(userId);
    await executor
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  /** The bearer check: a valid signature, an unexpired token and a live session of a live user. */
  async authenticate(accessToken: string): Promise<AuthContext | null> {
    const claims = verifyAccessToken(this.config.jwtSecret, accessToken);
    if (!claims) return null;
    const userId = Number(claims.sub);
    return (await this.liveSessions.isLive(claims.sid, userId)) ? { userId, sessionId: claims.sid } : null;
  }

  // --- email verification ------------------------------------------------------------------

  private async sendOtp(user: UserRow, executor: Executor): Promise<void> {
    const code = otpCode();
    await executor.insert(oneTimeCodes).values({
      userId: user.id,
      purpose: 'email_verification',
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    });
    await this.email.enqueue(
      {
        to: user.email,
        subject: 'Your engage verification code',
        body: `Your verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
      },
      executor,
    );
  }

  async requestOtp(userId: number): Promise<void> {
    const user = await this.findById(userId);
    if (!user) throw unauthorized();
    if (user.emailVerified) throw badRequest('Email already verified.', { message: 'Email already verified.' });
    await this.db.transaction((tx) => this.sendOtp(user, tx));
  }

  async verifyEmail(userId: number, code: string): Promise<void> {
    const invalid = () => new ApiError(400, 'Invalid code!', { message: 'Invalid code!', error: 'Invalid code!' });
    await this.db
      .transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.userId, userId),
              eq(oneTimeCodes.purpose, 'email_verification'),
              isNull(oneTimeCodes.usedAt),
              gt(oneTimeCodes.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(oneTimeCodes.id))
          .limit(1)
          .for('update');
        if (!current || current.attempts >= OTP_MAX_ATTEMPTS) throw invalid();
        if (current.codeHash !== sha256(code.trim())) {
          await tx
            .update(oneTimeCodes)
            .set({ attempts: current.attempts + 1 })
            .where(eq(oneTimeCodes.id, current.id));
          return 'wrong' as const;
        }
        await tx.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, current.id));
        await updateUser(tx, userId, { emailVerified: true });
        await this.notifications.create(
          userId,
          { title: 'Email verified', text: 'Your email address is verified. You can now take on tasks and earn.' },
          tx,
        );
        return 'ok' as const;
      })
      .then((outcome) => {
        // The attempt counter must be committed, so the refusal is thrown after the transaction.
        if (outcome === 'wrong') throw invalid();
      });
  }

  // --- password reset ----------------------------------------------------------------------

  /** Same answer whether or not the email exists; only a real account gets a link. */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.findByEmail(email);
    if (!user) return;
    const token = randomToken();
    await this.db.transaction(async (tx) => {
      await tx.insert(oneTimeCodes).values({
        userId: user.id,
        purpose: 'password_reset',
        codeHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
      });
      const link = `${this.config.appUrl}/password/reset/confirm/${token}?uidb64=${encodeUid(user.id)}`;
      await this.email.enqueue(
        {
          to: user.email,
          subject: 'Reset your engage password',
          body: `Open this link within ${RESET_TTL_MINUTES} minutes to choose a new password: ${link}\nuidb64=${encodeUid(user.id)} token=${token}`,
        },
        tx,
      );
    });
  }

  /** Single use, expiring; ends every session of the user. */
  async resetPassword(password: string, token: string, uidb64: string): Promise<void> {
    const failed = () =>
      new ApiError(400, 'Invalid or expired reset link.', {
        message: 'Invalid or expired reset link.',
        error: 'Invalid or expired reset link.',
      });
    const userId = decodeUid(uidb64);
    if (userId === null) throw failed();
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(oneTimeCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, 'password_reset'),
            eq(oneTimeCodes.codeHash, sha256(token)),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, new Date()),
          ),
        )
        .returning({ id: oneTimeCodes.id });
      if (!used) throw failed();
      await updateLiveUser(tx, userId, { passwordHash });
      await this.endAllSessions(userId, tx);
    });
  }

  // --- Google ------------------------------------------------------------------------------

  /** Who a Google sign-in token belongs to, without spending it (the app's user-info lookup). */
  googleUserInfo(token: string): Promise<GoogleIdentity | null> {
    return this.google.userInfo(token);
  }

  /**
   * Spec 000 §7: the client sends {email, password, role, referral_code?}. `password` carries
   * the Google access token; the provider says whose it is, and its email wins. A browser that
   * sends someone else's email with its own token is refused.
   */
  async googleLogin(input: {
    email: string;
    accessToken: string;
    role: 'consumer' | 'producer';
    referralCode?: string;
  }): Promise<LoginTokens> {
    const identity = await this.google.redeem(input.accessToken);
    if (!identity) throw googleFailed('Google sign-in failed: the Google token is not valid.');
    if (identity.email.toLowerCase() !== input.email.trim().toLowerCase()) {
      throw googleFailed('Google sign-in failed: the email does not match the Google account.');
    }
    const existing = await this.findByEmail(identity.email);
    if (existing) {
      if (existing.googleSub && existing.googleSub !== identity.sub) throw googleFailed('Google sign-in failed.');
      return this.db.transaction(async (tx) => {
        if (!existing.googleSub || !existing.emailVerified) {
          // Google vouches for the address: link the account and count the email as verified.
          await updateUser(tx, existing.id, { googleSub: identity.sub, emailVerified: true });
        }
        return this.openSession(existing.id, tx);
      });
    }
    return this.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: identity.email,
        passwordHash: null,
        userType: input.role,
        signupType: 'google',
        googleSub: identity.sub,
        emailVerified: true,
        username: await this.freeUsername(identity.email, tx),
        referralCode: randomToken(6),
        referredBy: await this.referrerId(input.referralCode, tx),
      });
      return this.openSession(user.id, tx);
    });
  }
}

function googleFailed(message: string): ApiError {
  return new ApiError(400, message, { error: message, message });
}
