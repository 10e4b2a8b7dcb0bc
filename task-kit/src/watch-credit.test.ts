import { decideWatchCredit } from './watch-credit';

const base = {
  actionType: 'Views' as const,
  isActioned: false,
  youtubeConnected: true,
  seconds: 30,
  minimumSeconds: 30,
};

it('credits Views, not yet actioned, YouTube connected, at or above the minimum (spec 000 §4)', () => {
  expect(decideWatchCredit(base)).toBe('credit');
  expect(decideWatchCredit({ ...base, actionType: 'View', seconds: 45 })).toBe('credit');
});

it('is too short under the minimum', () => {
  expect(decideWatchCredit({ ...base, seconds: 29 })).toBe('too-short');
});

it('is not eligible for other actions, done tasks, or without YouTube', () => {
  expect(decideWatchCredit({ ...base, actionType: 'Likes' })).toBe('not-eligible');
  expect(decideWatchCredit({ ...base, isActioned: true })).toBe('not-eligible');
  expect(decideWatchCredit({ ...base, youtubeConnected: false })).toBe('not-eligible');
});
