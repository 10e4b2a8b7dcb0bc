/**
 * Profile settings (spec 001 §2 "Profile settings"): tabs General settings, Personal info and
 * Identity verification, the API keys of the resellers' panel API (ours, docs/resellers.md), and
 * account deletion (delete-account.tsx).
 */
import { Suspense, lazy, useState } from 'react';
import { withMessages } from '@engage/shared/i18n/translate';
import { useProfileDetails, useUserRecord } from '@engage/shared/api/profile-queries';
import { ErrorState } from '@engage/ui/error-state';
import { Skeleton } from '@engage/ui/skeleton';
import { Tabs, tabPanelId } from '@engage/ui/tabs';
import { DeleteAccount } from '../components/delete-account';
import { GeneralSettings } from '../components/general-settings';
import { PrivacySettings } from '../components/privacy-settings';
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
  const profile = useProfileDetails();
  const user = useUserRecord();
  const [tab, setTab] = useState<SettingsTab>('general');
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
      <PrivacySettings />
      <DeleteAccount />
    </section>
  );
}
