import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './messages';

// The same words as the wallet's statement lines, which name the same tasks.
export default {
  taskTitle: '{action} {subject}',
  titlePost: 'chapisho',
  titleViews: 'Kutazama',
  titleLikes: 'Kupenda',
  titleComments: 'Maoni',
  titleSubscribers: 'Kujiunga',
  titleFollowers: 'Kufuata',
  titleRetweets: 'Kuchapisha tena',
  titleBookmarks: 'Alamisho',
  paymentPhone: 'Tafadhali weka nambari sahihi ya simu',
  invalidYoutubeUrl: 'Kiungo cha YouTube si sahihi.',
} satisfies Translation<typeof en>;
