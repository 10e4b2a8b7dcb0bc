/**
 * Settings → API keys (docs/resellers.md): the keys a reseller's SMM panel orders with, paid from
 * the engage balance. The list (name, first characters, made, last used), a form to make one
 * (its name, at most TEXT_MAX.name), the new key shown once in a dialog with a copy button — the
 * server keeps only its hash, so it is dropped from memory when the dialog closes — and revoking
 * one behind a confirmation. Loaded lazily with its form library, like Personal info.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object, type ObjectSchema } from 'yup';
import { failureMessage } from '@engage/shared/api/failure';
import type { ResellerKey } from '@engage/shared/contract/resellers';
import { formatDate } from '@engage/shared/format/relative-time';
import { notify } from '@engage/shared/ui/toasts';
import { ConfirmDialog } from '@engage/ui/confirm-dialog';
import { CopyButton } from '@engage/ui/copy-button';
import { DataTable } from '@engage/ui/data-table';
import { ErrorState } from '@engage/ui/error-state';
import { FormField } from '@engage/ui/form-field';
import { Modal } from '@engage/ui/modal';
import { Skeleton } from '@engage/ui/skeleton';
import { NAME_MAX, textField } from '../api/field-rules';
import { useCreateResellerKey, useResellerKeys, useRevokeResellerKey } from '../api/reseller-keys-api';
import { t } from '../messages';

interface NewKey {
  name: string;
}

const newKeySchema: ObjectSchema<NewKey> = object({ name: textField(NAME_MAX, () => t('newKeyNameRequired')) });

/** The new key, shown this once: copy it, then Done forgets it. */
function NewKeyDialog({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Modal
      title={t('keyShownTitle')}
      onClose={onDone}
      actions={
        <button type="button" className="eg-button" onClick={onDone}>
          {t('done')}
        </button>
      }
    >
      <p className="eg-api-keys__warning">{t('keyShownOnce')}</p>
      <code className="eg-api-keys__secret" data-private>
        {secret}
      </code>
      <CopyButton text={secret} label={t('copyKey')} copiedLabel={t('keyCopied')} />
    </Modal>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const creating = useCreateResellerKey();
  const { register, handleSubmit, reset, formState } = useForm<NewKey>({
    resolver: yupResolver(newKeySchema),
    mode: 'all',
    defaultValues: { name: '' },
  });
  const { errors, touchedFields, isSubmitted } = formState;

  const create = async ({ name }: NewKey) => {
    try {
      const created = await creating.mutateAsync(name.trim());
      reset({ name: '' });
      onCreated(created.key);
      creating.reset();
    } catch (error) {
      notify.error(failureMessage(error, t('createKeyFailed')));
    }
  };

  return (
    <form className="eg-api-keys__form" onSubmit={(event) => void handleSubmit(create)(event)} noValidate>
      <FormField
        label={t('newKeyName')}
        hint={t('newKeyHint')}
        autoComplete="off"
        required
        {...register('name')}
        error={errors.name?.message}
        touched={isSubmitted || touchedFields.name}
      />
      <div className="eg-settings__buttons">
        <button type="submit" className="eg-button" disabled={creating.isPending} aria-busy={creating.isPending}>
          {t('createKey')}
        </button>
      </div>
    </form>
  );
}

export function ApiKeys() {
  const keys = useResellerKeys();
  const revoking = useRevokeResellerKey();
  const [secret, setSecret] = useState<string>();
  const [asking, setAsking] = useState<ResellerKey>();

  const revoke = async (key: ResellerKey) => {
    try {
      await revoking.mutateAsync(key.id);
      notify.success(t('revokeKeyDone'));
      setAsking(undefined);
    } catch (error) {
      notify.error(failureMessage(error, t('revokeKeyFailed')));
    }
  };

  let list;
  if (keys.isPending) list = <Skeleton lines={3} />;
  else if (keys.isError)
    list = <ErrorState message={t('apiKeysLoadError')} onRetry={() => void keys.refetch()} retryLabel={t('retry')} />;
  else
    list = (
      <DataTable
        caption={t('apiKeysCaption')}
        rows={keys.data}
        rowKey={(key) => key.id}
        empty={<p className="eg-settings__muted">{t('apiKeysEmpty')}</p>}
        columns={[
          { header: t('apiKeyName'), cell: (key) => key.name, sortValue: (key) => key.name },
          { header: t('apiKeyPrefix'), cell: (key) => <code>{t('apiKeyStart', { prefix: key.prefix })}</code> },
          {
            header: t('apiKeyCreated'),
            cell: (key) => formatDate(key.created_at),
            sortValue: (key) => key.created_at,
          },
          {
            header: t('apiKeyLastUsed'),
            cell: (key) => (key.last_used_at ? formatDate(key.last_used_at, { withTime: true }) : t('apiKeyNeverUsed')),
            sortValue: (key) => key.last_used_at ?? '',
          },
          {
            header: t('apiKeyActions'),
            cell: (key) => (
              <button
                type="button"
                className="eg-button eg-button--quiet"
                aria-label={t('revokeKeyLabel', { name: key.name })}
                onClick={() => setAsking(key)}
              >
                {t('revokeKey')}
              </button>
            ),
          },
        ]}
      />
    );

  return (
    <section className="eg-card eg-api-keys" aria-labelledby="eg-settings-api-keys">
      <h2 id="eg-settings-api-keys" className="eg-card__heading">
        {t('apiKeys')}
      </h2>
      <p className="eg-settings__muted">{t('apiKeysIntro')}</p>
      {list}
      <CreateKeyForm onCreated={setSecret} />
      {secret !== undefined && <NewKeyDialog secret={secret} onDone={() => setSecret(undefined)} />}
      {asking && (
        <ConfirmDialog
          title={t('revokeKeyTitle')}
          message={t('revokeKeyMessage', { name: asking.name })}
          confirmLabel={t('revokeKey')}
          cancelLabel={t('cancel')}
          busy={revoking.isPending}
          onConfirm={() => void revoke(asking)}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </section>
  );
}
