/**
 * The owner hears at once of a payout number added or changed, and can stop it with one tap:
 * "this was not me" freezes withdrawals (nothing is taken, the balance stays), signs every device
 * out, takes the disowned number off the account and tells an operator. SQL for
 * `payout_method_alerts` lives here; freezes are in account-freezes.ts.
 *
 * Payouts queued before a change keep the number they were queued for (the withdrawal row holds
 * it), and a new number cannot be paid before its cooling-off ends, so the owner has that long to
 * say it was not them.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Language } from '@engage/shared/i18n/language';
import type { WithdrawalsFreeze } from '@engage/shared/contract/wallet';
import type { Db, Executor, Tx } from '../../db/database';
import { payoutMethodAlerts, withdrawalMethods } from '../../db/schema';
import type { AppConfig } from '../../config';
import { type ApiError, refused } from '../../http/errors';
import { nairobiDateTime } from '../../i18n/date-words';
import { text, written } from '../../i18n/messages';
import type { AccountsService, AuthContext } from '../accounts/accounts.service';
import { decodeUid, encodeUid, randomToken, sha256 } from '../accounts/tokens';
import type { UserRow } from '../accounts/users-table';
import type { EmailService } from '../email/email.service';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import { freezeReason, freezeWithdrawals, liftFreeze, openFreeze } from './account-freezes';

/** The link stays good for longer than the cooling-off, so it can stop the number until it is paid. */
const LINK_TTL_DAYS = 7;

/** The browser page the email's link opens (`notMe` in @engage/shared/paths). */
export const notMeLink = (appUrl: string, token: string, userId: number) =>
  `${appUrl}/payout/not-me/${token}?uidb64=${encodeUid(userId)}`;

export interface AlertedMethod {
  id: number;
  mpesaPhone: string;
  usableFrom: Date;
}

export class PayoutNumberAlerts {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly email: EmailService,
    private readonly operatorAlerts: OperatorAlerts,
    private readonly accounts: AccountsService,
  ) {}

  /** Emails the owner, in the caller's transaction: the change and the email stand or fall together. */
  async tellOwner(tx: Tx, user: UserRow, method: AlertedMethod, change: 'added' | 'changed'): Promise<void> {
    const token = randomToken();
    await tx.insert(payoutMethodAlerts).values({
      userId: user.id,
      methodId: method.id,
      mpesaPhone: method.mpesaPhone,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + LINK_TTL_DAYS * 24 * 3600_000),
    });
    await this.email.enqueue(
      {
        to: user.email,
        language: user.language,
        subject: text(change === 'added' ? 'emailPayoutMethodAddedSubject' : 'emailPayoutMethodChangedSubject'),
        body: text('emailPayoutMethodBody', {
          phone: method.mpesaPhone,
          when: nairobiDateTime(method.usableFrom),
          link: notMeLink(this.config.appUrl, token, user.id),
        }),
      },
      tx,
    );
  }

  /** Whether withdrawals are frozen, and why, in the reader's language. */
  async freezeStatus(userId: number, language: Language): Promise<WithdrawalsFreeze> {
    const freeze = await openFreeze(this.db, userId);
    if (!freeze) return { frozen: false, reason: null, frozen_at: null, owner_can_lift: false };
    return {
      frozen: true,
      reason: written(freezeReason(freeze), language),
      owner_can_lift: freeze.reason !== 'operator',
      frozen_at: freeze.frozenAt.toISOString(),
    };
  }

  /** The owner's way out: after a step-up on a full session, withdrawals are allowed again. */
  async unfreeze(auth: AuthContext): Promise<void> {
    await this.accounts.stepUp.require(auth);
    if (!(await liftFreeze(this.db, auth.userId, 'owner'))) throw refused(409, text('withdrawalsNotFrozen'));
  }

  /** The one-tap "this was not me": single use, expiring; refused alike for any bad link. */
  async notMe(token: string, uidb64: string): Promise<void> {
    const invalid = () => refused(400, text('notMeLinkInvalid'));
    const userId = decodeUid(uidb64);
    if (userId === null) throw invalid();
    await this.db.transaction(async (tx) => {
      const [alert] = await tx
        .update(payoutMethodAlerts)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(payoutMethodAlerts.userId, userId),
            eq(payoutMethodAlerts.tokenHash, sha256(token)),
            isNull(payoutMethodAlerts.usedAt),
            gt(payoutMethodAlerts.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!alert) throw invalid();
      await freezeWithdrawals(tx, userId, 'payout_method_disowned');
      // The disowned number goes, unless it has been changed again since (that change has its own email).
      await tx
        .delete(withdrawalMethods)
        .where(
          and(
            eq(withdrawalMethods.id, alert.methodId),
            eq(withdrawalMethods.userId, userId),
            eq(withdrawalMethods.mpesaPhone, alert.mpesaPhone),
          ),
        );
      // Whoever changed the number may hold a session: every device is signed out.
      await this.accounts.endAllSessions(userId, tx);
      await this.operatorAlerts.raise(
        {
          kind: 'account_frozen',
          subject: `user:${userId}`,
          message: `User ${userId} said the payout number ${alert.mpesaPhone} (method ${alert.methodId}, saved ${alert.createdAt.toISOString()}) was not them. Withdrawals are frozen, the number was removed and every session ended; the balance is untouched.`,
        },
        tx,
      );
    });
  }
}

/**
 * Why a payout to this number may not start now, if it may not: withdrawals frozen on the
 * account (with the reason and the way out), or the number still cooling off (naming when it
 * becomes usable). Every withdrawal, by hand, scheduled or of referral rewards, asks this.
 */
export async function payoutRefusal(
  executor: Executor,
  userId: number,
  method: { usableFrom: Date },
  now = new Date(),
): Promise<ApiError | null> {
  const freeze = await openFreeze(executor, userId);
  if (freeze) {
    return refused(403, text('withdrawalsFrozen'), {
      code: 'withdrawals_frozen',
      reason: freezeReason(freeze),
    });
  }
  if (method.usableFrom > now) {
    return refused(403, text('methodCoolingOff', { when: nairobiDateTime(method.usableFrom) }), {
      code: 'payout_method_cooling_off',
      usable_from: method.usableFrom.toISOString(),
    });
  }
  return null;
}

/** A deleted account's "this was not me" links, and the numbers they name, go with it. */
export async function deletePayoutNumberAlertsOf(executor: Executor, userId: number): Promise<void> {
  await executor.delete(payoutMethodAlerts).where(eq(payoutMethodAlerts.userId, userId));
}
