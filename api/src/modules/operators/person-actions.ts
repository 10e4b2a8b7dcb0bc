/**
 * What an operator may do to an account, each with the reason the user is shown (an alert in their
 * language) and an audit line in the same transaction: freeze or unfreeze withdrawals, stop or
 * resume earning (task actions refused with the reason), and sign the account out everywhere. Nothing here touches money: a frozen balance stays the user's.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { AccountsService } from '../accounts/accounts.service';
import { resumeEarning, stopEarning } from '../accounts/users-table';
import type { NotificationsService } from '../alerts/alerts.service';
import { liftFreeze, openFreeze, operatorFreeze } from '../wallet/account-freezes';
import { recordOperatorAction } from './audit-log';

export type PersonAction =
  'freeze_withdrawals' | 'unfreeze_withdrawals' | 'stop_earning' | 'resume_earning' | 'revoke_sessions';

export class PersonActions {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsService,
    private readonly notifications: NotificationsService,
  ) {}

  async act(operatorId: number, userId: number, action: PersonAction, reason: string): Promise<string> {
    const note = reason.trim();
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .select({
          id: users.id,
          earningStoppedAt: users.earningStoppedAt,
          earningStoppedNote: users.earningStoppedNote,
        })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) throw notFound(text('notFound'));
      const audit = (before: unknown, after: unknown) =>
        recordOperatorAction(tx, {
          operatorId,
          action,
          subjectType: 'user',
          subjectId: String(userId),
          accountId: userId,
          before,
          after,
          reason: note,
        });
      const before = (await openFreeze(tx, userId)) ?? null;
      switch (action) {
        case 'freeze_withdrawals': {
          const after = await operatorFreeze(tx, userId, note);
          await audit(before, after);
          await this.notifications.create(
            userId,
            { title: text('alertWithdrawalsFrozenTitle'), text: text('alertWithdrawalsFrozenText', { note }) },
            tx,
          );
          return `Withdrawals frozen for user ${userId}.`;
        }
        case 'unfreeze_withdrawals': {
          if (!before || !(await liftFreeze(tx, userId, `operator:${operatorId}`))) {
            throw conflict(text('withdrawalsNotFrozen'));
          }
          await audit(before, null);
          await this.notifications.create(
            userId,
            { title: text('alertWithdrawalsUnfrozenTitle'), text: text('alertWithdrawalsUnfrozenText', { note }) },
            tx,
          );
          return `Withdrawals allowed again for user ${userId}.`;
        }
        case 'stop_earning': {
          if (!(await stopEarning(tx, userId, note))) throw conflict(text('earningAlreadyStopped'));
          await audit({ earning: 'allowed' }, { earning: 'stopped', note });
          await this.notifications.create(
            userId,
            { title: text('alertEarningStoppedTitle'), text: text('alertEarningStoppedText', { note }) },
            tx,
          );
          return `Earning stopped for user ${userId}.`;
        }
        case 'resume_earning': {
          if (!(await resumeEarning(tx, userId))) throw conflict(text('earningNotStopped'));
          await audit({ earning: 'stopped', note: user.earningStoppedNote }, { earning: 'allowed' });
          await this.notifications.create(
            userId,
            { title: text('alertEarningResumedTitle'), text: text('alertEarningResumedText', { note }) },
            tx,
          );
          return `Earning allowed again for user ${userId}.`;
        }
        case 'revoke_sessions': {
          await this.accounts.endAllSessions(userId, tx);
          await audit({ sessions: 'open' }, { sessions: 'ended' });
          await this.notifications.create(
            userId,
            { title: text('alertSessionsEndedTitle'), text: text('alertSessionsEndedText', { note }) },
            tx,
          );
          return `Every session of user ${userId} ended.`;
        }
      }
    });
  }
}
