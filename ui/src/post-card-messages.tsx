/**
 * Every text the post card shows (the feed's, the posting preview's, a profile's posts), and the
 * words for a post's state that its producer reads.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  more: 'more',
  showLess: 'show less',
  thumbnailOf: 'Thumbnail of {title}',
  playVideo: 'Play the video of {title}',
  showImage: 'Show image',
  showImageOf: 'Show image of {title}',
  targetLabel: 'Target progress',
  targetProgress: '{reached} / {needed}',
  tags: 'Tags',

  // An anonymous post's producer.
  anonymous: 'Anonymous',

  // A post's state, one word per status; a closed post says what went back to its producer.
  stateDraft: 'Draft',
  statePendingPayment: 'Pending payment',
  stateActive: 'Live',
  statePaused: 'Paused',
  stateCompleted: 'Completed',
  stateExpired: 'Expired',
  stateCancelled: 'Cancelled',
  stateTakenDown: 'Taken down',
  stateExpiredReturned: 'Expired — {amount} returned',
  stateCancelledReturned: 'Cancelled — {amount} returned',
  stateTakenDownReturned: 'Taken down — {amount} returned',
  // When a live or paused post expires.
  ends: 'Ends {date}',
};

export const postCardText = defineMessages({ en, sw: () => import('./post-card-messages.sw') });
