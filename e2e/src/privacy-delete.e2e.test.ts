/**
 * Deleting an account in the browser: a user with a filled profile and a photo opens Settings,
 * reads in the dialog what is erased and what happens to their money, confirms, proves it is
 * them with the password, and is signed out; the photo is no longer served and signing in with
 * the old email and password is refused. (The database scan for what is left of the person is
 * the API's test, account-erasure.test.ts: the journeys' database is inside the API's process.)
 */
import { apiUrl } from './api-server';
import { api, confirmItIsYou, journeyForThisFile, openSignedIn, verifiedUser, type Tokens } from './journey';
import { appUrl } from './servers';

const journey = journeyForThisFile();

/** A 1×1 PNG, uploaded as the profile's avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadAvatar(tokens: Tokens): Promise<string> {
  const form = new FormData();
  form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${apiUrl}users/profile-details/`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${tokens.access}` },
    body: form,
  });
  if (!response.ok) throw new Error(`avatar upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { avatar: string }).avatar;
}

it('deletes the account after the step-up, having shown the money rule, and the sign-in is refused', async () => {
  const password = 'privacydelete-pass-1';
  const { email, tokens } = await verifiedUser('privacydelete', password);
  await api('users/profile/', {
    method: 'PUT',
    token: tokens.access,
    body: { first_name: 'Nafula', last_name: 'Barasa', address: 'Bungoma', mobile_number: '0711222333' },
  });
  await api('users/profile-details/', {
    method: 'PUT',
    token: tokens.access,
    body: { bio: 'Teacher and runner', education: 'Kenyatta University', company: 'Shule', birth_date: '1996-05-04' },
  });
  const avatar = new URL(await uploadAvatar(tokens), apiUrl).toString();
  expect((await fetch(avatar)).status).toBe(200);

  const page = await openSignedIn(journey().browser, tokens, '/consumer/profile/settings', 'Profile settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByText(/erased at once/).waitFor();
  // The money rule, before anything is deleted: this account has none, so nothing is forfeited.
  await dialog.getByText('You have no money left in engage: nothing is forfeited.').waitFor();
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  // Deleting the account needs the password first.
  await confirmItIsYou(page, password);
  await page.getByText('Account deletion successful!').waitFor();
  await page.waitForURL(/\/(signup|signin)/);
  await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();

  // The photo is gone, and the old session with it.
  expect((await fetch(avatar)).status).toBe(404);
  expect(
    (await fetch(`${apiUrl}users/profile/`, { headers: { Authorization: `Bearer ${tokens.access}` } })).status,
  ).toBe(401);

  // Signing in with the old email and password is refused, and the visitor stays signed out.
  await page.goto(appUrl('shell', '/signin'));
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).first().waitFor();
  expect(page.url()).toBe(appUrl('shell', '/signin'));
  await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
}, 90_000);
