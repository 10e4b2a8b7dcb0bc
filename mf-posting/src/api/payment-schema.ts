/**
 * The payment dialog's M-PESA number (spec 001 §5 "Valid phone number is required"), as a yup
 * schema. Imported only through `lazyResolver` (payment-dialog.tsx).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string } from 'yup';
import { t as formatText } from '@engage/shared/format/messages';
import { validatePaymentPhone } from '@engage/shared/format/mpesa-phone';

// The message is a function: read when the field is checked, in the page's language.
export const paymentSchema = object({
  phone: string()
    .default('')
    .test(
      'payment-phone',
      () => formatText('paymentPhone'),
      (value = '') => validatePaymentPhone(value) === null,
    ),
});

export const paymentResolver = yupResolver(paymentSchema);
