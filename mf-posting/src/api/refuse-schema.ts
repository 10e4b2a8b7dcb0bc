/**
 * The refusal form's rule: a reason, not blank (the consumer reads it), within the API's limit
 * for free text. Imported only through `lazyResolver` (claims-to-review.tsx).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string, type ObjectSchema } from 'yup';
import { TEXT_MAX } from '@engage/shared/contract/input-limits';
import { t } from '../messages';

export interface RefuseValues {
  reason: string;
}

export const refuseSchema: ObjectSchema<RefuseValues> = object({
  reason: string()
    .trim()
    .required(() => t('refuseReasonRequired'))
    .max(TEXT_MAX.text, () => t('refuseReasonTooLong', { max: TEXT_MAX.text })),
});

export const refuseResolver = yupResolver(refuseSchema);
