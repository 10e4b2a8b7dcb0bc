/**
 * M-PESA phone numbers (spec 001 §5): entered in the local form `07XXXXXXXX`, sent and stored
 * in the international form `2547XXXXXXXX` (spec 001 §3 "mpesa_phone (stored with the 254 prefix)").
 */

/** Spec 001 §5 "Phone is entered starting with 0, accepts only digits, up to 10 digits". */
export const MPESA_PHONE_MAX_DIGITS = 10;

/** Spec 001 §5 "Payment M-pesa number ... ('Valid phone number is required')". */
export const PAYMENT_PHONE_MESSAGE = 'Valid phone number is required';

/** Spec 001 §5 "a leading 0 followed by up to 9 digits" (the length rule is separate). */
export const PAYMENT_PHONE_PATTERN = /^0\d{0,9}$/;

/** Spec 001 §5 "and at least 10 characters". */
export const PAYMENT_PHONE_MIN_LENGTH = 10;

/**
 * Spec 001 §5 "accepts only digits, up to 10 digits": what a phone field keeps of what was
 * typed or pasted — `'0712 345-678'` → `'0712345678'`, extra digits dropped.
 */
export function sanitizePhoneInput(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, MPESA_PHONE_MAX_DIGITS);
}

/**
 * Spec 001 §5 "sent as 254 plus the number without its leading 0": `'0712345678'` →
 * `'254712345678'`. Non-digits are ignored. Used for `mpesa_phone` and the M-pesa checkout `phone`.
 */
export function toMpesaPhone(localNumber: string): string {
  const digits = localNumber.replace(/\D+/g, '');
  return `254${digits.startsWith('0') ? digits.slice(1) : digits}`;
}

/**
 * The reverse, to prefill the Update form from a stored `mpesa_phone`: `'254712345678'` →
 * `'0712345678'`. A number without the 254 prefix is returned as its digits.
 */
export function fromMpesaPhone(storedNumber: string): string {
  const digits = storedNumber.replace(/\D+/g, '');
  return digits.startsWith('254') ? `0${digits.slice(3)}` : digits;
}

/**
 * Spec 001 §5 "Payment M-pesa number: a leading 0 followed by up to 9 digits and at least 10
 * characters ('Valid phone number is required')" — i.e. `0` and exactly nine more digits.
 * Returns the message, or null when the number is valid.
 */
export function validatePaymentPhone(value: string): string | null {
  const ok = PAYMENT_PHONE_PATTERN.test(value) && value.length >= PAYMENT_PHONE_MIN_LENGTH;
  return ok ? null : PAYMENT_PHONE_MESSAGE;
}
