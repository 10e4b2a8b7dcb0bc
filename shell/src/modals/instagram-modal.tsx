/**
 * Instagram login popup (spec 000 §2, §3 "Instagram connect (ig_username, ig_password)"):
 * POST connectInstagram, 'Success! Instagram connected!' or 'An error occurred. Please try
 * again.' (§8). Validates on change and on blur, showing an error once a field is touched (§5).
 */
import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation, useQueryClient } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { profileKeys } from '@engage/shared/api/profile-queries';
import { publish } from '@engage/shared/bus';
import { Modal } from '@engage/ui/modal';
import { notify } from '@engage/shared/ui/toasts';
import { instagramSchema, type InstagramValues } from './instagram-schema';
import { t } from './messages';
import './modals.css';

function FieldMessage({ id, error, touched }: { id: string; error: FieldError | undefined; touched: boolean }) {
  if (!error?.message || !touched) return null;
  return (
    <p id={id} className="eg-shell-field__error" role="alert">
      {error.message}
    </p>
  );
}

/** The connection; the profile (which lists the connected accounts) is read again after it. */
function useConnectInstagram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ig_username, ig_password }: InstagramValues, { client: cache }) =>
      callApi('connectInstagram', cache, { body: { ig_username, ig_password } }),
    onSuccess: () => {
      publish('profile:changed', {});
      return queryClient.invalidateQueries({ queryKey: profileKeys.details });
    },
  });
}

export function InstagramModal({ onClose }: { onClose: () => void }) {
  const connect = useConnectInstagram();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<InstagramValues>({
    resolver: yupResolver(instagramSchema),
    mode: 'all',
    defaultValues: { ig_username: '', ig_password: '' },
  });
  const { errors, touchedFields, isSubmitted } = formState;
  const busy = formState.isSubmitting || connect.isPending;
  const shown = (field: keyof InstagramValues) => Boolean(errors[field]) && (touchedFields[field] || isSubmitted);
  const fieldIds = { ig_username: `${id}-username`, ig_password: `${id}-password` };
  const describe = (field: keyof InstagramValues) => ({
    'aria-invalid': shown(field),
    'aria-describedby': shown(field) ? `${fieldIds[field]}-error` : undefined,
  });

  async function submit(values: InstagramValues) {
    try {
      await connect.mutateAsync(values);
    } catch {
      notify.error(t('instagramFailed'));
      return;
    }
    notify.success(t('instagramConnected'));
    onClose();
  }

  return (
    <Modal title={t('instagramTitle')} onClose={onClose}>
      <form className="eg-shell-form" onSubmit={handleSubmit(submit)} noValidate aria-label={t('instagramForm')}>
        <p className="eg-shell-muted">{t('instagramHint')}</p>
        <div className="eg-shell-field">
          <label htmlFor={fieldIds.ig_username}>{t('instagramEmail')}</label>
          <input
            id={fieldIds.ig_username}
            type="email"
            autoComplete="username"
            inputMode="email"
            {...describe('ig_username')}
            {...register('ig_username')}
          />
          <FieldMessage
            id={`${fieldIds.ig_username}-error`}
            error={errors.ig_username}
            touched={shown('ig_username')}
          />
        </div>
        <div className="eg-shell-field">
          <label htmlFor={fieldIds.ig_password}>{t('instagramPassword')}</label>
          <input
            id={fieldIds.ig_password}
            type="password"
            autoComplete="current-password"
            {...describe('ig_password')}
            {...register('ig_password')}
          />
          <FieldMessage
            id={`${fieldIds.ig_password}-error`}
            error={errors.ig_password}
            touched={shown('ig_password')}
          />
        </div>
        <button type="submit" className="eg-button" disabled={busy}>
          {busy ? t('instagramConnecting') : t('instagramConnect')}
        </button>
      </form>
    </Modal>
  );
}
