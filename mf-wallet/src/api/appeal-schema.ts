/**
 * The appeal form's rule: a note, not blank, within the API's limit for free text. Imported only
 * through `lazyResolver` (my-claims.tsx): yup is downloaded when the form is first checked.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string, type ObjectSchema } from 'yup';
import { TEXT_MAX } from '@engage/shared/contract/input-limits';
import { t } from '../messages';

export interface AppealValues {
  note: string;
}

export const appealSchema: ObjectSchema<AppealValues> = object({
  note: string()
    .trim()
    .required(() => t('appealNoteRequired'))
    .max(TEXT_MAX.text, () => t('appealNoteTooLong', { max: TEXT_MAX.text })),
});

export const appealResolver = yupResolver(appealSchema);
