/**
 * The M-PESA method form's rules (spec 001 §5, the API's limits), as a yup schema. Imported only
 * through `lazyResolver` (mpesa-modal.tsx): yup is downloaded when the form is first checked.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string, type ObjectSchema } from 'yup';
import { ID_NUMBER, isDigits } from '@engage/shared/contract/input-limits';
import { t as formatText } from '@engage/shared/format/messages';
import { validatePaymentPhone } from '@engage/shared/format/mpesa-phone';
import { t } from '../messages';
import { filled, type MpesaFormValues } from './mpesa-form';

// Messages are functions: read when a field is checked, so they follow the page's language.
const required = () =>
  string()
    .default('')
    .test('filled', () => t('fillAll'), filled);

/** The form's rules (`yupResolver(mpesaSchema)`); values are sent as typed, `mpesaBody` trims them. */
export const mpesaSchema: ObjectSchema<MpesaFormValues> = object({
  // Names are kept within TEXT_MAX.name by their inputs' maxLength (mpesa-modal.tsx).
  first_name: required(),
  last_name: required(),
  id_number: required().test(
    'digits',
    () => t('idNumberDigits', { max: ID_NUMBER.maxDigits }),
    (value = '') => !filled(value) || (isDigits(value.trim()) && value.trim().length <= ID_NUMBER.maxDigits),
  ),
  phone: required().test(
    'payment-phone',
    () => formatText('paymentPhone'),
    (value = '') => !filled(value) || validatePaymentPhone(value) === null,
  ),
});

export const mpesaResolver = yupResolver(mpesaSchema);
