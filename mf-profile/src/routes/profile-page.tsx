/**
 * The profile screen (spec 001 §2 "Profile screen"): the header, the sections About me, job
 * title, birth date, languages and education, and the four lists. The tab can be preselected
 * through navigation state (`{ tab: 'Drafted posts' }`, sent by the posting area after a save),
 * with a post to show first (`{ tab: 'My posts', highlight: linkId }`, after a post goes live).
 */
import { Suspense, lazy, useState } from 'react';
import { withMessages } from '@engage/shared/i18n/translate';
import { useProfileDetails } from '@engage/shared/api/profile-queries';
import { formatBirthDate } from '@engage/shared/format/relative-time';
import { paths } from '@engage/shared/paths';
import { Link as RouterLink, useLocation } from '@engage/shared/router';
import { ErrorState } from '@engage/ui/error-state';
import { Skeleton } from '@engage/ui/skeleton';
import { highlightFromState, tabFromState } from '../api/profile-api';
import { ProfileHeader } from '../components/profile-header';
import { ProfileLists } from '../components/profile-lists';
import { VerifyModal } from '../components/verify-modal';
import { t } from '../messages';
import './profile.css';

// The form library comes with the form, when Edit profile is pressed, not with the profile's first visit;
// the chunk shows once its messages in the page's language have loaded too.
const EditProfileModal = lazy(() =>
  withMessages(import(/* webpackChunkName: "edit-profile" */ '../components/edit-profile-modal')).then((module) => ({
    default: module.EditProfileModal,
  })),
);

export function ProfilePage() {
  const profile = useProfileDetails();
  const location = useLocation();
  const [initialTab] = useState(() => tabFromState(location.state));
  const [highlight] = useState(() => highlightFromState(location.state));
  const [open, setOpen] = useState<'edit' | 'verify' | null>(null);

  if (profile.isPending)
    return (
      <section className="eg-page eg-profile" aria-busy="true" aria-label={t('pageTitle')}>
        <h1 className="eg-page__title">{t('pageTitle')}</h1>
        <Skeleton lines={4} />
      </section>
    );
  if (profile.isError)
    return (
      <section className="eg-page eg-profile" aria-label={t('pageTitle')}>
        <h1 className="eg-page__title">{t('pageTitle')}</h1>
        <ErrorState message={t('loadError')} onRetry={() => void profile.refetch()} retryLabel={t('retry')} />
      </section>
    );

  const detail = profile.data;
  const sections = [
    { label: t('jobTitle'), value: detail.job_title },
    { label: t('birthDate'), value: formatBirthDate(detail.birth_date) },
    { label: t('languages'), value: detail.languages },
    { label: t('education'), value: detail.education },
  ];
  return (
    <section className="eg-page eg-profile" aria-label={t('pageTitle')}>
      {/* The header leads with the person; the page's title is for screen readers and the outline. */}
      <h1 className="eg-visually-hidden">{t('pageTitle')}</h1>
      <ProfileHeader profile={detail} onEdit={() => setOpen('edit')} onVerify={() => setOpen('verify')} />
      <RouterLink to={paths.profileSettings} className="eg-profile__settings-link">
        {t('settings')}
      </RouterLink>
      <section className="eg-card" aria-labelledby="eg-profile-about">
        <h2 id="eg-profile-about" className="eg-card__heading">
          {t('aboutMe')}
        </h2>
        <p className="eg-profile__bio">{detail.bio || t('notSet')}</p>
        <dl className="eg-profile__facts">
          {sections.map((section) => (
            <div key={section.label}>
              <dt>{section.label}</dt>
              <dd>{section.value || t('notSet')}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ProfileLists initialTab={initialTab} highlight={highlight} />
      {open === 'edit' && (
        <Suspense fallback={null}>
          <EditProfileModal profile={detail} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {open === 'verify' && <VerifyModal onClose={() => setOpen(null)} />}
    </section>
  );
}
