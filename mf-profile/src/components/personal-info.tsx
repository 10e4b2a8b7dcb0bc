/**
 * Personal info (spec 001 §2, §5): contact info with a toggled edit mode — username, first
 * name and last name required ('Username is required', 'First name is required', 'Last name
 * is required'); user id and email read-only — and the location section: time zone (fixed),
 * address and mobile number required ('Time zone is required', 'Address is required', 'Mobile
 * number is required'), the mobile number digits only. Longer values than the API takes are
 * refused in their field (`api/field-rules.ts`, in yup schemas).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object, type ObjectSchema } from 'yup';
import { TIMEZONE_LABEL } from '@engage/shared/contract/constants';
import type { User } from '@engage/shared/contract/profile';
import { useOfflineReason } from '@engage/shared/network/use-online';
import { FormField } from '@engage/ui/form-field';
import { filtered } from '@engage/ui/input-filter';
import { LINE_MAX, NAME_MAX, phoneField, textField } from '../api/field-rules';
import { digitsOnly, useUpdateUser } from '../api/profile-api';
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

const contactOf = (user: User): Contact => ({
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
});

/** Spec 001 §5 contact-info rules, with the API's limit on names. */
const contactSchema: ObjectSchema<Contact> = object({
  username: textField(NAME_MAX, () => t('usernameRequired')),
  first_name: textField(NAME_MAX, () => t('firstNameRequired')),
  last_name: textField(NAME_MAX, () => t('lastNameRequired')),
});

/** Spec 001 §5 location rules (the time zone is fixed), with the API's limits. */
const placeSchema: ObjectSchema<Place> = object({
  time_zone: textField(LINE_MAX, () => t('timeZoneRequired')),
  address: textField(LINE_MAX, () => t('addressRequired')),
  mobile_number: phoneField(() => t('mobileRequired')),
});

function ContactInfo({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const offline = useOfflineReason();
  const saving = useUpdateUser();
  const { register, handleSubmit, reset, formState } = useForm<Contact>({
    resolver: yupResolver(contactSchema),
    mode: 'all',
    defaultValues: contactOf(user),
  });
  const { errors, touchedFields, isSubmitted } = formState;

  const field = (name: keyof Contact, label: string) => (
    <FormField
      label={label}
      readOnly={!editing}
      required
      {...register(name)}
      error={editing ? errors[name]?.message : undefined}
      touched={isSubmitted || touchedFields[name]}
    />
  );

  const save = async (contact: Contact) => {
    const sent = {
      username: contact.username.trim(),
      first_name: contact.first_name.trim(),
      last_name: contact.last_name.trim(),
    };
    const saved = await withUpdateToasts(() => saving.mutateAsync(sent), 'contact-info');
    if (saved) {
      setEditing(false);
      reset(contact);
    }
  };

  return (
    <form
      className="eg-card"
      aria-labelledby="eg-settings-contact"
      onSubmit={(event) => void handleSubmit(save)(event)}
      noValidate
    >
      <div className="eg-settings__title-row">
        <h2 id="eg-settings-contact" className="eg-card__heading">
          {t('contactInfo')}
        </h2>
        {!editing && (
          <button
            type="button"
            className="eg-button eg-button--quiet"
            disabled={offline !== undefined}
            title={offline}
            onClick={() => setEditing(true)}
          >
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
              reset(contactOf(user));
            }}
          >
            {t('cancel')}
          </button>
          <button type="submit" className="eg-button" disabled={saving.isPending}>
            {t('save')}
          </button>
        </div>
      )}
    </form>
  );
}

function LocationInfo({ user }: { user: User }) {
  const saving = useUpdateUser();
  const { register, handleSubmit, formState } = useForm<Place>({
    resolver: yupResolver(placeSchema),
    mode: 'all',
    defaultValues: { time_zone: TIMEZONE_LABEL, address: user.address, mobile_number: user.mobile_number },
  });
  const { errors, touchedFields, isSubmitted } = formState;

  const save = async (place: Place) => {
    await withUpdateToasts(
      () => saving.mutateAsync({ address: place.address.trim(), mobile_number: place.mobile_number }),
      'location-info',
    );
  };

  return (
    <form
      className="eg-card"
      aria-labelledby="eg-settings-location"
      onSubmit={(event) => void handleSubmit(save)(event)}
      noValidate
    >
      <h2 id="eg-settings-location" className="eg-card__heading">
        {t('locationInfo')}
      </h2>
      {/* Spec 001 §5 "the time zone is fixed". */}
      <FormField
        label={t('timeZone')}
        readOnly
        {...register('time_zone')}
        error={errors.time_zone?.message}
        touched={isSubmitted}
      />
      <FormField
        label={t('address')}
        required
        {...register('address')}
        error={errors.address?.message}
        touched={isSubmitted || touchedFields.address}
      />
      <FormField
        label={t('mobile')}
        required
        inputMode="numeric"
        {...filtered(register('mobile_number'), digitsOnly)}
        error={errors.mobile_number?.message}
        touched={isSubmitted || touchedFields.mobile_number}
      />
      <div className="eg-settings__buttons">
        <button type="submit" className="eg-button" disabled={saving.isPending}>
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
