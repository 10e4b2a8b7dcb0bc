/**
 * First run, step 1: the interests, with the same picker and the same one update as Edit
 * Preferences (`@engage/ui/interest-picker`). Continue saves only a changed selection.
 */
import { useState } from 'react';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { InterestPicker, useSaveInterests } from '@engage/ui/interest-picker';
import { t } from '../messages';

export function FirstRunInterests({ profile, onDone }: { profile: ProfileDetail; onDone: () => void }) {
  const [selected, setSelected] = useState<string[]>(profile.interests);
  const save = useSaveInterests({ form: 'first-run', onSaved: onDone });
  const changed =
    selected.length !== profile.interests.length || selected.some((name) => !profile.interests.includes(name));

  return (
    <>
      <p className="eg-first-run__text">{t('interestsText')}</p>
      <InterestPicker selected={selected} onChange={setSelected} />
      <div className="eg-first-run__actions">
        <button
          type="button"
          className="eg-button"
          disabled={save.isPending}
          aria-busy={save.isPending}
          onClick={() => (changed ? save.submit(selected) : onDone())}
        >
          {t('continue')}
        </button>
      </div>
    </>
  );
}
