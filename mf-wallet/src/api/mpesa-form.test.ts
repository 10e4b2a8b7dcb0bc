/** Spec 001 §5 M-PESA form rules and the API's limits, as the form checks them before sending. */
import { anyBlank, mpesaBody, type MpesaFormValues } from './mpesa-form';
import { mpesaSchema } from './mpesa-schema';

const complete = { first_name: ' Wanjiru ', last_name: 'Kamau', id_number: '12345678', phone: '0712345678' };

/** The message the form shows under `field` when it holds `value` (true when it passes). */
const check = (field: keyof MpesaFormValues, value: string) =>
  mpesaSchema.validateAt(field, { ...complete, [field]: value }).then(
    () => true,
    (error: Error) => error.message,
  );

it("a blank field is 'Kindly fill all the fields'", async () => {
  expect(await check('first_name', '  ')).toBe('Kindly fill all the fields');
  expect(await check('phone', '')).toBe('Kindly fill all the fields');
  expect(anyBlank({ ...complete, last_name: ' ' })).toBe(true);
  expect(anyBlank(complete)).toBe(false);
});

it('the ID number is digits only, at most 10; the phone starts with 0', async () => {
  expect(await check('id_number', 'A1234567')).toBe('Use digits only, at most 10.');
  expect(await check('id_number', '12345678901')).toBe('Use digits only, at most 10.');
  expect(await check('id_number', '1234567890')).toBe(true);
  expect(await check('phone', '712345678')).toBe('Valid phone number is required');
  expect(await check('phone', '0712345678')).toBe(true);
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
