import { profileDetail } from '@engage/shared/testing/api-answers';
import { connectedField, linkState } from './linking';

describe('connectedField — the profile detail field of each connectable platform (spec 000 §3)', () => {
  it('names the *_connected field', () => {
    expect(connectedField('youtube')).toBe('youtube_connected');
    expect(connectedField('twitter')).toBe('twitter_connected');
    expect(connectedField('instagram')).toBe('instagram_connected');
  });
});

describe('linkState — linked, to link again, or not linked', () => {
  it('is linked when the *_connected field says so', () => {
    expect(linkState(profileDetail({ twitter_connected: true }), 'twitter')).toBe('linked');
    expect(linkState(profileDetail({ twitter_connected: true }), 'youtube')).toBe('unlinked');
  });

  it('asks to link again a platform that stopped honouring its link', () => {
    const profile = profileDetail({ needs_relink: ['youtube'] });
    expect(linkState(profile, 'youtube')).toBe('relink');
    expect(linkState(profile, 'twitter')).toBe('unlinked');
    expect(linkState(profile, 'instagram')).toBe('unlinked');
  });

  it('is not linked on a server that predates needs_relink, or before the profile loads', () => {
    expect(linkState(profileDetail(), 'youtube')).toBe('unlinked');
    expect(linkState(undefined, 'instagram')).toBe('unlinked');
  });
});
