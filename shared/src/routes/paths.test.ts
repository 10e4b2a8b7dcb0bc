import { areaRoutes, pathTo, paths, routeAt, routesOf } from './paths';

describe('route table', () => {
  it('maps every route of spec 000 §2 and spec 001 §2, and ours, to one owner', () => {
    const specRoutes = [
      '/signin',
      '/signup',
      '/ref',
      '/forgotpassword',
      '/password/reset/confirm/:token',
      '/privacy-policy',
      '/consumer',
      '/consumer/profile',
      '/consumer/payments',
      '/consumer/affiliate',
      '/consumer/add-link',
      '/consumer/video-reels',
      '/consumer/notifications',
      '/consumer/profile/settings',
      '/consumer/edit-post/:postId',
      '/consumer/paypal-redirect',
      '/consumer/payments/withdrawal-methods',
      '/producer',
      '/bots',
      '/faq',
      '/more-product',
      '/terms',
      // Ours: the sidebar's Community (spec 000 §2) has a page of its own, not the FAQ's.
      '/community',
      // Ours: the first run a new user sees after the first sign-in.
      '/consumer/welcome',
      // Ours: a paid post's report, reached from My posts.
      '/consumer/posts/:postId/report',
      // Ours: the "this was not me" link of the payout-number email.
      '/payout/not-me/:token',
      // Ours: the operator console, its sign-in and enrolment.
      '/operator/signin',
      '/operator/enrol/:token',
      '/operator/health',
      '/operator',
      '/operator/money',
      '/operator/people',
      '/operator/posts',
      '/operator/ledger',
      '/operator/audit',
    ];
    const mapped = areaRoutes.map((route) => route.path);
    expect([...mapped].sort()).toEqual([...specRoutes].sort());
    expect(new Set(mapped).size).toBe(mapped.length);
  });

  it('gives each area its own routes', () => {
    expect(routesOf('mf_posting').map((route) => route.path)).toEqual([
      '/consumer/add-link',
      '/consumer/edit-post/:postId',
      '/consumer/paypal-redirect',
    ]);
    expect(routesOf('mf_alerts').map((route) => route.path)).toEqual(['/consumer/notifications']);
  });

  it('fills path parameters and refuses a missing one', () => {
    expect(pathTo(paths.editPost, { postId: 'a b' })).toBe('/consumer/edit-post/a%20b');
    expect(() => pathTo(paths.resetPassword)).toThrow('missing "token"');
  });
});

describe('routeAt', () => {
  it('finds the area of a path, parameters included', () => {
    expect(routeAt('/consumer')?.area).toBe('mf_feed');
    expect(routeAt('/consumer/')?.area).toBe('mf_feed');
    expect(routeAt('/consumer/edit-post/17')?.area).toBe('mf_posting');
    expect(routeAt('/consumer/posts/17/report')?.area).toBe('mf_profile');
    expect(routeAt('/signin')?.area).toBe('mf_auth');
    expect(routeAt('/faq')?.area).toBe('shell');
    expect(routeAt('/consumer/nothing-here')).toBeUndefined();
  });
});
