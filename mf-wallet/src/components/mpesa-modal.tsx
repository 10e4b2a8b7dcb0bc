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
import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiFailure } from '@engage/shared/api/failure';
import { useUserRecord } from '@engage/shared/api/profile-queries';
import { publish } from '@engage/shared/bus';
import { ID_NUMBER, TEXT_MAX, isDigits } from '@engage/shared/contract/input-limits';
import type { WithdrawalMethod } from '@engage/shared/contract/wallet';
import {
  fromMpesaPhone,
  sanitizePhoneInput,
  toMpesaPhone,
  validatePaymentPhone,
} from '@engage/shared/format/mpesa-phone';
import { FormField } from '@engage/shared/ui/form-field';
import { Modal } from '@engage/shared/ui/modal';
import { notify } from '@engage/shared/ui/toasts';
import { saveMethod } from '../api/wallet-queries';
import { t } from '../messages';

interface MpesaModalProps {
  /** The method to update; none to set one up. */
  existing?: WithdrawalMethod;
  onClose: () => void;
}

type Fields = { first_name: string; last_name: string; id_number: string; phone: string };

export function MpesaModal({ existing, onClose }: MpesaModalProps) {
  const client = useQueryClient();
  const user = useUserRecord();
  const unverified = user.data?.email_verified === 'False';
  const [fields, setFields] = useState<Fields>({
    first_name: existing?.first_name ?? '',
    last_name: existing?.last_name ?? '',
    id_number: existing?.id_number ?? '',
    phone: existing ? fromMpesaPhone(existing.mpesa_phone) : '',
  });
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, boolean>>>({});
  const [missingFields, setMissingFields] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const set = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = name === 'phone' ? sanitizePhoneInput(event.target.value) : event.target.value;
    setFields((previous) => ({ ...previous, [name]: value }));
  };
  const blur = (name: keyof Fields) => () => setTouched((previous) => ({ ...previous, [name]: true }));
  const empty = (name: keyof Fields) => fields[name].trim() === '';
  const phoneError = fields.phone ? validatePaymentPhone(fields.phone) : null;
  const idNumber = fields.id_number.trim();
  const idNumberError =
    idNumber && (!isDigits(idNumber) || idNumber.length > ID_NUMBER.maxDigits)
      ? t('idNumberDigits', { max: ID_NUMBER.maxDigits })
      : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    if (unverified) return;
    const missing = (Object.keys(fields) as (keyof Fields)[]).some(empty);
    setMissingFields(missing);
    setTouched({ first_name: true, last_name: true, id_number: true, phone: true });
    if (missing || phoneError || idNumberError) return;
    sending.current = true;
    setBusy(true);
    setServerError(null);
    try {
      await saveMethod(
        client,
        {
          method_type: 'mpesa',
          mpesa_phone: toMpesaPhone(fields.phone),
          first_name: fields.first_name.trim(),
          last_name: fields.last_name.trim(),
          country: 'Kenya',
          id_number: fields.id_number.trim(),
        },
        existing?.id,
      );
      notify.success(existing ? t('updateDone') : t('setupDone'), { form: 'mpesa-method' });
      onClose();
    } catch (error) {
      // The server's verification refusal is worth its own words; any other failure is the spec's.
      const refusedUnverified = isApiFailure(error) && error.status === 403 && error.data.message === t('mustVerify');
      const message = refusedUnverified ? t('mustVerify') : t('methodFailed');
      setServerError(message);
      notify.error(message, { form: 'mpesa-method' });
      sending.current = false;
      setBusy(false);
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
      <form id={formId} className="eg-wallet__form" noValidate onSubmit={(event) => void submit(event)}>
        {missingFields && (
          <p className="eg-wallet__error" role="alert">
            {t('fillAll')}
          </p>
        )}
        <FormField
          label={t('firstName')}
          name="first_name"
          autoComplete="given-name"
          maxLength={TEXT_MAX.name}
          value={fields.first_name}
          onChange={set('first_name')}
          onBlur={blur('first_name')}
          aria-required
          error={empty('first_name') && (touched.first_name || missingFields) ? t('fillAll') : undefined}
          touched={touched.first_name || missingFields}
        />
        <FormField
          label={t('lastName')}
          name="last_name"
          autoComplete="family-name"
          maxLength={TEXT_MAX.name}
          value={fields.last_name}
          onChange={set('last_name')}
          onBlur={blur('last_name')}
          aria-required
          error={empty('last_name') && (touched.last_name || missingFields) ? t('fillAll') : undefined}
          touched={touched.last_name || missingFields}
        />
        <FormField
          label={t('idNumber')}
          name="id_number"
          inputMode="numeric"
          value={fields.id_number}
          onChange={set('id_number')}
          onBlur={blur('id_number')}
          aria-required
          error={
            empty('id_number')
              ? touched.id_number || missingFields
                ? t('fillAll')
                : undefined
              : (idNumberError ?? undefined)
          }
          touched={touched.id_number || missingFields}
        />
        <FormField
          label={t('phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="07XXXXXXXX"
          maxLength={10}
          hint={t('phoneHint')}
          value={fields.phone}
          onChange={set('phone')}
          onBlur={blur('phone')}
          aria-required
          error={empty('phone') ? (missingFields ? t('fillAll') : undefined) : (phoneError ?? undefined)}
          touched={touched.phone || missingFields}
        />
        <p className="eg-wallet__note">{t('activationNote')}</p>
        {serverError && !missingFields && (
          <p className="eg-wallet__error" role="status">
            {serverError}
          </p>
        )}
      </form>
    </Modal>
  );
}
