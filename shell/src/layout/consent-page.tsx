/**
 * The consent page: the profile says a newer terms of use or privacy policy is in force than
 * the one this user accepted (or none is on record, for accounts older than consent records).
 * It stands in for the whole signed-in frame, at sign-in, with Google and on any return to a
 * kept session, so nothing else can be used until the user accepts or signs out. Accepting
 * sends the versions shown; the server records them with the time.
 */
import { useLayoutEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { profileKeys } from '@engage/shared/api/profile-queries';
import type { ConsentNeeded } from '@engage/shared/contract/consents';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { paths } from '@engage/shared/paths';
import { Link } from '@engage/shared/router';
import { logOut } from './sign-out';
import { t } from './messages';
import './consent-page.css';

/** Whether the profile asks for a newer terms or privacy policy before anything else. */
export function consentOwed(profile: ProfileDetail | undefined): ConsentNeeded | null {
  const needed = profile?.consent_needed;
  return needed && (needed.terms || needed.privacy) ? needed : null;
}

function useAcceptConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (needed: ConsentNeeded, { client: cache }) =>
      callApi('consentAccept', cache, {
        body: { terms_version: needed.terms_version, privacy_version: needed.privacy_version },
      }),
    onSuccess: (answer) => {
      client.setQueryData<ProfileDetail>(profileKeys.details, (profile) =>
        profile ? { ...profile, consent_needed: answer.consent_needed } : profile,
      );
    },
    // A version changed while the page was open: the profile brings the newest to accept.
    onError: () => client.invalidateQueries({ queryKey: profileKeys.details }),
  });
}

export function ConsentPage({ needed }: { needed: ConsentNeeded }) {
  const accept = useAcceptConsent();
  const heading = useRef<HTMLHeadingElement>(null);
  // Where focus and a screen reader start: the page replaced whatever was there.
  useLayoutEffect(() => heading.current?.focus(), []);

  return (
    <main className="eg-consent" aria-labelledby="eg-consent-title">
      <div className="eg-consent__card">
        <h1 id="eg-consent-title" ref={heading} tabIndex={-1}>
          {t('consentTitle')}
        </h1>
        <p>{t('consentLead')}</p>
        <ul className="eg-consent__documents">
          {needed.terms && (
            <li>
              <Link to={paths.terms}>{t('consentTerms', { version: needed.terms_version })}</Link>
            </li>
          )}
          {needed.privacy && (
            <li>
              <Link to={paths.privacyPolicy}>{t('consentPrivacy', { version: needed.privacy_version })}</Link>
            </li>
          )}
          <li>
            <Link to={`${paths.privacyPolicy}#policy-changes`}>{t('consentWhatChanged')}</Link>
          </li>
        </ul>
        {accept.isError && (
          <p className="eg-consent__error" role="alert">
            {t('consentFailed')}
          </p>
        )}
        <div className="eg-consent__actions">
          <button type="button" className="eg-button" disabled={accept.isPending} onClick={() => accept.mutate(needed)}>
            {accept.isPending ? t('consentAccepting') : t('consentAccept')}
          </button>
          <button type="button" className="eg-button eg-button--quiet" onClick={() => void logOut()}>
            {t('consentSignOut')}
          </button>
        </div>
      </div>
    </main>
  );
}
