import { sessionStore, signIn, signOut, setReferralId } from './session-store';

describe('session store', () => {
  afterEach(() => {
    signOut();
    setReferralId(null);
  });

  it('stores token and userType consumer in local storage on sign-in (spec 000 §4)', () => {
    signIn({ access: 'a.b.c', refresh: 'r', session_id: 's1' });
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(localStorage.getItem('userType')).toBe('consumer');
    expect(sessionStore.getState().sessionId).toBe('s1');
  });

  it('refuses a login response missing any of access, refresh, session_id', () => {
    expect(() => signIn({ access: 'a', refresh: 'r' })).toThrow('Login failed: missing tokens from server.');
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes both values on logout', () => {
    signIn({ access: 'a', refresh: 'r', session_id: 's' });
    signOut();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
  });

  it('keeps the referral code under referralId', () => {
    setReferralId('42');
    expect(localStorage.getItem('referralId')).toBe('42');
  });
});
