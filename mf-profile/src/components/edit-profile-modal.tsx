/**
 * The edit-profile modal (spec 001 §2 "two steps (Back/Next), then SAVE PROFILE", §4 "step 1 ->
 * step 2 -> save", §5 rules, §8 texts). Step 1: username (required), about me (at most 250
 * characters, with a counter), location (suggestions from 2 characters, at most 8). Step 2:
 * job title, company, education, languages, phone, birth date (sent only when day, month and
 * year are all chosen; otherwise null). What the API would refuse (a 500-character job title, a
 * 40-digit phone, 31 February) is refused here first, in its own field (`api/field-rules.ts`).
 */
import { useLocations } from '@engage/shared/api/locations-queries';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { mixed, object, string, type ObjectSchema } from 'yup';
import { BIO_MAX_CHARS, DATE_LOCALE } from '@engage/shared/contract/constants';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { pageLanguage, type Language } from '@engage/shared/i18n/language';
import { FormField } from '@engage/ui/form-field';
import { filtered } from '@engage/ui/input-filter';
import { Modal } from '@engage/ui/modal';
import { notify } from '@engage/shared/ui/toasts';
import {
  BIRTH_DAYS,
  birthDateToSend,
  birthYears,
  digitsOnly,
  locationSuggestions,
  splitBirthDate,
  useUpdateProfileDetails,
  type BirthDateParts,
} from '../api/profile-api';
import { LINE_MAX, NAME_MAX, noSuchDay, phoneField, textField } from '../api/field-rules';
import { t } from '../messages';

const monthsByLanguage = new Map<Language, readonly string[]>();

/** The twelve months' names in the page's language ('January'…, 'Januari'…), built once per language. */
function monthNames(): readonly string[] {
  const language = pageLanguage();
  let names = monthsByLanguage.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : DATE_LOCALE, {
      month: 'long',
      timeZone: 'UTC',
    });
    names = Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
    monthsByLanguage.set(language, names);
  }
  return names;
}

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
  birth: BirthDateParts;
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
    birth: splitBirthDate(profile.birth_date),
  };
}

/** The fields of the first step: Next checks them, and an error in one sends SAVE PROFILE back there. */
const STEP_ONE = ['username', 'bio', 'location'] as const;

/**
 * Spec 001 §5 rules and the API's limits. The birth date is checked beside the schema
 * (`noSuchDay`): its error is the fieldset's, shown as soon as its three parts are chosen.
 */
const editProfileSchema: ObjectSchema<Fields> = object({
  username: textField(NAME_MAX, () => t('usernameRequired')),
  bio: string()
    .default('')
    .max(BIO_MAX_CHARS, () => t('bioTooLong', { max: BIO_MAX_CHARS })),
  location: textField(LINE_MAX),
  job_title: textField(LINE_MAX),
  company: textField(LINE_MAX),
  education: textField(LINE_MAX),
  languages: textField(LINE_MAX),
  phone_number: phoneField(),
  birth: mixed<BirthDateParts>().required(),
});

type CheckedField = Exclude<keyof Fields, 'birth'>;

export function EditProfileModal({ profile, onClose }: { profile: ProfileDetail; onClose: () => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  const saving = useUpdateProfileDetails();
  const busy = saving.isPending;
  const { register, handleSubmit, trigger, setValue, control, formState } = useForm<Fields>({
    resolver: yupResolver(editProfileSchema),
    mode: 'all',
    defaultValues: initialFields(profile),
  });
  const { errors, touchedFields, isSubmitted } = formState;
  const [nextTried, setNextTried] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const locations = useLocations();
  const [bio, location, birth] = useWatch({ control, name: ['bio', 'location', 'birth'] });
  const suggestions = suggesting ? locationSuggestions(locations.data, location) : [];
  // A day that does not exist (31 February) is named as soon as its three parts are chosen.
  const months = monthNames();
  const birthError = noSuchDay(birth, months);
  const shown = (name: CheckedField) =>
    isSubmitted || Boolean(touchedFields[name]) || (nextTried && (STEP_ONE as readonly string[]).includes(name));
  const field = (name: CheckedField) => ({
    ...register(name),
    error: errors[name]?.message,
    touched: shown(name),
  });
  const listId = useId();
  const formId = useId();
  const birthErrorId = useId();

  const next = async () => {
    setNextTried(true);
    if (await trigger(STEP_ONE)) setStep(2);
  };

  const save = async (fields: Fields) => {
    if (birthError) return;
    const id = notify.loading(t('updating'));
    const blankToNull = (text: string) => (text.trim() ? text.trim() : null);
    try {
      await saving.mutateAsync({
        username: fields.username.trim(),
        bio: blankToNull(fields.bio),
        location: blankToNull(fields.location),
        job_title: blankToNull(fields.job_title),
        company: blankToNull(fields.company),
        education: blankToNull(fields.education),
        languages: blankToNull(fields.languages),
        phone_number: blankToNull(fields.phone_number),
        birth_date: birthDateToSend(fields.birth),
      });
      notify.settle(id, 'success', t('updated'), { form: 'edit-profile' });
      onClose();
    } catch {
      notify.settle(id, 'error', t('updateFailed'), { form: 'edit-profile' });
    }
  };

  const submit = (event: FormEvent) => {
    if (step === 1) {
      event.preventDefault();
      return next();
    }
    return handleSubmit(save, (broken) => {
      if (STEP_ONE.some((name) => broken[name])) setStep(1);
    })(event);
  };

  // Keys keep Next and SAVE PROFILE distinct elements: were React to turn the clicked Next into
  // the submit button in place, the browser would submit the form on that same click.
  const actions =
    step === 1 ? (
      <>
        <button key="cancel" type="button" className="eg-button eg-button--quiet" onClick={onClose}>
          {t('cancel')}
        </button>
        <button key="next" type="button" className="eg-button" onClick={() => void next()}>
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
          disabled={busy}
        >
          {t('back')}
        </button>
        <button key="save" type="submit" form={formId} className="eg-button" disabled={busy}>
          {t('saveProfile')}
        </button>
      </>
    );

  return (
    <Modal title={t('editTitle')} onClose={onClose} actions={actions}>
      <form id={formId} className="eg-edit" onSubmit={(event) => void submit(event)} noValidate>
        <p className="eg-edit__step" aria-live="polite">
          {t('stepOf', { step })}
        </p>
        {step === 1 ? (
          <>
            <FormField label={t('username')} autoComplete="username" required {...field('username')} />
            <FormField
              multiline
              label={t('bio')}
              rows={4}
              maxLength={BIO_MAX_CHARS}
              hint={t('bioCounter', { count: bio.length, max: BIO_MAX_CHARS })}
              {...filtered(field('bio'), (typed) => typed.slice(0, BIO_MAX_CHARS))}
            />
            <div
              className="eg-edit__location"
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setSuggesting(false);
              }}
            >
              <FormField
                label={t('locationField')}
                aria-controls={suggestions.length > 0 ? listId : undefined}
                autoComplete="off"
                {...field('location')}
                onChange={(event) => {
                  setSuggesting(true);
                  return field('location').onChange(event);
                }}
              />
              {suggestions.length > 0 && (
                <ul id={listId} aria-label={t('locationSuggestions')} className="eg-edit__suggestions">
                  {suggestions.map((name) => (
                    <li key={name}>
                      <button
                        type="button"
                        onClick={() => {
                          setValue('location', name, { shouldValidate: true, shouldDirty: true });
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
              <FormField key={name} label={t(STEP_TWO_LABELS[name])} {...field(name)} />
            ))}
            <FormField label={t('phone')} inputMode="numeric" {...filtered(field('phone_number'), digitsOnly)} />
            <fieldset
              className="eg-edit__birth"
              aria-invalid={birthError ? true : undefined}
              aria-describedby={birthError ? birthErrorId : undefined}
            >
              <legend>{t('birthDate')}</legend>
              <label>
                {t('day')}
                <select {...register('birth.day')}>
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
                <select {...register('birth.month')}>
                  <option value="">—</option>
                  {months.map((name, index) => (
                    <option key={name} value={String(index + 1)}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('year')}
                <select {...register('birth.year')}>
                  <option value="">—</option>
                  {birthYears().map((year) => (
                    <option key={year} value={String(year)}>
                      {year}
                    </option>
                  ))}
                </select>
              </label>
              {birthError && (
                <small id={birthErrorId} className="eg-field__error" role="alert">
                  {birthError}
                </small>
              )}
            </fieldset>
          </>
        )}
      </form>
    </Modal>
  );
}
