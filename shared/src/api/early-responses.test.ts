import { earlyRequestUrl, takeEarlyResponse } from '@engage/shared/api/early-responses';

const base = 'http://api.test/api/';
const holder = globalThis as { engageEarlyStart?: { responses?: Map<string, Promise<Response>> } };
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: async () => body } as Response);

afterEach(() => {
  delete holder.engageEarlyStart;
});

describe('earlyRequestUrl', () => {
  it('spells a GET the same way wherever it is computed: path parameters filled, query sorted, blanks dropped', () => {
    expect(earlyRequestUrl(base, { route: 'feed', params: { platform: 'all' }, query: { page: 1 } })).toBe(
      'http://api.test/api/all/?page=1',
    );
    expect(
      earlyRequestUrl(base, { route: 'feed', params: { platform: 'youtube' }, query: { search: undefined, page: 2 } }),
    ).toBe('http://api.test/api/youtube/?page=2');
    expect(earlyRequestUrl(base, { route: 'profileDetails' })).toBe('http://api.test/api/users/profile-details/');
  });
});

describe('takeEarlyResponse', () => {
  it('hands over an early answer once', async () => {
    const url = `${base}users/profile/`;
    holder.engageEarlyStart = { responses: new Map([[url, answer(200, { email: 'a@b.test' })]]) };
    await expect(takeEarlyResponse(url)).resolves.toEqual({ email: 'a@b.test' });
    await expect(takeEarlyResponse(url)).resolves.toBeUndefined();
  });

  it('drops an answer that failed, so the client asks the usual way (and refreshes the token)', async () => {
    const url = `${base}users/profile/`;
    holder.engageEarlyStart = { responses: new Map([[url, answer(401, { detail: 'expired' })]]) };
    await expect(takeEarlyResponse(url)).resolves.toBeUndefined();
    holder.engageEarlyStart = { responses: new Map([[url, Promise.reject(new TypeError('offline'))]]) };
    await expect(takeEarlyResponse(url)).resolves.toBeUndefined();
  });

  it('has nothing when the page did not start early (the development server, a parcel)', async () => {
    await expect(takeEarlyResponse(`${base}users/profile/`)).resolves.toBeUndefined();
  });
});
