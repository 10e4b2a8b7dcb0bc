/**
 * The M-PESA withdrawal-method modal (spec 001 §2: first name, last name, ID number, phone).
 * Spec 001 §5: every field is needed ('Kindly fill all the fields'); the phone is entered
 * starting with 0, digits only, up to 10, and sent as 254 plus the number without its 0;
 * setting up needs a verified account ('You must verify your account to set up M-PESA
 * withdrawal method'). Spec 001 §8: 'Withdrawal method setup successfully!', 'Withdrawal method
 * updated successfully!', 'An error occured, please try again!'. Spec 001 §4: the 3-day note.
 * The ID number is digits only, at most 10, and names are at most 150 characters: the API's
 * limits (`@engage/shared/contract/input-limits`), checked here first so its field says so.
 */
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiFailure } from '@engage/shared/api/failure';
import { useUserRecord } from '@engage/shared/api/profile-queries';
import { publish } from '@engage/shared/bus';
import { TEXT_MAX } from '@engage/shared/contract/input-limits';
import type { WithdrawalMethod } from '@engage/shared/contract/wallet';
import { sanitizePhoneInput } from '@engage/shared/format/mpesa-phone';
import { FormField } from '@engage/ui/form-field';
import { filtered } from '@engage/ui/input-filter';
import { Modal } from '@engage/ui/modal';
import { notify } from '@engage/shared/ui/toasts';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import { stepUpRequired, useStepUp } from '@engage/ui/step-up-dialog';
import { anyBlank, mpesaBody, mpesaInitialValues, type MpesaFormValues } from '../api/mpesa-form';
import { useSaveMethod } from '../api/wallet-queries';
import { en, t } from '../messages';

const resolver = lazyResolver(() => import('../api/mpesa-schema').then((module) => module.mpesaResolver));

interface MpesaModalProps {
  /** The method to update; none to set one up. */
  existing?: WithdrawalMethod;
  onClose: () => void;
}

export function MpesaModal({ existing, onClose }: MpesaModalProps) {
  const user = useUserRecord();
  const saving = useSaveMethod();
  // The API asks for the password (or an emailed code) before a payout number is added or changed.
  const stepUp = useStepUp();
  const unverified = user.data?.email_verified === 'False';
  const { register, handleSubmit, getValues, control, formState, setError } = useForm<MpesaFormValues>({
    resolver,
    mode: 'all',
    defaultValues: mpesaInitialValues(existing),
  });
  const { errors, touchedFields } = formState;
  const phone = useWatch({ control, name: 'phone' });
  // Set by each send: 'Kindly fill all the fields' above the fields, and every field's error shown.
  const [missingFields, setMissingFields] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // The mutation's pending state reaches the button after a render; a second press before that sends nothing.
  const sending = useRef(false);
  const busy = saving.isPending;

  const field = (name: Exclude<keyof MpesaFormValues, 'phone'>) => ({
    ...register(name),
    'aria-required': true,
    error: errors[name]?.message,
    // The server's refusal of a value (an ID another account holds) is shown at once.
    touched: Boolean(touchedFields[name]) || missingFields || errors[name]?.type === 'server',
  });

  async function save(values: MpesaFormValues) {
    setMissingFields(false);
    if (sending.current || unverified) return;
    sending.current = true;
    setServerError(null);
    try {
      await stepUp.run(() => saving.mutateAsync({ body: mpesaBody(values), existingId: existing?.id }));
      notify.success(existing ? t('updateDone') : t('setupDone'), { form: 'mpesa-method' });
      onClose();
    } catch (error) {
      // The server's verification refusal is worth its own words (it writes them in the page's
      // language, or in English); any other failure is the spec's.
      const refusedUnverified =
        isApiFailure(error) &&
        error.status === 403 &&
        [en.mustVerify, t('mustVerify')].includes(error.data.message ?? '');
      // A number or ID already on another account: the server names the field and says why
      // (in the page's language); the field shows it, and the user can change it and save again.
      const fields = isApiFailure(error) && error.status === 400 ? error.data.errors : undefined;
      const phoneTaken = fields?.mpesa_phone?.[0];
      const idTaken = fields?.id_number?.[0];
      if (phoneTaken) setError('phone', { type: 'server', message: phoneTaken }, { shouldFocus: true });
      if (idTaken) setError('id_number', { type: 'server', message: idTaken }, { shouldFocus: !phoneTaken });
      // A step-up the user cancelled, or a page embedding engage (whose token may not change
      // payout numbers): the server's words say what it needs.
      const explained = isApiFailure(error) && (stepUpRequired(error) !== null || error.data.code === 'embed_scope');
      const message = refusedUnverified
        ? t('mustVerify')
        : explained && typeof error.data.detail === 'string'
          ? error.data.detail
          : (phoneTaken ?? idTaken ?? t('methodFailed'));
      setServerError(phoneTaken || idTaken ? null : message);
      notify.error(message, { form: 'mpesa-method' });
      sending.current = false;
    }
  }

  const formId = 'eg-wallet-mpesa-form';
  return (
    <Modal
      title={existing ? t('mpesaUpdateTitle') : t('mpesaSetupTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="eg-button eg-button--quiet" disabled={busy} onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="eg-button"
            disabled={busy || unverified || user.isPending}
            aria-busy={busy}
          >
            {busy ? t('saving') : t('save')}
          </button>
        </>
      }
    >
      {unverified && (
        <div className="eg-wallet__alert" role="alert">
          <p>{t('mustVerify')}</p>
          <button
            type="button"
            className="eg-button eg-button--quiet"
            onClick={() => {
              publish('verification:request', {});
              onClose();
            }}
          >
            {t('verifyAccount')}
          </button>
        </div>
      )}
      <form
        id={formId}
        className="eg-wallet__form"
        noValidate
        onSubmit={(event) => void handleSubmit(save, () => setMissingFields(anyBlank(getValues())))(event)}
      >
        {missingFields && (
          <p className="eg-wallet__error" role="alert">
            {t('fillAll')}
          </p>
        )}
        <FormField
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={TEXT_MAX.name}
          {...field('first_name')}
        />
        <FormField label={t('lastName')} autoComplete="family-name" maxLength={TEXT_MAX.name} {...field('last_name')} />
        <FormField label={t('idNumber')} inputMode="numeric" {...field('id_number')} />
        <FormField
          label={t('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          // eslint-disable-next-line no-restricted-syntax -- the number's shape, not words
          placeholder="07XXXXXXXX"
          maxLength={10}
          hint={t('phoneHint')}
          {...filtered(register('phone'), sanitizePhoneInput)}
          aria-required
          error={errors.phone?.message}
          // A blank phone is named only once the form is sent; a wrong one as soon as it is left.
          touched={missingFields || (Boolean(touchedFields.phone) && phone !== '') || errors.phone?.type === 'server'}
        />
        <p className="eg-wallet__note">{t('activationNote')}</p>
        {serverError && !missingFields && (
          <p className="eg-wallet__error" role="status">
            {serverError}
          </p>
        )}
      </form>
      {stepUp.dialog}
    </Modal>
  );
}
