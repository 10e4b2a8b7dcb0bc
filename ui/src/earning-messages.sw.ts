import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './earning-messages';

export default {
  label: 'Mapato yako leo',
  dailyLimit: 'Kikomo cha kila siku: kazi {limit}.',
  leftToday: { one: 'Imebaki kazi {count} leo.', other: 'Zimebaki kazi {count} leo.' },
  earnedToday: 'Mapato ya leo: {amount}.',
  limitReached: 'Umefikia kikomo cha leo: umefanya kazi zako {limit} za leo.',
  resets: 'Kazi zitalipa tena kuanzia saa sita usiku, saa za Nairobi (baada ya {wait}).',
  wait: 'saa {hours} dakika {minutes}',
  withdrawal: {
    one: 'Utoaji wa pesa unaanzia {minimum}: takriban kazi {count} ya {reward}.',
    other: 'Utoaji wa pesa unaanzia {minimum}: takriban kazi {count} za {reward} kila moja.',
  },
  withdrawalNoTasks: 'Utoaji wa pesa unaanzia {minimum}.',
} satisfies Translation<typeof en>;
