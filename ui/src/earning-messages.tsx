/**
 * Every text the earning summary shows (the feed, the reels and the first run): the daily limit,
 * what is left of it today, and what a withdrawal takes in tasks.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  label: 'Your earning today',
  dailyLimit: 'Daily limit: {limit} tasks.',
  leftToday: { one: '{count} task left today.', other: '{count} tasks left today.' },
  earnedToday: '{amount} earned today.',
  limitReached: 'Daily limit reached: you have done your {limit} tasks for today.',
  resets: 'Tasks pay again from midnight, Nairobi time (in {wait}).',
  wait: '{hours} h {minutes} min',
  withdrawal: {
    one: 'Withdrawals start at {minimum}: about {count} task at {reward}.',
    other: 'Withdrawals start at {minimum}: about {count} tasks at {reward} each.',
  },
  withdrawalNoTasks: 'Withdrawals start at {minimum}.',
};

export const earningText = defineMessages({ en, sw: () => import('./earning-messages.sw') });
