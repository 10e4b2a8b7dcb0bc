/**
 * The form that pins one user (their email or account id) to a registered release of an area.
 * The release select lists only the chosen area's registered releases. The API's refusal is shown
 * beside the field it names (`errors: { user | area | release }`), else above the form.
 */
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string, type ObjectSchema } from 'yup';
import { isApiFailure, failureMessage } from '@engage/shared/api/failure';
import type { AreaName } from '@engage/shared/paths';
import type { AreaRelease, ReleasePin } from '@engage/shared/contract/area-releases';
import { TEXT_MAX } from '@engage/shared/contract/input-limits';
import { FormField } from '@engage/ui/form-field';
import { useOperatorWrite } from '../api/operator-queries';
import { t } from '../messages';
import { releasesByArea, areaName, releaseState } from './release-state';
import { SelectField } from './select-field';

interface Fields {
  user: string;
  area: string;
  release: string;
}

const FIELDS = ['user', 'area', 'release'] as const;

const schema: ObjectSchema<Fields> = object({
  user: string()
    .trim()
    .required(() => t('pinUserRequired'))
    .max(TEXT_MAX.email, () => t('pinUserRequired')),
  area: string().required(() => t('pinAreaRequired')),
  release: string().required(() => t('pinReleaseRequired')),
});

const empty: Fields = { user: '', area: '', release: '' };

interface PinFormProps {
  releases: readonly AreaRelease[];
  /** Called with the new pin once the API has made it. */
  onPinned: (pin: ReleasePin) => void;
}

export function PinForm({ releases, onPinned }: PinFormProps) {
  const pin = useOperatorWrite('operatorReleasePin');
  const { register, handleSubmit, formState, setError, setValue, reset, control } = useForm<Fields>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, touchedFields, isSubmitted } = formState;
  const byArea = releasesByArea(releases);
  const area = useWatch({ control, name: 'area' });
  const ofArea = [...(byArea.get(area)?.values() ?? [])];

  async function send(fields: Fields) {
    try {
      const body = { user: fields.user.trim(), area: fields.area as AreaName, release: fields.release };
      onPinned(await pin.mutateAsync({ body }));
      reset(empty);
    } catch (error) {
      const named = isApiFailure(error) ? error.data.errors : undefined;
      const fieldErrors = FIELDS.filter((field) => named?.[field]?.[0]);
      fieldErrors.forEach((field, index) =>
        setError(field, { type: 'server', message: named?.[field]?.[0] }, { shouldFocus: index === 0 }),
      );
      if (fieldErrors.length === 0) setError('root', { message: failureMessage(error, t('pinFailed')) });
    }
  }

  const touched = (field: keyof Fields) => isSubmitted || Boolean(touchedFields[field]);
  return (
    <section aria-labelledby="eg-op-pin-title" className="eg-op-section">
      <h3 id="eg-op-pin-title">{t('pinTitle')}</h3>
      <form className="eg-op-form eg-op-form--row" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
        {errors.root?.message && (
          <p className="eg-op-error eg-op-form__whole" role="alert">
            {errors.root.message}
          </p>
        )}
        <FormField
          label={t('pinUser')}
          autoComplete="off"
          maxLength={TEXT_MAX.email}
          {...register('user')}
          error={errors.user?.message}
          touched={touched('user')}
        />
        <SelectField
          label={t('pinArea')}
          {...register('area', { onChange: () => setValue('release', '') })}
          error={errors.area?.message}
          touched={touched('area')}
        >
          <option value="">{t('chooseArea')}</option>
          {[...byArea.keys()].map((area) => (
            <option key={area} value={area}>
              {areaName(area)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('pinRelease')}
          {...register('release')}
          error={errors.release?.message}
          touched={touched('release')}
        >
          <option value="">{t('chooseRelease')}</option>
          {ofArea.map((release) => (
            <option key={release.id} value={release.release}>
              {t('releaseOption', { release: release.release, state: releaseState(release, { brief: true }) })}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="eg-button" disabled={pin.isPending} aria-busy={pin.isPending}>
          {pin.isPending ? t('pinning') : t('pinSubmit')}
        </button>
      </form>
    </section>
  );
}
