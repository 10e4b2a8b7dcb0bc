/**
 * Account deletion (spec 001 §4 "Account deletion is followed by logout"; §8 'Account deletion
 * successful!'), behind a dialog that says, before the user confirms, what is erased and what
 * happens to their money (`users/account/deletion/`, docs/privacy.md): everything left is
 * forfeited, so whoever can withdraw is told to withdraw first; while a withdrawal is on its way
 * the account cannot be deleted and the confirm button waits. The API then asks for the password
 * (or an emailed code) before it deletes.
 */
import { useId, useState } from 'react';
import { useQueryClient } from '@engage/shared/queries';
import { failureMessage, isApiFailure } from '@engage/shared/api/failure';
import type { AccountDeletionPreview } from '@engage/shared/contract/profile';
import { formatEarnings } from '@engage/shared/format/money';
import { signOut } from '@engage/shared/session';
import { notify } from '@engage/shared/ui/toasts';
import { Modal } from '@engage/ui/modal';
import { stepUpRequired, useStepUp } from '@engage/ui/step-up-dialog';
import { useDeleteAccount, useDeletionPreview } from '../api/profile-api';
import { t } from '../messages';

/** The sentences of the money rule for this account, in the order the user needs them. */
export function moneyRule(preview: AccountDeletionPreview): string[] {
  const kes = (amount: number) => formatEarnings(amount);
  if (preview.waits_for_withdrawal) return [t('deleteWaitsForWithdrawal', { amount: kes(preview.on_its_way) })];
  if (preview.forfeited <= 0) return [t('deleteMoneyNone')];
  const lines = [
    t('deleteMoneyForfeited', {
      amount: kes(preview.forfeited),
      withdrawable: kes(preview.withdrawable),
      pending: kes(preview.pending),
    }),
  ];
  if (preview.withdrawable >= preview.min_withdrawal)
    lines.push(t('deleteWithdrawFirst', { withdrawable: kes(preview.withdrawable) }));
  else if (preview.withdrawable > 0) lines.push(t('deleteBelowMinimum', { minimum: kes(preview.min_withdrawal) }));
  return lines;
}

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const preview = useDeletionPreview(true);
  const deletion = useDeleteAccount();
  // The API asks for the password (or an emailed code) before the account is deleted.
  const stepUp = useStepUp();
  const ruleId = useId();
  const busy = deletion.isPending;

  const remove = async () => {
    try {
      await stepUp.run(() => deletion.mutateAsync());
      notify.success(t('accountDeleted'));
      onClose();
      // Spec 001 §4 "Account deletion is followed by logout": the session and every cached answer go.
      signOut();
      client.clear();
    } catch (error) {
      // A step-up the user cancelled, or a withdrawal that set off meanwhile: the server's words say why.
      const known = stepUpRequired(error) || isWithdrawalOnItsWay(error);
      notify.error(known ? failureMessage(error, t('deleteAccountFailed')) : t('deleteAccountFailed'));
      if (isWithdrawalOnItsWay(error)) void preview.refetch();
    }
  };

  let rule;
  if (preview.isPending) rule = <p aria-busy="true">{t('deleteMoneyLoading')}</p>;
  else if (preview.isError)
    rule = (
      <p role="alert">
        {t('deleteMoneyError')}{' '}
        <button type="button" className="eg-button eg-button--quiet" onClick={() => void preview.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  else rule = moneyRule(preview.data).map((line) => <p key={line}>{line}</p>);
  const canConfirm = preview.isSuccess && !preview.data.waits_for_withdrawal && !busy;

  return (
    <>
      <Modal
        title={t('deleteAccountTitle')}
        onClose={onClose}
        actions={
          <>
            <button type="button" className="eg-button eg-button--quiet" disabled={busy} onClick={onClose}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="eg-button eg-settings__delete"
              disabled={!canConfirm}
              aria-busy={busy}
              aria-describedby={ruleId}
              onClick={() => void remove()}
            >
              {t('deleteAccount')}
            </button>
          </>
        }
      >
        <p>{t('deleteErasedNow')}</p>
        <div id={ruleId} aria-live="polite">
          {rule}
        </div>
      </Modal>
      {stepUp.dialog}
    </>
  );
}

function isWithdrawalOnItsWay(error: unknown): boolean {
  return isApiFailure(error) && error.status === 409 && error.data.code === 'withdrawal_on_its_way';
}

export function DeleteAccount() {
  const [asking, setAsking] = useState(false);
  return (
    <section className="eg-card eg-settings__danger" aria-labelledby="eg-settings-delete">
      <h2 id="eg-settings-delete" className="eg-card__heading">
        {t('deleteAccount')}
      </h2>
      <p className="eg-settings__muted">{t('deleteAccountMessage')}</p>
      <button type="button" className="eg-button eg-settings__delete" onClick={() => setAsking(true)}>
        {t('deleteAccount')}
      </button>
      {asking && <DeleteDialog onClose={() => setAsking(false)} />}
    </section>
  );
}
