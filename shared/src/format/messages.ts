/**
 * What the shared format rules say to the user, in the page's language: the task titles of
 * spec 001 §9 and the messages of spec 000 §5 and spec 001 §5. The rules themselves
 * (platform-links.ts, mpesa-phone.ts, youtube-link-id.ts) keep their English texts, which the
 * API and the specification checks read; the browser shows these instead. (The reels' 'Unsupported
 * video format' is in the reels' own catalog.)
 */
import { defineMessages } from '@engage/shared/i18n/translate';
import { PAYMENT_PHONE_MESSAGE } from '@engage/shared/format/mpesa-phone';
import { INVALID_YOUTUBE_URL_MESSAGE } from '@engage/shared/format/youtube-link-id';

export const en = {
  // Spec 001 §9 "Action labels: YouTube Views/Likes/Comments/Subscribers; X Followers; Post
  // Likes/Comments/Retweets": '{subject}' is the platform's name or 'Post' (task-title.ts).
  taskTitle: '{subject} {action}',
  titlePost: 'Post',
  titleViews: 'Views',
  titleLikes: 'Likes',
  titleComments: 'Comments',
  titleSubscribers: 'Subscribers',
  titleFollowers: 'Followers',
  titleRetweets: 'Retweets',
  titleBookmarks: 'Bookmarks',
  // Spec 001 §5.
  paymentPhone: PAYMENT_PHONE_MESSAGE,
  // Spec 000 §5.
  invalidYoutubeUrl: INVALID_YOUTUBE_URL_MESSAGE,
};

// `t`, as every catalog names it (the e2e journeys find each messages.ts by that name); the
// areas, which have a `t` of their own, import it as `formatText`.
export const t = defineMessages({ en, sw: () => import('./messages.sw') });
