/**
 * Farms (docs/security.md "Farms"), in Chromium at 360 px against the production builds and our
 * real API: one M-PESA number per account. A second account typing a number another account
 * holds is told so in the phone field, saves nothing, and can go on with a number of its own.
 */
import {
  api,
  confirmItIsYou,
  journeyForThisFile,
  openSignedIn,
  stepUp,
  uniquePayoutIdentity,
  verifiedUser,
} from './journey';

const journey = journeyForThisFile();

it('a number another account holds is refused in the phone field; another number is saved', async () => {
  const first = await verifiedUser('farm-first');
  const held = uniquePayoutIdentity();
  await stepUp(first.tokens, 'farm-first-pass-1');
  await api('wallet/withdrawal-methods/', {
    token: first.tokens.access,
    body: {
      method_type: 'mpesa',
      mpesa_phone: held.mpesaPhone,
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      country: 'Kenya',
      id_number: held.idNumber,
    },
  });

  const second = await verifiedUser('farm-second');
  const page = await openSignedIn(
    journey().browser,
    second.tokens,
    '/consumer/payments/withdrawal-methods',
    'Withdrawal methods',
  );
  await page.getByRole('button', { name: 'Setup M-PESA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up M-PESA' });
  await dialog.getByLabel('First name').fill('Otieno');
  await dialog.getByLabel('Last name').fill('Barasa');
  const own = uniquePayoutIdentity();
  await dialog.getByLabel('ID number').fill(own.idNumber);
  await dialog.getByLabel('Phone number').fill(held.phone);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A payout number is money: the password first, then the refusal.
  await confirmItIsYou(page, 'farm-second-pass-1');
  const taken =
    'This M-PESA number is already saved on another engage account. A number can receive payouts for one account only.';
  await dialog.getByText(taken).first().waitFor();
  await expect(dialog.getByLabel('Phone number').getAttribute('aria-invalid')).resolves.toBe('true');
  const saved = await api<{ results: unknown[] }>('wallet/withdrawal-methods/', { token: second.tokens.access });
  expect(saved.results).toEqual([]);

  // The way out: a number of their own.
  await dialog.getByLabel('Phone number').fill(own.phone);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Withdrawal method setup successfully!').waitFor();
  await page.getByText(`Otieno Barasa, ${own.phone}`).waitFor();
}, 90_000);
