import { apiPath, apiRoutes, PUBLIC_ROUTES, REFRESH_ROUTE, type ApiRouteName, type PathParamName } from './api-routes';

describe('apiRoutes', () => {
  const entries = Object.entries(apiRoutes) as [ApiRouteName, (typeof apiRoutes)[ApiRouteName]][];

  it("paths follow the spec's visible style (Django REST: lowercase, trailing slash)", () => {
    // Except the panel API: resellers' scripts post to `<panel>/api/v2`, without a slash.
    expect(apiRoutes.resellerPanel).toEqual({ method: 'POST', path: 'v2' });
    for (const [name, route] of entries.filter(([entry]) => entry !== 'resellerPanel')) {
      expect({ name, ok: /^[a-z0-9:_/-]+\/$/.test(route.path) && !route.path.startsWith('/') }).toEqual({
        name,
        ok: true,
      });
    }
  });

  it('keeps the paths the specs show exactly', () => {
    // spec 000 §7 "Interests list | GET users/list-interests/"
    expect(apiRoutes.interests).toEqual({ method: 'GET', path: 'users/list-interests/' });
    // spec 001 §7 "Avatar upload | PUT | users/profile-details/"
    expect(apiRoutes.profileDetailsUpdate).toEqual({ method: 'PUT', path: 'users/profile-details/' });
    // spec 001 §7 "Locations for autocomplete | GET | get-locations/"
    expect(apiRoutes.locations).toEqual({ method: 'GET', path: 'get-locations/' });
    // spec 001 §7 "Card-provider payment finish | POST | wallet/paypal-execute/"
    expect(apiRoutes.paypalExecute).toEqual({ method: 'POST', path: 'wallet/paypal-execute/' });
    // spec 000 §7 "View credit | POST /actions/youtube-views/ {watch_time, link_id}"
    expect(apiRoutes.youtubeView).toEqual({ method: 'POST', path: 'actions/youtube-views/' });
    // spec 000 §7 "Feed | GET {platform}/?page={n}"
    expect(apiRoutes.feed).toEqual({ method: 'GET', path: ':platform/' });
    // spec 000 §7 "Reaction | POST {link_id}/action/{action}/"
    expect(apiRoutes.reaction).toEqual({ method: 'POST', path: ':link_id/action/:action/' });
    // spec 001 §7 "Update method | PATCH | ... path shape: method {id}/"
    expect(apiRoutes.withdrawalMethodUpdate).toEqual({ method: 'PATCH', path: 'wallet/withdrawal-methods/:id/' });
    // spec 000 §7 "Disconnect | DELETE {platform} lowercase"
    expect(apiRoutes.disconnect.method).toBe('DELETE');
  });

  it("spec 000 §7: every task endpoint sits under actions/ with the spec's endpoint name", () => {
    const taskPaths = [
      'youtube-sub/',
      'youtube-like/',
      'youtube-comment/',
      'twitter-follow/',
      'twitter-like/',
      'twitter-retweet/',
      'twitter-bookmark/',
      'twitter-reply/',
      'instagram-follow/',
      'instagram-like/',
      'instagram-p-views/',
      'instagram-comment/',
      'facebook-follow/',
      'facebook-like/',
      'facebook-p-views/',
      'facebook-comment/',
    ];
    const actual = entries.map(([, route]) => route.path).filter((path) => path.startsWith('actions/'));
    for (const path of taskPaths) expect(actual).toContain(`actions/${path}`);
    for (const [, route] of entries.filter(([, r]) => r.path.startsWith('actions/'))) expect(route.method).toBe('POST');
  });

  it('has no two entries with the same method and path, except the documented linkDetails/linkCheck pair', () => {
    const seen = new Map<string, ApiRouteName[]>();
    for (const [name, route] of entries) {
      const key = `${route.method} ${route.path}`;
      seen.set(key, [...(seen.get(key) ?? []), name]);
    }
    const duplicates = [...seen.values()].filter((names) => names.length > 1);
    expect(duplicates).toEqual([['linkDetails', 'linkCheck']]);
  });
});

describe('PUBLIC_ROUTES', () => {
  it('spec 000 §6 "The bearer token is sent on all calls except register, login, forgot-password and password-reset."', () => {
    for (const name of ['register', 'login', 'forgotPassword', 'passwordReset'] as const) {
      expect(PUBLIC_ROUTES.has(name)).toBe(true);
    }
    // the Google flow's register/login call, and the refresh (its access token has expired)
    expect(PUBLIC_ROUTES.has('googleLogin')).toBe(true);
    expect(PUBLIC_ROUTES.has('refreshToken')).toBe(true);
    expect(REFRESH_ROUTE).toBe(apiRoutes.refreshToken);
  });

  it('keeps the bearer on every other call (e.g. verify email, profile, withdraw)', () => {
    for (const name of ['verifyEmail', 'requestOtp', 'profile', 'withdraw', 'logout', 'feed'] as const) {
      expect(PUBLIC_ROUTES.has(name)).toBe(false);
    }
    // The seven above, the operator console's enrolment link and sign-in (no token exists yet).
    expect([...PUBLIC_ROUTES].filter((name) => name.startsWith('operator'))).toEqual([
      'operatorEnrolment',
      'operatorEnrol',
      'operatorSignIn',
    ]);
    // The panel API, which authenticates by its reseller key instead.
    expect(PUBLIC_ROUTES.has('resellerPanel')).toBe(true);
    expect(PUBLIC_ROUTES.has('resellerKeyCreate')).toBe(false);
    // Field-health beacons, which `sendBeacon` sends without headers, from signed-out pages too.
    expect(PUBLIC_ROUTES.has('fieldBatch')).toBe(true);
    // Which release of each area to load (asked before any sign-in), and the deploy command's
    // routes, which take the deploy token instead.
    expect([...PUBLIC_ROUTES].filter((name) => name.startsWith('deploy') || name === 'areaReleaseChoices')).toEqual([
      'areaReleaseChoices',
      'deployReleases',
      'deployRegister',
      'deployPromote',
      'deployRollback',
    ]);
    expect(PUBLIC_ROUTES.size).toBe(17);
  });
});

describe('apiPath', () => {
  it('substitutes :name placeholders', () => {
    expect(apiPath(apiRoutes.alertRead, { id: 3 })).toBe('alerts/3/read/');
    expect(apiPath(apiRoutes.reaction, { link_id: 42, action: 'like' })).toBe('42/action/like/');
    expect(apiPath(apiRoutes.feed, { platform: 'youtube' })).toBe('youtube/');
    expect(apiPath(apiRoutes.withdrawalMethodSetPrimary, { id: 9 })).toBe('wallet/withdrawal-methods/9/primary/');
  });

  it('URL-encodes values so a value cannot change the path', () => {
    expect(apiPath(apiRoutes.alertDelete, { id: '1/../2?x=y' })).toBe('alerts/1%2F..%2F2%3Fx%3Dy/delete/');
  });

  it('returns a path without placeholders unchanged, with or without params', () => {
    expect(apiPath(apiRoutes.login)).toBe('users/login/');
    expect(apiPath(apiRoutes.login, {})).toBe('users/login/');
    expect(apiPath('users/tags/')).toBe('users/tags/');
  });

  it('throws a clear error naming the missing parameter', () => {
    expect(() => apiPath(apiRoutes.alertRead)).toThrow('apiPath: missing path parameter "id" for "alerts/:id/read/".');
    expect(() => apiPath(apiRoutes.reaction, { link_id: 1 })).toThrow('missing path parameter "action"');
    expect(() => apiPath(apiRoutes.alertRead, { id: '' })).toThrow('missing path parameter "id"');
  });

  it('names the parameters of a path at the type level', () => {
    const names: PathParamName<typeof apiRoutes.reaction.path>[] = ['link_id', 'action'];
    expect(names).toHaveLength(2);
  });
});
