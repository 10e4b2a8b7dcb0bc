/**
 * Every text the post card shows (the feed's, the posting preview's, a profile's posts).
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
};

export const postCardText = defineMessages({ en, sw: () => import('./post-card-messages.sw') });
