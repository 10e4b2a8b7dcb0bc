/**
 * Where a post's unspent budget goes when it ends: the engage balance, or back through the
 * provider that took the payment ("M-PESA 07…", "PayPal"; a card is refunded through PayPal).
 * Asked in the cancel dialog, and changeable on the post's report while it lives, so an expiry
 * honours it too. A post paid from the balance (or by hand to the paybill) has the balance only.
 * Native radios in a fieldset: arrow keys move between them and a screen reader reads the legend.
 */
import { useId } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { mixed, object, type ObjectSchema } from 'yup';
import { failureMessage } from '@engage/shared/api/failure';
import type { Link } from '@engage/shared/contract/links';
import type { ReturnChoice, ReturnTo } from '@engage/shared/contract/posting';
import { formatEarnings } from '@engage/shared/format/money';
import { notify } from '@engage/shared/ui/toasts';
import { Modal } from '@engage/ui/modal';
import { useReturnChoice, useSetReturnTo } from '../api/profile-api';
import { t } from '../messages';

interface ReturnForm {
  return_to: ReturnTo;
}

const returnSchema: ObjectSchema<ReturnForm> = object({
  return_to: mixed<ReturnTo>().oneOf(['balance', 'provider']).required(),
});

/**
 * Money from a card or PayPal payment that goes back to the balance pays for posts at once, but its
 * withdrawal waits for an operator (a chargeback can still come): the words say so before the choice.
 */
const paidByCard = (choice: ReturnChoice | undefined): boolean =>
  choice?.provider === 'paypal' || choice?.provider === 'card';

/** What the provider option says: "M-PESA 0712345678" or "PayPal". */
export function providerLabel(choice: ReturnChoice): string {
  return choice.provider === 'mpesa' ? t('returnToMpesa', { phone: choice.phone ?? '' }) : t('returnToPaypal');
}

function Options({
  choice,
  register,
  disabled,
}: {
  choice: ReturnChoice;
  register: UseFormRegister<ReturnForm>;
  disabled: boolean;
}) {
  const hint = useId();
  if (!choice.provider) return <p className="eg-return-to__only">{t('returnToBalanceOnly')}</p>;
  return (
    <fieldset className="eg-return-to" disabled={disabled} aria-describedby={hint}>
      <legend>{t('returnToLegend')}</legend>
      <label className="eg-settings__radio">
        <input type="radio" value="balance" {...register('return_to')} />
        {t('returnToBalance')}
      </label>
      <label className="eg-settings__radio">
        <input type="radio" value="provider" {...register('return_to')} />
        {providerLabel(choice)}
      </label>
      <p id={hint} className="eg-return-to__hint">
        {t(paidByCard(choice) ? 'returnToBalanceHintCard' : 'returnToBalanceHint')} {t('returnToProviderHint')}
      </p>
    </fieldset>
  );
}

/** Asks before cancelling a post, with where its unspent budget goes; `onConfirm` gets the choice. */
export function CancelPostDialog({
  post,
  unspent,
  busy,
  onConfirm,
  onCancel,
}: {
  post: Link;
  /** About how much goes back, in KES. */
  unspent: number;
  busy: boolean;
  onConfirm: (returnTo: ReturnTo | undefined) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const choice = useReturnChoice(post.link_id);
  const form = useForm<ReturnForm>({
    resolver: yupResolver(returnSchema),
    values: choice.data ? { return_to: choice.data.return_to } : undefined,
    defaultValues: { return_to: 'balance' },
  });
  const picked = useWatch({ control: form.control, name: 'return_to' });
  const about = formatEarnings(unspent);
  // Until the choice is known (or when it cannot be read), the post's saved choice stands.
  const submit = form.handleSubmit((values) => onConfirm(choice.data?.provider ? values.return_to : undefined));
  return (
    <Modal
      title={t('cancelPostTitle')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="eg-button eg-button--quiet" disabled={busy} onClick={onCancel}>
            {t('keepPost')}
          </button>
          <button type="submit" form={formId} className="eg-button" disabled={busy} aria-busy={busy}>
            {t('cancelPostConfirm')}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <p aria-live="polite">
          {choice.data?.provider && picked === 'provider'
            ? t('cancelPostMessageRefund', { amount: about, to: providerLabel(choice.data) })
            : t(paidByCard(choice.data) ? 'cancelPostMessageCard' : 'cancelPostMessage', { amount: about })}
        </p>
        {choice.data?.provider && <Options choice={choice.data} register={form.register} disabled={busy} />}
      </form>
    </Modal>
  );
}

/** On a live or paused post's report: where its unspent budget will go, changeable until it ends. */
export function ReturnToSetting({ linkId }: { linkId: number }) {
  const choice = useReturnChoice(linkId);
  const save = useSetReturnTo(linkId);
  const form = useForm<ReturnForm>({
    resolver: yupResolver(returnSchema),
    values: choice.data ? { return_to: choice.data.return_to } : undefined,
    defaultValues: { return_to: 'balance' },
  });
  if (!choice.data?.provider) return null;
  const submit = form.handleSubmit(async (values) => {
    try {
      notify.success((await save.mutateAsync(values.return_to)).message);
    } catch (error) {
      notify.error(failureMessage(error, t('returnToSaveFailed')));
    }
  });
  return (
    <form className="eg-card" noValidate onSubmit={(event) => void submit(event)}>
      <Options choice={choice.data} register={form.register} disabled={save.isPending} />
      <button type="submit" className="eg-button" disabled={save.isPending} aria-busy={save.isPending}>
        {t('returnToSave')}
      </button>
    </form>
  );
}
