/**
 * The first run's guard. A consumer whose profile says they have not had the first run yet
 * (`onboarded_at` null: a new sign-up, by email or Google) and who arrives at the home feed —
 * where sign-in and a linking provider's redirect send everyone — is sent to the first run
 * instead; the query string goes along, so a linking result is still announced there. Other
 * pages are left alone: a deep link (a payment's return page, an alert) is never hijacked.
 * Once the server says it is done, the first run's address leads to the feed, on any device.
 */
import { useEffect } from 'react';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { paths } from '@engage/shared/paths';
import { useLocation, useNavigate } from '@engage/shared/router';

export function useFirstRunGuard(profile: ProfileDetail | undefined): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onboarded = profile === undefined ? undefined : profile.onboarded_at !== null;

  useEffect(() => {
    if (onboarded === false && pathname === paths.consumerHome) {
      void navigate(`${paths.consumerWelcome}${search}`, { replace: true });
    } else if (onboarded === true && pathname === paths.consumerWelcome) {
      void navigate(paths.consumerHome, { replace: true });
    }
  }, [onboarded, pathname, search, navigate]);
}

/** The guard as an element, for the signed-in consumer frame. */
export function FirstRunGuard({ profile }: { profile: ProfileDetail | undefined }) {
  useFirstRunGuard(profile);
  return null;
}
