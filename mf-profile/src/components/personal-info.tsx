/**
 * Personal info (spec 001 §2, §5): contact info with a toggled edit mode — username, first
 * name and last name required ('Username is required', 'First name is required', 'Last name
 * is required'); user id and email read-only — and the location section: time zone (fixed),
 * address and mobile number required ('Time zone is required', 'Address is required', 'Mobile
 * number is required'), the mobile number digits only. Longer values than the API takes are
 * refused in their field (`api/field-rules.ts`).
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TIMEZONE_LABEL } from '@engage/shared/contract/constants';
import type { User } from '@engage/shared/contract/profile';
import { FormField } from '@engage/shared/ui/form-field';
import { LINE_MAX, NAME_MAX, tooLong, tooManyDigits } from '../api/field-rules';
import { digitsOnly, updateUser } from '../api/profile-api';
import { t } from '../messages';
import { withUpdateToasts } from './general-settings';

interface Contact {
  username: string;
  first_name: string;
  last_name: string;
}

interface Place {
  time_zone: string;
  address: string;
  mobile_number: string;
}

/** Spec 001 §5 contact-info rules: each field's message, or nothing. */
export function contactErrors(contact: Contact): Partial<Record<keyof Contact, string>> {
  const errors: Partial<Record<keyof Contact, string>> = {};
  const username = contact.username.trim() ? tooLong(contact.username, NAME_MAX) : t('usernameRequired');
  const firstName = contact.first_name.trim() ? tooLong(contact.first_name, NAME_MAX) : t('firstNameRequired');
  const lastName = contact.last_name.trim() ? tooLong(contact.last_name, NAME_MAX) : t('lastNameRequired');
  if (username) errors.username = username;
  if (firstName) errors.first_name = firstName;
  if (lastName) errors.last_name = lastName;
  return errors;
}

/** Spec 001 §5 location-info rules: each field's message, or nothing. */
export function placeErrors(place: Place): Partial<Record<keyof Place, string>> {
  const errors: Partial<Record<keyof Place, string>> = {};
  if (!place.time_zone.trim()) errors.time_zone = t('timeZoneRequired');
  const address = place.address.trim() ? tooLong(place.address, LINE_MAX) : t('addressRequired');
  const mobile = place.mobile_number.trim() ? tooManyDigits(place.mobile_number) : t('mobileRequired');
  if (address) errors.address = address;
  if (mobile) errors.mobile_number = mobile;
  return errors;
}

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

function ContactInfo({ user }: { user: User }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [contact, setContact] = useState<Contact>({
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
  });
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<keyof Contact, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const errors = contactErrors(contact);

  const field = (name: keyof Contact, label: string) => (
    <FormField
      label={label}
      value={contact[name]}
      readOnly={!editing}
      required
      onChange={(event) => setContact((old) => ({ ...old, [name]: event.target.value }))}
      onBlur={() => setTouched((old) => ({ ...old, [name]: true }))}
      error={editing ? errors[name] : undefined}
      touched={submitted || touched[name]}
    />
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) return;
    setSaving(true);
    const saved = await withUpdateToasts(
      () =>
        updateUser(client, {
          username: contact.username.trim(),
          first_name: contact.first_name.trim(),
          last_name: contact.last_name.trim(),
        }),
      'contact-info',
    );
    setSaving(false);
    if (saved) {
      setEditing(false);
      setSubmitted(false);
      setTouched({});
    }
  };

  return (
    <form className="eg-card" aria-labelledby="eg-settings-contact" onSubmit={(e) => void save(e)} noValidate>
      <div className="eg-settings__title-row">
        <h2 id="eg-settings-contact" className="eg-card__heading">
          {t('contactInfo')}
        </h2>
        {!editing && (
          <button type="button" className="eg-button eg-button--quiet" onClick={() => setEditing(true)}>
            {t('edit')}
          </button>
        )}
      </div>
      <FormField label={t('userId')} value={String(user.user_id)} readOnly />
      {field('username', t('username'))}
      {field('first_name', t('firstName'))}
      {field('last_name', t('lastName'))}
      <FormField label={t('email')} type="email" value={user.email} readOnly />
      {editing && (
        <div className="eg-settings__buttons">
          <button
            type="button"
            className="eg-button eg-button--quiet"
            onClick={() => {
              setEditing(false);
              setSubmitted(false);
              setContact({ username: user.username, first_name: user.first_name, last_name: user.last_name });
            }}
          >
            {t('cancel')}
          </button>
          <button type="submit" className="eg-button" disabled={saving}>
            {t('save')}
          </button>
        </div>
      )}
    </form>
  );
}

function LocationInfo({ user }: { user: User }) {
  const client = useQueryClient();
  const [place, setPlace] = useState<Place>({
    time_zone: TIMEZONE_LABEL,
    address: user.address,
    mobile_number: user.mobile_number,
  });
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<keyof Place, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const errors = placeErrors(place);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) return;
    setSaving(true);
    await withUpdateToasts(
      () => updateUser(client, { address: place.address.trim(), mobile_number: place.mobile_number }),
      'location-info',
    );
    setSaving(false);
  };

  return (
    <form className="eg-card" aria-labelledby="eg-settings-location" onSubmit={(e) => void save(e)} noValidate>
      <h2 id="eg-settings-location" className="eg-card__heading">
        {t('locationInfo')}
      </h2>
      {/* Spec 001 §5 "the time zone is fixed". */}
      <FormField label={t('timeZone')} value={place.time_zone} readOnly error={errors.time_zone} touched={submitted} />
      <FormField
        label={t('address')}
        value={place.address}
        required
        onChange={(event) => setPlace((old) => ({ ...old, address: event.target.value }))}
        onBlur={() => setTouched((old) => ({ ...old, address: true }))}
        error={errors.address}
        touched={submitted || touched.address}
      />
      <FormField
        label={t('mobile')}
        value={place.mobile_number}
        required
        inputMode="numeric"
        onChange={(event) => setPlace((old) => ({ ...old, mobile_number: digitsOnly(event.target.value) }))}
        onBlur={() => setTouched((old) => ({ ...old, mobile_number: true }))}
        error={errors.mobile_number}
        touched={submitted || touched.mobile_number}
      />
      <div className="eg-settings__buttons">
        <button type="submit" className="eg-button" disabled={saving}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}

export function PersonalInfo({ user }: { user: User }) {
  return (
    <div className="eg-settings__stack">
      <ContactInfo user={user} />
      <LocationInfo user={user} />
    </div>
  );
}
