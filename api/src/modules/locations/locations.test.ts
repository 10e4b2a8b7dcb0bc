import { KENYAN_COUNTIES } from '@engage/shared/contract/constants';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await openTestApp();
  user = await signUp(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

test("get-locations/: Kenya's 47 counties in code order, each with its sub-counties", async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/get-locations/', headers: user.headers });
  expect(response.statusCode).toBe(200);
  const counties = response.json<{ county: string; sub_counties: string[] }[]>();
  expect(counties).toHaveLength(47);
  expect(counties.map((county) => county.county)).toEqual(
    KENYAN_COUNTIES.filter((county) => county.code > 0).map((county) => county.name),
  );
  expect(counties[0]).toEqual({
    county: 'Mombasa',
    sub_counties: ['Changamwe', 'Jomvu', 'Kisauni', 'Nyali', 'Likoni', 'Mvita'],
  });
  expect(counties.at(-1)?.county).toBe('Nairobi');
  expect(counties.at(-1)?.sub_counties).toContain('Westlands');
  // The 290 constituencies of the 2012 boundaries, none repeated within a county.
  expect(counties.reduce((total, county) => total + county.sub_counties.length, 0)).toBe(290);
  for (const county of counties) expect(new Set(county.sub_counties).size).toBe(county.sub_counties.length);
});

test('needs a signed-in user', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/get-locations/' })).statusCode).toBe(401);
});
