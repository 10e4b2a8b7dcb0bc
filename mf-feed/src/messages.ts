/**
 * Every text the feed shows, spec 000 texts verbatim (§2, §5, §8). Components read them through
 * `t`, so Kiswahili can be added here as data without touching a component.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const t = defineMessages({
  en: {
    pageTitle: 'Home',
    listLabel: 'Tasks',
    tabsLabel: 'Platforms',
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
    likes: '{count} likes',
    commentLabel: 'Your comment',
    commentPlaceholder: 'Write your comment',
    commentRequired: 'Write a comment first.',
    sendComment: 'Comments',
    newPosts: '{count} new posts',
    newPost: '1 new post',
    noActionYet: 'This task cannot be done from engage yet.',
    // Ours: a server that verifies tasks cannot check this one (its note says why, else this).
    reviewNoteFallback: 'engage cannot check this platform yet: your claim will wait for review, unpaid until then.',
    waitingForReview: 'Waiting for review',
    postedBy: 'Posted by {name}',
  },
});
