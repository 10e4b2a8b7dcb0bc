/**
 * Deleting an account (docs/privacy.md, "Deleting an account"). After the step-up the person is
 * erased at once, in one transaction: the profile, the withdrawal methods (number, names,
 * national ID), linked accounts and their tokens, sessions, device signals, alerts, mail, keys.
 * What the law makes us keep (ledger entries, payments and payouts, seven years for
 * anti-money-laundering) stays under the account's number with no name, phone or ID attached,
 * and a free text we keep that quoted the person (an operator alert, another user's alert)
 * loses those identifiers. After the commit the platforms revoke the tokens and the avatar
 * files, every one the account ever uploaded, leave the disk.
 *
 * The money rule, shown before the user confirms (`preview`): a withdrawal on its way to M-PESA
 * must arrive first (deletion is refused until then); everything else, withdrawable or pending,
 * is forfeited to the platform's `forfeited_balances` account in one ledger transfer, so the
 * books still balance. Whoever wants their withdrawable money withdraws it before deleting.
 */
import { deletePins } from '../area-releases/area-releases-table';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AccountDeletionPreview } from '@engage/shared/contract/profile';
import type { Db, Tx } from '../../db/database';
import { mentionPatterns, phoneSpellings } from '../../db/redaction';
import { notFound, refused } from '../../http/errors';
import { deleteKeysOf } from '../../http/idempotency-keys';
import { forgetCountersOf } from '../../http/rate-limit-store';
import { text } from '../../i18n/messages';
import type { AccountsService } from '../accounts/accounts.service';
import { deleteCodesOf } from '../accounts/email-codes';
import { findUser, lockUser, updateLiveUser, type UserRow } from '../accounts/users-table';
import { eraseAlertsOf } from '../alerts/alerts.service';
import { erasePayerOf, payerPhonesOf } from '../checkout/payments-table';
import { countOpenRefundsOf, erasePhoneOf } from '../checkout/post-refunds-table';
import { eraseMailOf } from '../email/email.service';
import { deleteSignalsOf } from '../farms/farm-signals-table';
import { eraseReviewDetailsOf } from '../farms/payout-reviews-table';
import type { LedgerService } from '../ledger/ledger.service';
import { redactAlertMentions } from '../operator-alerts/operator-alerts';
import { deleteExportsOf } from '../privacy/data-exports-table';
import { redactAdjustmentReasonsOf } from '../operators/adjustments';
import { eraseProducerLocation } from '../posting/links-table';
import { redactReportMentions } from '../reconciliation/reconciliation-reports-table';
import { voidPendingRewardsOf } from '../referrals/referral-rewards-table';
import { revokeKeysOf } from '../resellers/reseller-keys-table';
import { deleteGrantsFor } from '../sandbox/sandbox-oauth.service';
import { closeActionsOf } from '../tasks/task-actions-table';
import { closeClaimsOf } from '../tasks/task-claims';
import { deleteTicketsOf } from '../tasks/watch-tickets';
import { redactFreezeNotesOf } from '../wallet/account-freezes';
import { deletePayoutNumberAlertsOf } from '../wallet/payout-number-alerts';
import { deleteMethodsOf, payeeDetailsOf } from '../wallet/withdrawal-methods';
import { countInFlight, erasePayeeOf, payoutNumbersOf } from '../wallet/withdrawals-table';
import type { ConnectionsService } from './connections.service';

/** The balances a deleted account forfeits: what it could withdraw, then what was still pending. */
const WITHDRAWABLE = ['consumer_available', 'referral_rewards'] as const;
const PENDING = ['consumer_pending', 'referral_pending'] as const;
type ForfeitedKind = (typeof WITHDRAWABLE)[number] | (typeof PENDING)[number];

const shillings = (cents: number) => cents / 100;

export class AccountErasure {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsService,
    private readonly ledger: LedgerService,
    private readonly connections: ConnectionsService,
    private readonly avatarsDir: string,
    private readonly minWithdrawalKes: number,
  ) {}

  private async balances(userId: number, executor: Db | Tx) {
    const of = async (kinds: readonly ForfeitedKind[]) => {
      const cents = [];
      for (const kind of kinds) cents.push({ kind, cents: await this.ledger.balance({ kind, userId }, executor) });
      return cents;
    };
    return {
      withdrawable: await of(WITHDRAWABLE),
      pending: await of(PENDING),
      onItsWayCents: await this.ledger.balance({ kind: 'withdrawal_hold', userId }, executor),
      // A payout, or a post's budget on its way back through a provider, must arrive first.
      inFlight: (await countInFlight(executor, userId)) + (await countOpenRefundsOf(executor, userId)),
    };
  }

  /** What deleting now would do with the money, for the dialog before the user confirms. */
  async preview(userId: number): Promise<AccountDeletionPreview> {
    const money = await this.db.transaction((tx) => this.balances(userId, tx));
    const total = (parts: { cents: number }[]) => parts.reduce((sum, part) => sum + part.cents, 0);
    const withdrawable = total(money.withdrawable);
    const pending = total(money.pending);
    return {
      withdrawable: shillings(withdrawable),
      pending: shillings(pending),
      forfeited: shillings(withdrawable + pending),
      on_its_way: shillings(money.onItsWayCents),
      waits_for_withdrawal: money.inFlight > 0 || money.onItsWayCents > 0,
      min_withdrawal: this.minWithdrawalKes,
    };
  }

  /** Erases the account (see the header); refused with 409 while a withdrawal is on its way. */
  async erase(userId: number): Promise<void> {
    const now = new Date();
    const links = await this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const user = await findUser(tx, userId);
      if (!user) throw notFound(text('userNotFound'));
      // Credits and releases stop first, so the balances read next cannot move under the transfer.
      await closeActionsOf(tx, userId, now);
      await closeClaimsOf(tx, userId, now);
      await voidPendingRewardsOf(tx, userId, now);
      const money = await this.balances(userId, tx);
      if (money.inFlight > 0 || money.onItsWayCents > 0) {
        throw refused(409, text('deletionWaitsForWithdrawal'), { code: 'withdrawal_on_its_way' });
      }
      await this.forfeit(tx, userId, [...money.withdrawable, ...money.pending]);

      const mentions = mentionPatterns(await this.identifiers(tx, user));
      await this.accounts.endAllSessions(userId, tx);
      const removed = await this.connections.removeAll(userId, tx);
      await deleteCodesOf(tx, userId);
      await deleteKeysOf(tx, userId);
      await forgetCountersOf(tx, mentionPatterns([user.email]));
      await deleteGrantsFor(tx, user.email);
      await eraseMailOf(tx, user.email, mentions);
      await eraseAlertsOf(tx, userId, mentions);
      await this.ledger.redactMemosOf(tx, userId, mentions);
      await redactAlertMentions(tx, mentions);
      await redactReportMentions(tx, mentions);
      await redactFreezeNotesOf(tx, userId, mentions);
      await redactAdjustmentReasonsOf(tx, userId, mentions);
      await erasePayerOf(tx, userId, mentions);
      await erasePhoneOf(tx, userId);
      await erasePayeeOf(tx, userId, mentions);
      await deletePayoutNumberAlertsOf(tx, userId);
      await deleteMethodsOf(tx, userId);
      await deleteSignalsOf(tx, userId);
      await eraseReviewDetailsOf(tx, userId);
      await deleteTicketsOf(tx, userId);
      await deleteExportsOf(tx, userId);
      await deletePins(tx, { userId });
      await revokeKeysOf(tx, userId, now);
      await eraseProducerLocation(tx, userId);
      await updateLiveUser(tx, userId, {
        email: `deleted-${userId}@deleted.invalid`,
        username: `deleted_${userId}`,
        passwordHash: null,
        googleSub: null,
        avatarPath: null,
        emailVerified: false,
        firstName: '',
        lastName: '',
        bio: '',
        location: '',
        education: '',
        jobTitle: '',
        company: '',
        languages: '',
        phoneNumber: '',
        visibility: 'private',
        birthDate: null,
        experienceLevel: '',
        interests: [],
        language: null,
        botActive: false,
        earningStoppedNote: null,
        deletedAt: now,
      });
      return removed;
    });
    // At the providers and on disk only once the deletion has committed: a rollback must not
    // leave dead links or a profile whose picture is gone.
    await this.connections.revoke(links);
    await this.removeAvatarFiles(userId);
  }

  /** One transfer of every non-empty balance to the platform's forfeited account. */
  private async forfeit(tx: Tx, userId: number, parts: { kind: ForfeitedKind; cents: number }[]): Promise<void> {
    const legs = parts
      .filter((part) => part.cents > 0)
      .map((part) => ({ account: { kind: part.kind, userId }, amountCents: -part.cents }));
    const total = legs.reduce((sum, leg) => sum - leg.amountCents, 0);
    if (total === 0) return;
    await this.ledger.transfer(
      {
        idempotencyKey: `account-deletion:${userId}`,
        kind: 'account_deletion',
        memo: 'Balances forfeited when the account was deleted',
        legs: [...legs, { account: { kind: 'forfeited_balances' }, amountCents: total }],
      },
      tx,
    );
  }

  /** Everything that names the person and may have been quoted in a text we keep. */
  private async identifiers(tx: Tx, user: UserRow): Promise<string[]> {
    const methods = await payeeDetailsOf(tx, user.id);
    const phones = phoneSpellings([
      user.phoneNumber,
      ...methods.map((method) => method.mpesaPhone),
      ...(await payoutNumbersOf(tx, user.id)),
      ...(await payerPhonesOf(tx, user.id)),
    ]);
    return [
      user.email,
      user.username,
      `${user.firstName} ${user.lastName}`,
      ...methods.flatMap((method) => [method.idNumber, `${method.firstName} ${method.lastName}`]),
      ...phones,
    ];
  }

  /** Every avatar file the account uploaded (named `{userId}-…`), the current one and any left behind. */
  private async removeAvatarFiles(userId: number): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.avatarsDir);
    } catch {
      return; // No avatar was ever stored.
    }
    const prefix = `${userId}-`;
    await Promise.all(
      names.filter((name) => name.startsWith(prefix)).map((name) => rm(join(this.avatarsDir, name), { force: true })),
    );
  }
}
