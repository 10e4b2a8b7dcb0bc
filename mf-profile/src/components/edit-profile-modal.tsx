/**
 * The edit-profile modal (spec 001 §2 "two steps (Back/Next), then SAVE PROFILE", §4 "step 1 ->
 * step 2 -> save", §5 rules, §8 texts). Step 1: username (required), about me (at most 250
 * characters, with a counter), location (suggestions from 2 characters, at most 8). Step 2:
 * job title, company, education, languages, phone, birth date (sent only when day, month and
 * year are all chosen; otherwise null). What the API would refuse (a 500-character job title, a
 * 40-digit phone, 31 February) is refused here first, in its own field (`api/field-rules.ts`).
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
import { LINE_MAX, NAME_MAX, noSuchDay, tooLong, tooManyDigits } from '../api/field-rules';
import { t } from '../messages';

const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en-KE', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, index, 1))),
);

const STEP_TWO_LABELS = {
  job_title: 'jobTitle',
  company: 'company',
  education: 'education',
  languages: 'languages',
} as const;

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

type FieldErrors = Partial<Record<keyof Fields | 'birth_date', string>>;

/** The fields of the first step: an error in one of them sends SAVE PROFILE back there. */
const STEP_ONE: readonly (keyof Fields)[] = ['username', 'bio', 'location'];

/** Spec 001 §5 rules and the API's limits: each field's message, or nothing. */
export function editProfileErrors(fields: Fields, birth: BirthDateParts): FieldErrors {
  const errors: FieldErrors = {
    username: fields.username.trim() ? tooLong(fields.username, NAME_MAX) : t('usernameRequired'),
    bio: fields.bio.length > BIO_MAX_CHARS ? t('bioTooLong', { max: BIO_MAX_CHARS }) : undefined,
    location: tooLong(fields.location, LINE_MAX),
    job_title: tooLong(fields.job_title, LINE_MAX),
    company: tooLong(fields.company, LINE_MAX),
    education: tooLong(fields.education, LINE_MAX),
    languages: tooLong(fields.languages, LINE_MAX),
    phone_number: tooManyDigits(fields.phone_number),
    birth_date: noSuchDay(birth, MONTHS),
  };
  for (const name of Object.keys(errors) as (keyof FieldErrors)[]) if (!errors[name]) delete errors[name];
  return errors;
}

export function EditProfileModal({ profile, onClose }: { profile: ProfileDetail; onClose: () => void }) {
  const client = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [fields, setFields] = useState<Fields>(() => initialFields(profile));
  const [birth, setBirth] = useState<BirthDateParts>(() => splitBirthDate(profile.birth_date));
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const locations = useLocations(true);
  const suggestions = suggesting ? locationSuggestions(locations.data, fields.location) : [];
  const errors = editProfileErrors(fields, birth);
  const stepOneBroken = STEP_ONE.some((name) => errors[name]);
  const shown = (name: keyof Fields) => submitted || Boolean(touched[name]);
  const listId = useId();
  const formId = useId();
  const birthErrorId = useId();

  const set = (name: keyof Fields) => (value: string) => setFields((old) => ({ ...old, [name]: value }));

  const next = () => {
    setTouched({ username: true, bio: true, location: true });
    if (stepOneBroken) return;
    setStep(2);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) return next();
    setSubmitted(true);
    if (stepOneBroken) {
      setStep(1);
      return;
    }
    if (Object.keys(errors).length > 0) return;
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
      notify.settle(id, 'success', t('updated'), { form: 'edit-profile' });
      onClose();
    } catch {
      notify.settle(id, 'error', t('updateFailed'), { form: 'edit-profile' });
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
              touched={shown('username')}
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
              touched={shown('bio')}
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
                aria-controls={suggestions.length > 0 ? listId : undefined}
                autoComplete="off"
                onChange={(event) => {
                  set('location')(event.target.value);
                  setSuggesting(true);
                }}
                error={errors.location}
                touched={shown('location')}
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
            {(['job_title', 'company', 'education', 'languages'] as const).map((name) => (
              <FormField
                key={name}
                label={t(STEP_TWO_LABELS[name])}
                value={fields[name]}
                onChange={(e) => set(name)(e.target.value)}
                onBlur={() => setTouched((old) => ({ ...old, [name]: true }))}
                error={errors[name]}
                touched={shown(name)}
              />
            ))}
            <FormField
              label={t('phone')}
              value={fields.phone_number}
              inputMode="numeric"
              onChange={(e) => set('phone_number')(digitsOnly(e.target.value))}
              onBlur={() => setTouched((old) => ({ ...old, phone_number: true }))}
              error={errors.phone_number}
              touched={shown('phone_number')}
            />
            <fieldset
              className="eg-edit__birth"
              aria-invalid={errors.birth_date ? true : undefined}
              aria-describedby={errors.birth_date ? birthErrorId : undefined}
            >
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
              {errors.birth_date && (
                <small id={birthErrorId} className="eg-field__error" role="alert">
                  {errors.birth_date}
                </small>
              )}
            </fieldset>
          </>
        )}
      </form>
    </Modal>
  );
}
