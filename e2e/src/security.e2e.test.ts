/**
 * Accounts no one can take with a bearer token alone (docs/security.md), in Chromium at 360 px
 * against the production builds and our real API: saving a payout number asks for the password
 * first, a new number shows when it starts receiving money and a withdrawal to it before then is
 * refused, another session's token alone cannot change it, and the emailed "this was not me" link
 * freezes withdrawals.
 */
import { apiUrl, outboxFor } from './api-server';
import { api, journeyForThisFile, openSignedIn, verifiedUser, type Tokens, uniquePayoutIdentity } from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();
const PASSWORD = 'security-owner-1';

/** What the API answers a call, refused or not. */
async function attempt(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as { code?: string; detail?: string } };
}

it('saving a payout number asks for the password; the new number waits out its cooling-off; a token alone cannot change it', async () => {
  const { email, tokens } = await verifiedUser('security-owner', PASSWORD);
  const page = await openSignedIn(
    journey().browser,
    tokens,
    '/consumer/payments/withdrawal-methods',
    'Withdrawal methods',
  );

  await page.getByRole('button', { name: 'Setup M-PESA' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up M-PESA' });
  await setup.getByLabel('First name').fill('Wanjiru');
  await setup.getByLabel('Last name').fill('Kamau');
  const payout = uniquePayoutIdentity();
  await setup.getByLabel('ID number').fill(payout.idNumber);
  await setup.getByLabel('Phone number').fill(payout.phone);
  await setup.getByRole('button', { name: 'Save' }).click();

  // The API wants presence proved: the dialog asks for the password, and a wrong one is said.
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await stepUp.getByText('To keep your money safe, enter your password before changing this.').waitFor();
  await stepUp.getByLabel('Password', { exact: true }).fill('not-my-password');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await stepUp.getByText('That password is not right.').waitFor();
  await stepUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await stepUp.waitFor({ state: 'detached' });
  // The save is tried again by itself once presence is proved.
  await page.getByText('Withdrawal method setup successfully!').waitFor();
  await page.getByText(`Wanjiru Kamau, ${payout.phone}`).waitFor();

  // The cooling-off notice on the number: when it starts receiving money, and why.
  await page.getByText(/^Usable from /).waitFor();
  await page
    .getByText('A new or changed number receives money only after a waiting period', { exact: false })
    .waitFor();
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(360);

  const { results } = await api<{ results: { id: number; usable_from: string }[] }>('wallet/withdrawal-methods/', {
    token: tokens.access,
  });
  const method = results[0];
  if (!method) throw new Error('the number was not saved');
  expect(Date.parse(method.usable_from)).toBeGreaterThan(Date.now() + 47 * 3600_000);
  const early = await attempt('wallet/withdraw/', tokens.access, {
    body: { amount: 1000, original_currency: 'KES', original_amount: 1000, method: method.id, is_automatic: false },
  });
  expect(early.status).toBe(403);
  expect(early.body.code).toBe('payout_method_cooling_off');

  // A stolen bearer token (another session that proved nothing) cannot point the money elsewhere.
  const stolen = await api<Tokens>('users/login/', { body: { email, password: PASSWORD } });
  const hijack = await attempt(`wallet/withdrawal-methods/${method.id}/`, stolen.access, {
    method: 'PATCH',
    body: {
      id: method.id,
      method_type: 'mpesa',
      mpesa_phone: uniquePayoutIdentity().mpesaPhone,
      first_name: 'Mallory',
      last_name: 'Thief',
      country: 'Kenya',
      id_number: uniquePayoutIdentity().idNumber,
    },
  });
  expect(hijack.status).toBe(403);
  expect(hijack.body.code).toBe('step_up_required');
  await page.reload();
  await page.getByText(`Wanjiru Kamau, ${payout.phone}`).waitFor();

  // The owner was emailed at once; the link's page freezes withdrawals with one button.
  const mails = await outboxFor(email);
  const alert = mails.find((mail) => mail.subject === 'A payout number was added to your engage account');
  const link = /(\/payout\/not-me\/[^\s]+)/.exec(alert?.body ?? '')?.[1];
  if (!link) throw new Error(`no "this was not me" link mailed: ${JSON.stringify(mails.map((mail) => mail.subject))}`);
  const notMe = await journey().browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const linkPage = await notMe.newPage();
    await linkPage.goto(appUrl('shell', link));
    await linkPage.getByRole('heading', { level: 1, name: 'This was not me' }).waitFor();
    await linkPage.getByRole('button', { name: 'Freeze withdrawals' }).click();
    await linkPage.getByText('Withdrawals are frozen and every device was signed out.', { exact: false }).waitFor();
    await linkPage.getByRole('link', { name: 'Choose a new password' }).waitFor();
  } finally {
    await notMe.close();
  }
  // Every session ended; signed in again, the wallet says withdrawals are frozen and why.
  expect((await attempt('wallet/freeze/', tokens.access, { method: 'GET' })).status).toBe(401);
  const again = await api<Tokens>('users/login/', { body: { email, password: PASSWORD } });
  const frozen = await openSignedIn(
    journey().browser,
    again,
    '/consumer/payments/withdrawal-methods',
    'Withdrawal methods',
  );
  await frozen.getByText('Withdrawals are frozen', { exact: true }).waitFor();
  await frozen.getByText('You told us that a change of your payout number was not you.').waitFor();
  await frozen.getByRole('button', { name: 'Unfreeze withdrawals' }).waitFor();
}, 180_000);
