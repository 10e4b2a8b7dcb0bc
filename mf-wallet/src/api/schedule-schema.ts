/**
 * The withdrawal schedule form's rules (spec 001 §9 "frequencies weekly, monthly; minimum options
 * 1000, 5000, 10000, 25000"), as a yup schema. Imported only through `lazyResolver`
 * (schedule-form.tsx): yup is downloaded when the form is first checked.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { mixed, object, type ObjectSchema } from 'yup';
import type { ScheduleMinimum, WithdrawalFrequency } from '@engage/shared/contract/common';
import { SCHEDULE_MINIMUM_OPTIONS, WITHDRAWAL_FREQUENCIES } from '@engage/shared/contract/constants';

export interface ScheduleValues {
  frequency: WithdrawalFrequency;
  minimum: ScheduleMinimum;
}

/** Only the choices offered can be saved ('Invalid selection!' otherwise, from the form's onInvalid). */
export const scheduleSchema: ObjectSchema<ScheduleValues> = object({
  frequency: mixed<WithdrawalFrequency>().oneOf(WITHDRAWAL_FREQUENCIES).required(),
  // A <select> gives a string: read as the number it shows.
  minimum: mixed<ScheduleMinimum>()
    .transform((value: unknown) => Number(value))
    .oneOf(SCHEDULE_MINIMUM_OPTIONS)
    .required(),
});

export const scheduleResolver = yupResolver(scheduleSchema);
