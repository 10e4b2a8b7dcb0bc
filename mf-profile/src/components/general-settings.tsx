/**
 * General settings (spec 001 §2): profile visibility (public or private), interests from the
 * fixed choices (add, remove), experience level cards and the linked accounts (linked-accounts.tsx).
 * Every change is saved at once with 'Updating...' / 'Account updated successfully!' /
 * 'An error occurred, kindly try again' (spec 001 §8).
 */
import { useState } from 'react';
import { interestName } from '@engage/shared/ui/interest-name-messages';
import { EXPERIENCE_LEVELS, INTEREST_CHOICES, PROFILE_DEFAULTS } from '@engage/shared/contract/constants';
import type { ExperienceLevel, Visibility } from '@engage/shared/contract/common';
import type { ProfileDetail, User } from '@engage/shared/contract/profile';
import { notify } from '@engage/shared/ui/toasts';
import { useUpdateAccount, useUpdateUser } from '../api/profile-api';
import { t } from '../messages';
import { LinkedAccounts } from './linked-accounts';

const experienceLabels: Record<ExperienceLevel, Parameters<typeof t>[0]> = {
  'Entry Level': 'entryLevel',
  Intermediate: 'intermediate',
  Expert: 'expert',
};

/**
 * Runs one update with the spec's three toasts; resolves true when it was saved. `form` names the
 * form: its success dismisses that form's earlier failures.
 */
export async function withUpdateToasts(run: () => Promise<unknown>, form = 'general-settings'): Promise<boolean> {
  const id = notify.loading(t('updating'));
  try {
    await run();
    notify.settle(id, 'success', t('updated'), { form });
    return true;
  } catch {
    notify.settle(id, 'error', t('updateFailed'), { form });
    return false;
  }
}

export function GeneralSettings({ profile, user }: { profile: ProfileDetail; user: User | undefined }) {
  const [choice, setChoice] = useState('');
  // One save per setting: a setting waits while its own choice is saved, the others stay free.
  const visibilitySave = useUpdateUser();
  const interestsSave = useUpdateAccount();
  const experienceSave = useUpdateAccount();
  // The choice being saved, set in the click itself: the mutation's pending state arrives a tick
  // later, and until then the controlled radio would spring back to the saved value.
  const [pickedVisibility, setPickedVisibility] = useState<Visibility>();
  const [pickedExperience, setPickedExperience] = useState<ExperienceLevel>();
  const saveVisibility = (value: Visibility) => {
    setPickedVisibility(value);
    void withUpdateToasts(() => visibilitySave.mutateAsync({ profile: { profile_visibility: value } })).finally(() =>
      setPickedVisibility(undefined),
    );
  };
  const saveInterests = (next: string[]) => void withUpdateToasts(() => interestsSave.mutateAsync({ interests: next }));
  const saveExperience = (value: ExperienceLevel) => {
    setPickedExperience(value);
    void withUpdateToasts(() => experienceSave.mutateAsync({ experience_level: value })).finally(() =>
      setPickedExperience(undefined),
    );
  };
  // The choice being saved shows at once; then the server's value does (the old one if refused).
  const shownVisibility =
    pickedVisibility ??
    (visibilitySave.isPending ? visibilitySave.variables.profile?.profile_visibility : undefined) ??
    user?.profile.profile_visibility ??
    profile.visibility ??
    PROFILE_DEFAULTS.visibility;
  const shownExperience =
    pickedExperience ??
    (experienceSave.isPending ? experienceSave.variables.experience_level : undefined) ??
    profile.experience_level;
  const interests = profile.interests;
  const available = INTEREST_CHOICES.filter((interest) => !interests.includes(interest));

  return (
    <div className="eg-settings__stack">
      <fieldset className="eg-card eg-settings__group" disabled={visibilitySave.isPending}>
        <legend className="eg-card__heading">{t('visibility')}</legend>
        {(['public', 'private'] as const).map((value) => (
          <label key={value} className="eg-settings__radio">
            <input
              type="radio"
              name="visibility"
              value={value}
              checked={shownVisibility === value}
              onChange={() => saveVisibility(value)}
            />
            {t(value)}
          </label>
        ))}
      </fieldset>

      <section className="eg-card" aria-labelledby="eg-settings-interests">
        <h2 id="eg-settings-interests" className="eg-card__heading">
          {t('interests')}
        </h2>
        {interests.length === 0 ? (
          <p className="eg-settings__muted">{t('noInterests')}</p>
        ) : (
          <ul className="eg-settings__chips">
            {interests.map((interest) => (
              <li key={interest}>
                {interestName(interest)}
                <button
                  type="button"
                  className="eg-settings__chip-remove"
                  aria-label={t('removeInterest', { interest: interestName(interest) })}
                  disabled={interestsSave.isPending}
                  onClick={() => saveInterests(interests.filter((item) => item !== interest))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {available.length > 0 && (
          <div className="eg-settings__add">
            <select value={choice} onChange={(event) => setChoice(event.target.value)} aria-label={t('chooseInterest')}>
              <option value="">{t('chooseInterest')}</option>
              {available.map((interest) => (
                <option key={interest} value={interest}>
                  {interestName(interest)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="eg-button"
              disabled={!choice || interestsSave.isPending}
              onClick={() => {
                saveInterests([...interests, choice]);
                setChoice('');
              }}
            >
              {t('addInterest')}
            </button>
          </div>
        )}
      </section>

      <fieldset className="eg-card eg-settings__group" disabled={experienceSave.isPending}>
        <legend className="eg-card__heading">{t('experience')}</legend>
        <div className="eg-settings__cards">
          {EXPERIENCE_LEVELS.map((level) => (
            <label
              key={level}
              className={`eg-settings__level ${shownExperience === level ? 'eg-settings__level--on' : ''}`}
            >
              <input
                type="radio"
                name="experience"
                value={level}
                checked={shownExperience === level}
                onChange={() => saveExperience(level)}
              />
              {t(experienceLabels[level])}
            </label>
          ))}
        </div>
      </fieldset>

      <LinkedAccounts profile={profile} />
    </div>
  );
}
