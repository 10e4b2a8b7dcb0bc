/** Spec 000 §8 "View credit" texts, shared by the feed and the reels (the figure is the server's minimum). */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  credited: 'You’ve been credited for watching!',
  recordFailed: 'An error occurred while recording your view.',
  tooShort: 'Watch at least {seconds} seconds to get paid.',
  // The seconds counted so far, of the server's minimum for a view credit.
  watched: '{seconds} s of {needed} s watched',
  openOnYoutube: 'Open on YouTube',
  openVideo: 'Open the video',
  playerFailed: 'This video cannot play here.',
};

export const watchText = defineMessages({ en, sw: () => import('./watch-messages.sw') });
