/**
 * The language chosen in Preferences is kept on the account (`PUT users/language/`) and comes
 * back with the profile at sign-in.
 */
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const saveLanguage = (who: SignedIn, language: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/language/',
    headers: { ...who.headers, ...headers },
    payload: { language },
  });

const savedLanguage = async (who: SignedIn) => {
  const details = await t.app.inject({ method: 'GET', url: '/api/users/profile-details/', headers: who.headers });
  const user = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: who.headers });
  const fromDetails = details.json<{ language: string | null }>().language;
  expect(user.json<{ language: string | null }>().language).toBe(fromDetails);
  return fromDetails;
};

test('a language is saved on the account and the profile carries it; another value is refused, naming the field', async () => {
  const user = await signUp(t.app, t.database);
  expect(await savedLanguage(user)).toBeNull();

  const saved = await saveLanguage(user, 'sw');
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({ message: 'Language saved.' });
  expect(await savedLanguage(user)).toBe('sw');

  const french = await saveLanguage(user, 'fr');
  expect(french.statusCode).toBe(400);
  expect(french.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('language');
  expect(await savedLanguage(user)).toBe('sw');

  expect((await saveLanguage(user, 'en')).statusCode).toBe(200);
  expect(await savedLanguage(user)).toBe('en');
});

test('saving a language needs a signed-in user', async () => {
  const anonymous = await t.app.inject({ method: 'PUT', url: '/api/users/language/', payload: { language: 'sw' } });
  expect(anonymous.statusCode).toBe(401);
});
