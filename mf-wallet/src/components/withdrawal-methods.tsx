/**
 * The withdrawal methods (spec 001 §2 "Withdrawal methods"): M-PESA with Setup, or Update and
 * delete once set (delete asks in a confirmation dialog: 'Payment deletion successful' /
 * 'Payment deletion failed. Please try again later'); PayPal and Direct to Local Bank marked
 * 'Comming soon'.
 */
import { useState } from 'react';
import type { WithdrawalMethod } from '@engage/shared/contract/wallet';
import { fromMpesaPhone } from '@engage/shared/format/mpesa-phone';
import { ConfirmDialog } from '@engage/ui/confirm-dialog';
import { notify } from '@engage/shared/ui/toasts';
import { formatDate } from '@engage/shared/format/relative-time';
import { failureMessage } from '@engage/shared/api/failure';
import { useStepUp } from '@engage/ui/step-up-dialog';
import { coolingOffUntil, useDeleteMethod, useUnfreeze, useWithdrawalsFreeze } from '../api/wallet-queries';
import { t } from '../messages';
import { MpesaModal } from './mpesa-modal';

interface WithdrawalMethodsProps {
  method: WithdrawalMethod | undefined;
  /** Heading level of the section title (2 on the wallet, 1 is the page's). */
  headingId: string;
}

export function WithdrawalMethods({ method, headingId }: WithdrawalMethodsProps) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const deletion = useDeleteMethod();
  const deleting = deletion.isPending;

  function remove() {
    if (!method || deleting) return;
    deletion.mutate(method.id, {
      onSuccess: () => {
        notify.success(t('deleted'));
        setAsking(false);
      },
      onError: () => notify.error(t('deleteFailed')),
    });
  }

  const usableFrom = coolingOffUntil(method);
  return (
    <section className="eg-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="eg-card__heading">
        {t('methodsHeading')}
      </h2>
      <FreezeNotice />
      <ul className="eg-wallet__methods">
        <li className="eg-wallet__method">
          <div>
            <p className="eg-wallet__method-name">{t('mpesa')}</p>
            <p className="eg-wallet__note">
              {method
                ? t('methodSet', {
                    name: `${method.first_name} ${method.last_name}`,
                    phone: fromMpesaPhone(method.mpesa_phone),
                  })
                : t('notSet')}
            </p>
            {usableFrom && (
              <div className="eg-wallet__cooling" role="note">
                <p className="eg-wallet__method-name">
                  {t('usableFrom', { when: formatDate(usableFrom, { withTime: true }) })}
                </p>
                <p className="eg-wallet__note">{t('coolingOffText')}</p>
              </div>
            )}
          </div>
          <div className="eg-wallet__method-actions">
            {method ? (
              <>
                <button
                  type="button"
                  className="eg-button eg-button--quiet"
                  aria-label={`${t('update')} ${t('mpesa')}`}
                  onClick={() => setEditing(true)}
                >
                  {t('update')}
                </button>
                <button
                  type="button"
                  className="eg-button eg-button--quiet eg-wallet__danger"
                  aria-label={`${t('delete')} ${t('mpesa')}`}
                  onClick={() => setAsking(true)}
                >
                  {t('delete')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="eg-button"
                aria-label={`${t('setup')} ${t('mpesa')}`}
                onClick={() => setEditing(true)}
              >
                {t('setup')}
              </button>
            )}
          </div>
        </li>
        {[t('paypal'), t('bank')].map((name) => (
          <li key={name} className="eg-wallet__method eg-wallet__method--soon">
            <p className="eg-wallet__method-name">{name}</p>
            <span className="eg-wallet__soon">{t('comingSoon')}</span>
          </li>
        ))}
      </ul>
      {editing && <MpesaModal existing={method} onClose={() => setEditing(false)} />}
      {asking && (
        <ConfirmDialog
          title={t('deleteTitle')}
          message={t('deleteMessage')}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}

/**
 * Frozen withdrawals: the reason, that the balance is safe, and the way out: the owner's own freeze
 * is lifted after a step-up; an operator's only by engage's team.
 */
export function FreezeNotice() {
  const freeze = useWithdrawalsFreeze();
  const unfreezing = useUnfreeze();
  const stepUp = useStepUp();
  if (!freeze.data?.frozen) return null;

  function unfreeze() {
    if (unfreezing.isPending) return;
    stepUp
      .run(() => unfreezing.mutateAsync())
      .then(
        () => notify.success(t('unfrozen')),
        (error: unknown) => notify.error(failureMessage(error, t('failed'))),
      );
  }

  return (
    <div className="eg-wallet__alert" role="alert">
      <p className="eg-wallet__method-name">{t('frozenTitle')}</p>
      {freeze.data.reason && <p>{freeze.data.reason}</p>}
      <p>{freeze.data.owner_can_lift ? t('frozenText') : t('frozenByTeam')}</p>
      {freeze.data.owner_can_lift && (
        <button type="button" className="eg-button" disabled={unfreezing.isPending} onClick={unfreeze}>
          {unfreezing.isPending ? t('unfreezing') : t('unfreeze')}
        </button>
      )}
      {stepUp.dialog}
    </div>
  );
}
