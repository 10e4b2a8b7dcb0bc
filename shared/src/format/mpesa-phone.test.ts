import { fromMpesaPhone, sanitizePhoneInput, toMpesaPhone, validatePaymentPhone } from './mpesa-phone';

describe('sanitizePhoneInput — spec 001 §5 "accepts only digits, up to 10 digits"', () => {
  it('keeps digits only', () => {
    expect(sanitizePhoneInput('0712 345-678')).toBe('0712345678');
    expect(sanitizePhoneInput('abc')).toBe('');
    expect(sanitizePhoneInput('+254 712')).toBe('254712');
  });

  it('keeps at most 10 digits', () => {
    expect(sanitizePhoneInput('071234567899')).toBe('0712345678');
  });
});

describe('toMpesaPhone — spec 001 §5 "sent as 254 plus the number without its leading 0"', () => {
  it('replaces the leading 0 with 254', () => {
    expect(toMpesaPhone('0712345678')).toBe('254712345678');
    expect(toMpesaPhone('0112345678')).toBe('254112345678');
  });

  it('ignores spaces and prefixes a number typed without its 0', () => {
    expect(toMpesaPhone('0712 345 678')).toBe('254712345678');
    expect(toMpesaPhone('712345678')).toBe('254712345678');
  });
});

describe('fromMpesaPhone — spec 001 §3 "mpesa_phone (stored with the 254 prefix)"', () => {
  it('turns the stored number back into the local form for the Update form', () => {
    expect(fromMpesaPhone('254712345678')).toBe('0712345678');
    expect(fromMpesaPhone('0712345678')).toBe('0712345678');
  });

  it('round-trips with toMpesaPhone', () => {
    expect(fromMpesaPhone(toMpesaPhone('0798765432'))).toBe('0798765432');
  });
});

describe('validatePaymentPhone — spec 001 §5 "a leading 0 followed by up to 9 digits and at least 10 characters (\'Valid phone number is required\')"', () => {
  it('accepts 0 followed by nine digits', () => {
    expect(validatePaymentPhone('0712345678')).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['071234567', 'nine characters'],
    ['07123456789', 'eleven characters'],
    ['7123456789', 'no leading 0'],
    ['254712345678', 'international form'],
    ['07123a5678', 'a letter'],
  ])('rejects %p (%s) with the spec message', (value) => {
    expect(validatePaymentPhone(value)).toBe('Valid phone number is required');
  });
});
