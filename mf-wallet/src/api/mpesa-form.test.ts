/** Spec 001 §5 M-PESA form rules and the API's limits, as the form checks them before sending. */
import { anyBlank, mpesaBody, mpesaFormRules } from './mpesa-form';

const complete = { first_name: ' Wanjiru ', last_name: 'Kamau', id_number: '12345678', phone: '0712345678' };

it("a blank field is 'Kindly fill all the fields'", () => {
  expect(mpesaFormRules.first_name.validate('  ')).toBe('Kindly fill all the fields');
  expect(mpesaFormRules.phone.validate('')).toBe('Kindly fill all the fields');
  expect(anyBlank({ ...complete, last_name: ' ' })).toBe(true);
  expect(anyBlank(complete)).toBe(false);
});

it('the ID number is digits only, at most 10; the phone starts with 0', () => {
  expect(mpesaFormRules.id_number.validate('A1234567')).toBe('Use digits only, at most 10.');
  expect(mpesaFormRules.id_number.validate('12345678901')).toBe('Use digits only, at most 10.');
  expect(mpesaFormRules.id_number.validate('1234567890')).toBe(true);
  expect(mpesaFormRules.phone.validate('712345678')).toBe('Valid phone number is required');
  expect(mpesaFormRules.phone.validate('0712345678')).toBe(true);
});

it('sends trimmed names and 254 plus the number without its 0', () => {
  expect(mpesaBody(complete)).toEqual({
    method_type: 'mpesa',
    mpesa_phone: '254712345678',
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    country: 'Kenya',
    id_number: '12345678',
  });
});
