/**
 * Edit Preferences (spec 000 §2): 'My interests' — the interests the user has, each removable;
 * categories to add from the interests list, and from the user's tags those it does not list
 * already (the kit's interest picker, shared with the first run); SAVE sends {interests}
 * (§7 "PUT account update {interests}").
 *
 * The working selection starts as the profile's interests and is only sent on SAVE; closing
 * the modal discards it.
 *
 * Under them (ours), the language, applied at once and saved on the account by itself, and the
 * data saver, a setting of this device; SAVE sends neither.
 */
import { useId, useState } from 'react';
import { useQuery } from '@engage/shared/queries';
import { profileDetailsQuery } from '@engage/shared/api/profile-queries';
import { setDataSaver, useDataSaver } from '@engage/shared/session/data-saver';
import { InterestPicker, useSaveInterests } from '@engage/ui/interest-picker';
import { Modal } from '@engage/ui/modal';
import { languages, type Language } from '@engage/shared/i18n/language';
import { useLanguage } from '@engage/shared/i18n/use-language';
import { failureMessage } from '@engage/shared/api/failure';
import { notify } from '@engage/shared/ui/toasts';
import { chooseLanguage } from '../session/language-choice';
import { t } from './messages';
import './modals.css';

export function PreferencesModal({ onClose }: { onClose: () => void }) {
  const profile = useQuery(profileDetailsQuery);
  const [edited, setEdited] = useState<string[] | null>(null);
  const selected = edited ?? profile.data?.interests ?? [];
  const save = useSaveInterests({ form: 'preferences', onSaved: onClose });

  return (
    <Modal
      title={t('preferencesTitle')}
      onClose={onClose}
      actions={
        <button
          type="button"
          className="eg-button"
          disabled={profile.data === undefined || save.isPending}
          aria-busy={save.isPending}
          onClick={() => save.submit(selected)}
        >
          {t('save')}
        </button>
      }
    >
      <InterestPicker selected={selected} onChange={setEdited} loading={profile.isPending} />
      <LanguageChoice />
      <DataSaverSwitch />
    </Modal>
  );
}

/** Ticked by default when the browser asks to save data; the user's choice is kept on this device. */
function DataSaverSwitch() {
  const on = useDataSaver();
  const hintId = useId();
  return (
    <section className="eg-shell-section">
      <h3>{t('dataSaverHeading')}</h3>
      <label className="eg-shell-check">
        <input
          type="checkbox"
          checked={on}
          aria-describedby={hintId}
          onChange={(event) => setDataSaver(event.target.checked)}
        />
        {t('dataSaverLabel')}
      </label>
      <p id={hintId} className="eg-shell-muted">
        {t('dataSaverHint')}
      </p>
    </section>
  );
}

/** Each language named in itself, as language pickers do: a reader finds their own. */
const languageNames: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/**
 * The language of the app, applied the moment it is picked (the whole page switches, this
 * dialog included) and saved on the account, so every device and the alerts and emails follow.
 */
function LanguageChoice() {
  const current = useLanguage();
  const [saving, setSaving] = useState(false);
  const pick = (language: Language) => {
    setSaving(true);
    chooseLanguage(language)
      .catch((error: unknown) => notify.error(failureMessage(error, t('languageNotSaved'))))
      .finally(() => setSaving(false));
  };
  return (
    <fieldset className="eg-shell-section eg-shell-choice" aria-busy={saving}>
      <legend>{t('languageHeading')}</legend>
      {languages.map((language) => (
        <label key={language} className="eg-shell-check" lang={language}>
          <input
            type="radio"
            name="language"
            value={language}
            checked={current === language}
            disabled={saving}
            onChange={() => pick(language)}
          />
          {languageNames[language]}
        </label>
      ))}
    </fieldset>
  );
}
