/**
 * The codes sent by email (spec 000 §7–§8): the OTP that verifies an address, the
 * single-use password reset link and the step-up code of an account without a password. SQL for `one_time_codes` lives here.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { oneTimeCodes, users } from '../../db/schema';
import type { AppConfig } from '../../config';
import { badRequest, refused, unauthorized } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { EmailService } from '../email/email.service';
import type { NotificationsService } from '../alerts/alerts.service';
import { hashPassword } from './passwords';
import { findUser, findUserByEmail, updateLiveUser, updateUser, type UserRow } from './users-table';
import { decodeUid, encodeUid, otpCode, randomToken, sha256 } from './tokens';
import type { Sessions } from './sessions';

const OTP_TTL_MINUTES = 10;
const OTP_MAX_ATTEMPTS = 5;
/**
 * Seconds between two verification codes asked for on purpose ("Send a new code"): an inbox is
 * not flooded, and the user is never holding two codes of which only the newest works.
 */
export const OTP_RESEND_SECONDS = 60;

/** Whether a verification code is waiting, and the seconds before a new one may be asked for. */
export interface EmailCodeState {
  live: boolean;
  resendIn: number;
}
const RESET_TTL_MINUTES = 60;

export class EmailCodes {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly email: EmailService,
    private readonly notifications: NotificationsService,
    private readonly sessions: Sessions,
  ) {}

  async sendOtp(user: UserRow, executor: Executor): Promise<void> {
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
        language: user.language,
        subject: text('emailOtpSubject'),
        body: text('emailOtpBody', { code, minutes: OTP_TTL_MINUTES }),
      },
      executor,
    );
  }

  /** The newest verification code of the user, whatever its state. */
  private async newestOtp(userId: number, executor: Executor) {
    const [newest] = await executor
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'email_verification')))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    return newest;
  }

  private async otpState(userId: number, executor: Executor): Promise<EmailCodeState> {
    const newest = await this.newestOtp(userId, executor);
    if (!newest) return { live: false, resendIn: 0 };
    const now = Date.now();
    const live = newest.usedAt === null && newest.expiresAt.getTime() > now && newest.attempts < OTP_MAX_ATTEMPTS;
    const resendAt = newest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000;
    return { live, resendIn: Math.max(0, Math.ceil((resendAt - now) / 1000)) };
  }

  /** What the code step shows before anything is sent: is a code waiting, when may a new one come. */
  async otpStatus(userId: number): Promise<EmailCodeState> {
    const user = await findUser(this.db, userId);
    if (!user) throw unauthorized();
    return this.otpState(userId, this.db);
  }

  /**
   * One code at a time. Without `newCode` a code is sent only when none is waiting (signing in
   * again, or pressing Verify twice, sends nothing new). With `newCode` the waiting code is
   * replaced — it stops working — unless the last one went out less than OTP_RESEND_SECONDS ago.
   */
  async requestOtp(userId: number, newCode = false): Promise<EmailCodeState & { sent: boolean }> {
    const user = await findUser(this.db, userId);
    if (!user) throw unauthorized();
    if (user.emailVerified) throw badRequest(text('emailAlreadyVerified'), { message: text('emailAlreadyVerified') });
    return this.db.transaction(async (tx) => {
      // One request at a time per user: two quick presses cannot both send.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const state = await this.otpState(userId, tx);
      if (!newCode && state.live) return { ...state, sent: false };
      if (newCode && state.resendIn > 0) {
        throw refused(429, text('newCodeTooSoon', { seconds: state.resendIn }), { resend_in: state.resendIn });
      }
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, 'email_verification'),
            isNull(oneTimeCodes.usedAt),
          ),
        );
      await this.sendOtp(user, tx);
      return { live: true, resendIn: OTP_RESEND_SECONDS, sent: true };
    });
  }

  async verifyEmail(userId: number, code: string): Promise<void> {
    await this.useCode(userId, 'email_verification', code, async (tx) => {
      await updateUser(tx, userId, { emailVerified: true });
      await this.notifications.create(
        userId,
        { title: text('alertEmailVerifiedTitle'), text: text('alertEmailVerifiedText') },
        tx,
      );
    });
  }

  /** The step-up code of an account without a password: six digits, 10 minutes, 5 tries. */
  async sendStepUpCode(user: UserRow): Promise<number> {
    const code = otpCode();
    await this.db.transaction(async (tx) => {
      await tx.insert(oneTimeCodes).values({
        userId: user.id,
        purpose: 'step_up',
        codeHash: sha256(code),
        expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
      });
      await this.email.enqueue(
        {
          to: user.email,
          language: user.language,
          subject: text('emailStepUpSubject'),
          body: text('emailStepUpBody', { code, minutes: OTP_TTL_MINUTES }),
        },
        tx,
      );
    });
    return OTP_TTL_MINUTES;
  }

  /** Uses the newest step-up code; a wrong one counts against its attempts. */
  async useStepUpCode(userId: number, code: string): Promise<void> {
    await this.useCode(userId, 'step_up', code, async () => undefined);
  }

  /**
   * Uses the user's newest live code of this purpose: single use, expiring, at most
   * OTP_MAX_ATTEMPTS wrong tries. `onUsed` runs in the same transaction.
   */
  private async useCode(
    userId: number,
    purpose: 'email_verification' | 'step_up',
    code: string,
    onUsed: (tx: Executor) => Promise<void>,
  ): Promise<void> {
    const invalid = () => refused(400, text('invalidCode'));
    // Spec 000 §8 'Invalid code!', then what to do when no try can succeed any more.
    const spent = () => refused(400, text('codeSpent'));
    await this.db
      .transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.userId, userId),
              eq(oneTimeCodes.purpose, purpose),
              isNull(oneTimeCodes.usedAt),
              gt(oneTimeCodes.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(oneTimeCodes.id))
          .limit(1)
          .for('update');
        if (!current || current.attempts >= OTP_MAX_ATTEMPTS) throw spent();
        if (current.codeHash !== sha256(code.trim())) {
          await tx
            .update(oneTimeCodes)
            .set({ attempts: current.attempts + 1 })
            .where(eq(oneTimeCodes.id, current.id));
          return 'wrong' as const;
        }
        await tx.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, current.id));
        await onUsed(tx);
        return 'ok' as const;
      })
      .then((outcome) => {
        // The attempt counter must be committed, so the refusal is thrown after the transaction.
        if (outcome === 'wrong') throw invalid();
      });
  }

  /** Same answer whether or not the email exists; only a real account gets a link. */
  async forgotPassword(email: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
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
          language: user.language,
          subject: text('emailResetSubject'),
          body: text('emailResetBody', { minutes: RESET_TTL_MINUTES, link, uid: encodeUid(user.id), token }),
        },
        tx,
      );
    });
  }

  /** Single use, expiring; ends every session of the user. */
  async resetPassword(password: string, token: string, uidb64: string): Promise<void> {
    const failed = () => refused(400, text('resetLinkInvalid'));
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
      await this.sessions.endAll(userId, tx);
    });
  }
}

/** A deleted account's codes go with it: they were sent to an address that is no longer kept. */
export async function deleteCodesOf(executor: Executor, userId: number): Promise<void> {
  await executor.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
}
