/**
 * The M-PESA method form's values, rules and save body (spec 001 §5: every field is needed,
 * 'Kindly fill all the fields'; the phone starts with 0, digits only, up to 10, and is sent as
 * 254 plus the number without its 0). The ID number and the names follow the API's limits
 * (`@engage/shared/contract/input-limits`), so a refused value is named in its field: the
 * rules are in `mpesa-schema.ts`, loaded when the form is first checked (`@engage/ui/lazy-resolver`).
 */
import type { WithdrawalMethod, WithdrawalMethodCreateBody } from '@engage/shared/contract/wallet';
import { fromMpesaPhone, toMpesaPhone } from '@engage/shared/format/mpesa-phone';

export interface MpesaFormValues {
  first_name: string;
  last_name: string;
  id_number: string;
  phone: string;
}

const MPESA_FIELDS = ['first_name', 'last_name', 'id_number', 'phone'] as const;

export const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** True when any field is blank: the form then says 'Kindly fill all the fields' above them. */
export function anyBlank(values: MpesaFormValues): boolean {
  return MPESA_FIELDS.some((name) => !filled(values[name]));
}

/** The form as the saved method (or blank) fills it: the phone shown as typed, starting with 0. */
export function mpesaInitialValues(existing: WithdrawalMethod | undefined): MpesaFormValues {
  return {
    first_name: existing?.first_name ?? '',
    last_name: existing?.last_name ?? '',
    id_number: existing?.id_number ?? '',
    phone: existing ? fromMpesaPhone(existing.mpesa_phone) : '',
  };
}

/** Spec 001 §7 withdrawal method body: trimmed names and ID, the phone as 254…. */
export function mpesaBody(values: MpesaFormValues): WithdrawalMethodCreateBody {
  return {
    method_type: 'mpesa',
    mpesa_phone: toMpesaPhone(values.phone),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    country: 'Kenya',
    id_number: values.id_number.trim(),
  };
}
