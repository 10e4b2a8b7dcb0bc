/**
 * The payment dialog that follows Post (spec 001 §2, §4, §7): PayPal priced in USD at the
 * server's rate (its answer, which is what the checkout charges) with the KES amount beside it, M-PESA (how Kenyans pay), card,
 * and the producer's own engage balance (ours: paid at once; offered with the balance beside it,
 * and only when it covers the post).
 * PayPal and card send the browser to `checkout_url`; M-PESA pushes a PIN prompt to the phone
 * and the dialog shows "Check your phone", following the post until the callback settles the
 * payment, then opens the post under My posts. The M-PESA number starts as the profile's phone
 * number, and can be changed. Checkout errors are only logged (spec 001 §8); an M-PESA failure says 'An error
 * occurred, please try again later'. While a payment is under way every pay button waits, so
 * one post cannot be paid twice from here.
 */
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@engage/shared/queries';
import { failureMessage } from '@engage/shared/api/failure';
import { useMoneyPicture } from '@engage/shared/api/money-queries';
import { useProfileDetails } from '@engage/shared/api/profile-queries';
import { queryKeys } from '@engage/shared/api/query-keys';
import { formatEarnings } from '@engage/shared/format/money';
import { fromMpesaPhone, sanitizePhoneInput, toMpesaPhone } from '@engage/shared/format/mpesa-phone';
import { paths } from '@engage/shared/paths';
import { useNavigate } from '@engage/shared/router';
import { FormField } from '@engage/ui/form-field';
import { filtered } from '@engage/ui/input-filter';
import { Modal } from '@engage/ui/modal';
import { useOfflineReason } from '@engage/shared/network/use-online';
import { notify } from '@engage/shared/ui/toasts';
import { livePostState, rememberCheckout } from '../api/checkout-memory';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import { grouped } from '../api/post-form';
import {
  browser,
  useBalanceCheckout,
  useMpesaCheckout,
  useOwnPost,
  usePaypalPrice,
  useRedirectCheckout,
} from '../api/posting-queries';
import { t } from '../messages';

type Method = 'paypal' | 'mpesa' | 'card' | 'balance';

const resolver = lazyResolver(() => import('../api/payment-schema').then((module) => module.paymentResolver));

/** How often the dialog asks whether the M-PESA payment has settled. */
export const MPESA_POLL_MS = 2000;

interface PaymentDialogProps {
  linkId: number;
  /** KES. */
  amount: number;
  targetsNeeded: number;
  onClose: () => void;
}

export function PaymentDialog({ linkId, amount, targetsNeeded, onClose }: PaymentDialogProps) {
  const [method, setMethod] = useState<Method>('paypal');
  // The M-PESA number is the form's one field; PayPal and card send without checking it.
  const { register, handleSubmit, formState, getValues, setValue } = useForm<{ phone: string }>({
    resolver,
    mode: 'all',
    defaultValues: { phone: '' },
  });
  // The profile's phone number fills the M-PESA number (as 07…), unless something is typed already.
  const profilePhone = useProfileDetails().data?.phone_number;
  useEffect(() => {
    if (profilePhone && getValues('phone') === '') setValue('phone', sanitizePhoneInput(fromMpesaPhone(profilePhone)));
  }, [profilePhone, getValues, setValue]);
  const redirectCheckout = useRedirectCheckout();
  const mpesaCheckout = useMpesaCheckout();
  const balanceCheckout = useBalanceCheckout();
  const navigate = useNavigate();
  const client = useQueryClient();
  // After a PayPal or card checkout the browser is leaving for the provider's page: still busy.
  const busy =
    redirectCheckout.isPending || redirectCheckout.isSuccess || mpesaCheckout.isPending || balanceCheckout.isPending;
  // The engage balance pays only what it covers: what the user could withdraw now.
  const withdrawable = useMoneyPicture().data?.withdrawable;
  const balanceCovers = withdrawable !== undefined && withdrawable >= amount;
  const [waiting, setWaiting] = useState<string | null>(null);
  // Nothing that moves money is sent without a connection, nor kept to be sent later.
  const offline = useOfflineReason();
  const groupId = useId();
  const kes = formatEarnings(amount);
  // PayPal is paid only once its USD price, from the server, is on screen.
  const price = usePaypalPrice(linkId).data;
  const unpriced = (method === 'paypal' && price === undefined) || (method === 'balance' && !balanceCovers);

  async function pay(phone = '') {
    if (method === 'balance') {
      try {
        const answer = await balanceCheckout.mutateAsync(linkId);
        notify.success(answer.message);
        void client.invalidateQueries({ queryKey: queryKeys.feed.all });
        void client.invalidateQueries({ queryKey: queryKeys.profile.lists });
        void navigate(paths.profile, { state: livePostState(linkId) });
      } catch (error) {
        // The balance moved meanwhile, or the post was paid already: the API says which.
        notify.error(failureMessage(error, t('mpesaFailed')));
      }
      return;
    }
    try {
      if (method === 'mpesa') {
        const answer = await mpesaCheckout.mutateAsync({ phone: toMpesaPhone(phone), linkId });
        setWaiting(answer.message);
        return;
      }
      const answer = await redirectCheckout.mutateAsync({ method, linkId, targetsNeeded });
      notify.blank(t('redirecting'));
      rememberCheckout(linkId, answer.checkout_url);
      browser.go(answer.checkout_url);
    } catch (error) {
      // Spec 001 §8 "Checkout errors are only logged; M-pesa failure shows 'An error occurred, please try again later'".
      console.error('checkout failed', error);
      if (method === 'mpesa') notify.error(t('mpesaFailed'));
    }
  }

  const payLabel = t('payNow', { amount: method === 'paypal' ? `USD ${price?.usd ?? '…'}` : kes });
  return (
    <Modal title={waiting ? t('checkPhone') : t('payTitle')} onClose={onClose}>
      {waiting ? (
        <MpesaWait linkId={linkId} message={waiting} onRetry={() => setWaiting(null)} />
      ) : (
        <form
          className="eg-posting__pay"
          noValidate
          onSubmit={(event) => {
            if (method === 'mpesa') return void handleSubmit((values) => pay(values.phone))(event);
            event.preventDefault();
            void pay();
          }}
        >
          <p className="eg-posting__total">{t('payAmount', { amount: kes })}</p>
          <fieldset className="eg-posting__methods" disabled={busy}>
            <legend>{t('payWith')}</legend>
            {(['paypal', 'mpesa', 'card', 'balance'] as const).map((value) => (
              <label key={value} className="eg-posting__method">
                <input
                  type="radio"
                  name={`${groupId}-method`}
                  value={value}
                  checked={method === value}
                  disabled={value === 'balance' && !balanceCovers}
                  onChange={() => setMethod(value)}
                />
                <span>{t(value)}</span>
                {value === 'balance' && withdrawable !== undefined && (
                  <small className="eg-field__hint">
                    {balanceCovers
                      ? t('balanceHas', { amount: formatEarnings(withdrawable) })
                      : t('balanceShort', { amount: formatEarnings(withdrawable) })}
                  </small>
                )}
                {value === 'paypal' && price && (
                  <small className="eg-field__hint">
                    {t('paypalPrice', {
                      usd: price.usd,
                      kes: grouped(price.amount_kes),
                      rate: price.kes_per_usd,
                    })}
                  </small>
                )}
              </label>
            ))}
          </fieldset>
          {method === 'mpesa' && (
            <FormField
              label={t('phone')}
              hint={t('phoneHint')}
              inputMode="numeric"
              autoComplete="tel"
              // The typed text is cut to the kept digits before the form reads it: an 11th digit never shows.
              {...filtered(register('phone'), sanitizePhoneInput)}
              error={formState.errors.phone?.message}
              touched={formState.isSubmitted || Boolean(formState.touchedFields.phone)}
              disabled={busy}
            />
          )}
          <button
            type="submit"
            className="eg-button"
            disabled={busy || unpriced || offline !== undefined}
            title={offline}
            aria-busy={busy}
          >
            {payLabel}
          </button>
          <p className="eg-posting__note">{t('laterNote')}</p>
        </form>
      )}
    </Modal>
  );
}

/** "Check your phone": follows the post until the STK callback settles the payment. */
function MpesaWait({ linkId, message, onRetry }: { linkId: number; message: string; onRetry: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const post = useOwnPost(linkId, { pollMs: MPESA_POLL_MS });
  const live = post.data?.status === 'active' || post.data?.status === 'completed';
  const payment = post.data?.payment;
  const closed =
    !live && payment?.provider === 'mpesa' && (payment.status === 'failed' || payment.status === 'cancelled');

  useEffect(() => {
    if (!live) return;
    notify.success(t('paid'));
    void client.invalidateQueries({ queryKey: queryKeys.feed.all });
    void client.invalidateQueries({ queryKey: queryKeys.profile.lists });
    void navigate(paths.profile, { state: livePostState(linkId) });
  }, [live, client, navigate, linkId]);

  if (closed) {
    return (
      <div className="eg-posting__wait">
        <p role="alert">{t('mpesaNotPaid', { reason: payment.status_description || payment.status })}</p>
        <button type="button" className="eg-button" onClick={onRetry}>
          {t('tryAgainButton')}
        </button>
      </div>
    );
  }
  return (
    <div className="eg-posting__wait" role="status" aria-live="polite">
      <span className="eg-posting__spinner" aria-hidden="true" />
      <p>{message}</p>
      <p>{live ? t('paid') : t('checkPhoneText')}</p>
    </div>
  );
}
