/**
 * Every text the feed shows, spec 000 texts verbatim (§2, §5, §8), in English here and in
 * Kiswahili in `messages.sw.ts`. Components read them through `t`.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  pageTitle: 'Home',
  listLabel: 'Tasks',
  tabsLabel: 'Platforms',
  // The first platform tab; the others are brand names (shared FEED_TABS).
  tabAll: 'All',
  // Spec 000 §2 "Empty text for uploaded links".
  empty: 'Uploaded links will appear here.',
  loadFailed: 'Could not load tasks.',
  retry: 'Retry',
  searchResults: 'Results for “{search}”',
  clearSearch: 'Clear search',
  watchVideo: 'Watch Video',
  closeVideo: 'Close video',
  // Spec 000 §5.
  connectYoutubeToWatch: 'Connect YouTube to watch this video.',
  linkPlatform: 'Link {platform}',
  // Ours: the platform stopped honouring the link (access withdrawn, token revoked).
  linkPlatformAgain: 'Link {platform} again',
  // Spec 000 §8 "Task action".
  processing: 'Processing...',
  success: 'Success!',
  somethingWentWrong: 'Something went wrong',
  // Spec 000 §5 "the user is told they are not verified".
  notVerified: 'You are not verified. Verify your email to take on tasks and like posts.',
  // Spec 000 §4 "Share shows a 'copied' state".
  share: 'Share',
  copied: 'copied',
  like: 'Like',
  // `count` is the count as shown ('1.5K'), so the name holds what the eye reads.
  likes: { one: '{count} like', other: '{count} likes' },
  commentLabel: 'Your comment',
  commentPlaceholder: 'Write your comment',
  commentRequired: 'Write a comment first.',
  sendComment: 'Comments',
  // Ours: what the task pays, from the server's reward for it.
  reward: 'Pays {amount}',
  // Ours: the task was done and credited.
  done: 'Done',
  newPosts: { one: '{count} new post', other: '{count} new posts' },
  noActionYet: 'This task cannot be done from engage yet.',
  // Ours: a server that verifies tasks cannot check this one (its note says why, else this).
  reviewNoteFallback: 'engage cannot check this platform yet: your claim will wait for review, unpaid until then.',
  waitingForReview: 'Waiting for review',
  postedBy: 'Posted by {name}',
  // Spec 000 §9 "Interaction labels": the action button reads the task's action type ('View' reads 'Views').
  actionSubscribers: 'Subscribers',
  actionLikes: 'Likes',
  actionComments: 'Comments',
  actionViews: 'Views',
  actionRetweets: 'Retweets',
  actionFollowers: 'Followers',
  actionBookmark: 'Bookmark',
};

export const t = defineMessages({ en, sw: () => import('./messages.sw') });
