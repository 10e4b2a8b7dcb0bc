/**
 * The edit-profile modal (spec 001 §2 "two steps (Back/Next), then SAVE PROFILE", §4 "step 1 ->
 * step 2 -> save", §5 rules, §8 texts). Step 1: username (required), about me (at most 250
 * characters, with a counter), location (suggestions from 2 characters, at most 8). Step 2:
 * job title, company, education, languages, phone, birth date (sent only when day, month and
 * year are all chosen; otherwise null).
 */
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BIO_MAX_CHARS } from '@engage/shared/contract/constants';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { FormField } from '@engage/shared/ui/form-field';
import { Modal } from '@engage/shared/ui/modal';
import { notify } from '@engage/shared/ui/toasts';
import {
  BIRTH_DAYS,
  birthDateToSend,
  birthYears,
  digitsOnly,
  locationSuggestions,
  splitBirthDate,
  updateProfileDetails,
  useLocations,
  type BirthDateParts,
} from '../api/profile-api';
import { t } from '../messages';

const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en-KE', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, index, 1))),
);

interface Fields {
  username: string;
  bio: string;
  location: string;
  job_title: string;
  company: string;
  education: string;
  languages: string;
  phone_number: string;
}

function initialFields(profile: ProfileDetail): Fields {
  return {
    username: profile.username ?? '',
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    job_title: profile.job_title ?? '',
    company: profile.company ?? '',
    education: profile.education ?? '',
    languages: profile.languages ?? '',
    phone_number: profile.phone_number ?? '',
  };
}

/** Spec 001 §5 rules of the first step; the message of the first broken one, or null. */
export function editProfileErrors(fields: Pick<Fields, 'username' | 'bio'>): { username?: string; bio?: string } {
  const errors: { username?: string; bio?: string } = {};
  if (!fields.username.trim()) errors.username = t('usernameRequired');
  if (fields.bio.length > BIO_MAX_CHARS) errors.bio = t('bioTooLong', { max: BIO_MAX_CHARS });
  return errors;
}

export function EditProfileModal({ profile, onClose }: { profile: ProfileDetail; onClose: () => void }) {
  const client = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [fields, setFields] = useState<Fields>(() => initialFields(profile));
  const [birth, setBirth] = useState<BirthDateParts>(() => splitBirthDate(profile.birth_date));
  const [touched, setTouched] = useState<{ username?: boolean; bio?: boolean }>({});
  const [saving, setSaving] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const locations = useLocations(true);
  const suggestions = suggesting ? locationSuggestions(locations.data, fields.location) : [];
  const errors = editProfileErrors(fields);
  const listId = useId();
  const formId = useId();

  const set = (name: keyof Fields) => (value: string) => setFields((old) => ({ ...old, [name]: value }));

  const next = () => {
    setTouched({ username: true, bio: true });
    if (errors.username || errors.bio) return;
    setStep(2);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) return next();
    if (errors.username || errors.bio) {
      setStep(1);
      setTouched({ username: true, bio: true });
      return;
    }
    setSaving(true);
    const id = notify.loading(t('updating'));
    const blankToNull = (text: string) => (text.trim() ? text.trim() : null);
    try {
      await updateProfileDetails(client, {
        username: fields.username.trim(),
        bio: blankToNull(fields.bio),
        location: blankToNull(fields.location),
        job_title: blankToNull(fields.job_title),
        company: blankToNull(fields.company),
        education: blankToNull(fields.education),
        languages: blankToNull(fields.languages),
        phone_number: blankToNull(fields.phone_number),
        birth_date: birthDateToSend(birth),
      });
      notify.settle(id, 'success', t('updated'));
      onClose();
    } catch {
      notify.settle(id, 'error', t('updateFailed'));
    } finally {
      setSaving(false);
    }
  };

  // Keys keep Next and SAVE PROFILE distinct elements: were React to turn the clicked Next into
  // the submit button in place, the browser would submit the form on that same click.
  const actions =
    step === 1 ? (
      <>
        <button key="cancel" type="button" className="eg-button eg-button--quiet" onClick={onClose}>
          {t('cancel')}
        </button>
        <button key="next" type="button" className="eg-button" onClick={next}>
          {t('next')}
        </button>
      </>
    ) : (
      <>
        <button
          key="back"
          type="button"
          className="eg-button eg-button--quiet"
          onClick={() => setStep(1)}
          disabled={saving}
        >
          {t('back')}
        </button>
        <button key="save" type="submit" form={formId} className="eg-button" disabled={saving}>
          {t('saveProfile')}
        </button>
      </>
    );

  return (
    <Modal title={t('editTitle')} onClose={onClose} actions={actions}>
      <form id={formId} className="eg-edit" onSubmit={(event) => void save(event)} noValidate>
        <p className="eg-edit__step" aria-live="polite">
          {t('stepOf', { step })}
        </p>
        {step === 1 ? (
          <>
            <FormField
              label={t('username')}
              value={fields.username}
              onChange={(event) => set('username')(event.target.value)}
              onBlur={() => setTouched((old) => ({ ...old, username: true }))}
              error={errors.username}
              touched={touched.username}
              autoComplete="username"
              required
            />
            <FormField
              multiline
              label={t('bio')}
              value={fields.bio}
              rows={4}
              onChange={(event) => set('bio')(event.target.value.slice(0, BIO_MAX_CHARS))}
              onBlur={() => setTouched((old) => ({ ...old, bio: true }))}
              maxLength={BIO_MAX_CHARS}
              hint={t('bioCounter', { count: fields.bio.length, max: BIO_MAX_CHARS })}
              error={errors.bio}
              touched={touched.bio}
            />
            <div
              className="eg-edit__location"
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setSuggesting(false);
              }}
            >
              <FormField
                label={t('locationField')}
                value={fields.location}
                aria-controls={listId}
                autoComplete="off"
                onChange={(event) => {
                  set('location')(event.target.value);
                  setSuggesting(true);
                }}
              />
              {suggestions.length > 0 && (
                <ul id={listId} aria-label={t('locationSuggestions')} className="eg-edit__suggestions">
                  {suggestions.map((name) => (
                    <li key={name}>
                      <button
                        type="button"
                        onClick={() => {
                          set('location')(name);
                          setSuggesting(false);
                        }}
                      >
                        {name}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        ) : (
          <>
            <FormField
              label={t('jobTitle')}
              value={fields.job_title}
              onChange={(e) => set('job_title')(e.target.value)}
            />
            <FormField label={t('company')} value={fields.company} onChange={(e) => set('company')(e.target.value)} />
            <FormField
              label={t('education')}
              value={fields.education}
              onChange={(e) => set('education')(e.target.value)}
            />
            <FormField
              label={t('languages')}
              value={fields.languages}
              onChange={(e) => set('languages')(e.target.value)}
            />
            <FormField
              label={t('phone')}
              value={fields.phone_number}
              inputMode="numeric"
              onChange={(e) => set('phone_number')(digitsOnly(e.target.value))}
            />
            <fieldset className="eg-edit__birth">
              <legend>{t('birthDate')}</legend>
              <label>
                {t('day')}
                <select value={birth.day} onChange={(e) => setBirth((old) => ({ ...old, day: e.target.value }))}>
                  <option value="">—</option>
                  {BIRTH_DAYS.map((day) => (
                    <option key={day} value={String(day)}>
                      {day}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('month')}
                <select value={birth.month} onChange={(e) => setBirth((old) => ({ ...old, month: e.target.value }))}>
                  <option value="">—</option>
                  {MONTHS.map((name, index) => (
                    <option key={name} value={String(index + 1)}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('year')}
                <select value={birth.year} onChange={(e) => setBirth((old) => ({ ...old, year: e.target.value }))}>
                  <option value="">—</option>
                  {birthYears().map((year) => (
                    <option key={year} value={String(year)}>
                      {year}
                    </option>
                  ))}
                </select>
              </label>
            </fieldset>
          </>
        )}
      </form>
    </Modal>
  );
}
