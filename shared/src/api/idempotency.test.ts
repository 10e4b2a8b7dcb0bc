import { IDEMPOTENT_ROUTES, newIdempotencyKey } from '@engage/shared/api/idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('gives a new random UUID at each call', () => {
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('still gives one on a page served over plain http, where randomUUID does not exist', () => {
    // What an http page opened by a LAN address has: getRandomValues, no randomUUID.
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = [newIdempotencyKey(), newIdempotencyKey()];
      for (const key of keys) expect(key).toMatch(UUID_V4);
      expect(keys[0]).not.toBe(keys[1]);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});

describe('the writes that take a key', () => {
  it('are the withdrawals, the checkouts and every task action; no read, and not the other writes', () => {
    for (const name of [
      'withdraw',
      'affiliateWithdraw',
      'checkoutMpesa',
      'checkoutPaypal',
      'checkoutCard',
      'checkoutBalance',
    ] as const)
      expect(IDEMPOTENT_ROUTES.has(name)).toBe(true);
    expect(IDEMPOTENT_ROUTES.has('youtubeView')).toBe(true);
    expect(IDEMPOTENT_ROUTES.has('twitterLike')).toBe(true);
    expect(IDEMPOTENT_ROUTES.has('transactions')).toBe(false);
    expect(IDEMPOTENT_ROUTES.has('withdrawalMethodCreate')).toBe(false);
  });
});
