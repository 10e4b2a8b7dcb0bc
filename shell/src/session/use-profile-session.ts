/**
 * The signed-in user's profile, fetched once the layout mounts. Spec 000 §4: "If the profile
 * fetch fails, the user is logged out." (The API client has already tried one token refresh.)
 * The account's language is applied once the profile is here.
 */
import { useEffect } from 'react';
import { useQuery } from '@engage/shared/queries';
import { profileDetailsQuery } from '@engage/shared/api/profile-queries';
import { signOut } from '@engage/shared/session';
import { useAccountLanguage } from './language-choice';

export function useProfileSession() {
  const profile = useQuery(profileDetailsQuery);
  useAccountLanguage(profile.data ? (profile.data.language ?? null) : undefined);
  const failed = profile.isError;
  useEffect(() => {
    if (failed) signOut();
  }, [failed]);
  return profile;
}
