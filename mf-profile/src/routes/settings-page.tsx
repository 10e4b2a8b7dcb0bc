/**
 * Profile settings (spec 001 §2 "Profile settings"): tabs General settings, Personal info and
 * Identity verification, the API keys of the resellers' panel API (ours, docs/resellers.md), and
 * account deletion behind a confirmation (spec 001 §4 "Account
 * deletion is followed by logout"; §8 'Account deletion successful!').
 */
import { Suspense, lazy, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { withMessages } from '@engage/shared/i18n/translate';
import { useProfileDetails, useUserRecord } from '@engage/shared/api/profile-queries';
import { signOut } from '@engage/shared/session';
import { failureMessage } from '@engage/shared/api/failure';
import { ConfirmDialog } from '@engage/ui/confirm-dialog';
import { stepUpRequired, useStepUp } from '@engage/ui/step-up-dialog';
import { ErrorState } from '@engage/ui/error-state';
import { Skeleton } from '@engage/ui/skeleton';
import { Tabs, tabPanelId } from '@engage/ui/tabs';
import { notify } from '@engage/shared/ui/toasts';
import { useDeleteAccount } from '../api/profile-api';
import { GeneralSettings } from '../components/general-settings';
import { MarketingChoice } from '../components/marketing-choice';
import { VerificationText } from '../components/verify-modal';
import { t } from '../messages';
import './profile.css';

// The form library comes with the Personal info tab, not with the area's first visit; the chunk
// shows once its messages in the page's language have loaded too.
const PersonalInfo = lazy(() =>
  withMessages(import(/* webpackChunkName: "personal-info" */ '../components/personal-info')).then((module) => ({
    default: module.PersonalInfo,
  })),
);

// The API keys' form comes with its own chunk too (react-hook-form and yup, like Personal info).
const ApiKeys = lazy(() =>
  withMessages(import(/* webpackChunkName: "api-keys" */ '../components/api-keys')).then((module) => ({
    default: module.ApiKeys,
  })),
);

type SettingsTab = 'general' | 'personal' | 'identity';

function IdentityVerification() {
  const [on, setOn] = useState(false);
  return (
    <section className="eg-card" aria-labelledby="eg-settings-identity">
      <h2 id="eg-settings-identity" className="eg-card__heading">
        {t('identity')}
      </h2>
      <VerificationText />
      {/* Spec 001 §2 "an inert two-step toggle": it moves, nothing is saved. */}
      <label className="eg-settings__toggle">
        <input type="checkbox" role="switch" checked={on} onChange={(event) => setOn(event.target.checked)} />
        {t('twoStep')}
      </label>
    </section>
  );
}

export function SettingsPage() {
  const client = useQueryClient();
  const profile = useProfileDetails();
  const user = useUserRecord();
  const [tab, setTab] = useState<SettingsTab>('general');
  const [asking, setAsking] = useState(false);
  const deletion = useDeleteAccount();
  const deleting = deletion.isPending;
  // The API asks for the password (or an emailed code) before the account is deleted.
  const stepUp = useStepUp();

  const removeAccount = async () => {
    try {
      await stepUp.run(() => deletion.mutateAsync());
      notify.success(t('accountDeleted'));
      setAsking(false);
      // Spec 001 §4 "Account deletion is followed by logout": the session and every cached answer go.
      signOut();
      client.clear();
    } catch (error) {
      // A step-up the user cancelled: the server's words say what it needs.
      notify.error(stepUpRequired(error) ? failureMessage(error, t('deleteAccountFailed')) : t('deleteAccountFailed'));
    }
  };

  const retry = () => {
    if (profile.isError) void profile.refetch();
    if (user.isError) void user.refetch();
  };

  let body;
  if (profile.isPending || (tab === 'personal' && user.isPending)) body = <Skeleton lines={5} />;
  else if (profile.isError || (tab === 'personal' && user.isError))
    body = <ErrorState message={t('loadError')} onRetry={retry} retryLabel={t('retry')} />;
  else if (tab === 'general') body = <GeneralSettings profile={profile.data} user={user.data} />;
  else if (tab === 'personal' && user.data)
    body = (
      <Suspense fallback={<Skeleton lines={5} />}>
        <PersonalInfo user={user.data} />
      </Suspense>
    );
  else body = <IdentityVerification />;

  return (
    <section className="eg-page eg-profile eg-settings" aria-labelledby="eg-settings-title">
      <h1 id="eg-settings-title" className="eg-page__title">
        {t('settingsTitle')}
      </h1>
      <Tabs
        label={t('settingsTabs')}
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'general', label: t('general') },
          { value: 'personal', label: t('personal') },
          { value: 'identity', label: t('identity') },
        ]}
      />
      <div id={tabPanelId(t('settingsTabs'))} role="tabpanel" className="eg-settings__panel">
        {body}
      </div>
      <Suspense fallback={<Skeleton lines={3} />}>
        <ApiKeys />
      </Suspense>
      <MarketingChoice />
      <section className="eg-card eg-settings__danger" aria-labelledby="eg-settings-delete">
        <h2 id="eg-settings-delete" className="eg-card__heading">
          {t('deleteAccount')}
        </h2>
        <p className="eg-settings__muted">{t('deleteAccountMessage')}</p>
        <button type="button" className="eg-button eg-settings__delete" onClick={() => setAsking(true)}>
          {t('deleteAccount')}
        </button>
      </section>
      {asking && (
        <ConfirmDialog
          title={t('deleteAccountTitle')}
          message={t('deleteAccountMessage')}
          confirmLabel={t('deleteAccount')}
          cancelLabel={t('cancel')}
          busy={deleting}
          onConfirm={() => void removeAccount()}
          onCancel={() => setAsking(false)}
        />
      )}
      {stepUp.dialog}
    </section>
  );
}
