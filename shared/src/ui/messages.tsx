/**
 * Every text the kit's own components show: the form field's reveal button, the post card, the
 * interest picker (spec 000 §2 'My interests', §8 "Interests fetch failure" and "Preferences ...
 * updates", verbatim), and the defaults an area may override (Retry, Cancel, Loading…). Each
 * bundle that uses the kit loads these with its own catalogs. (A .tsx file only because the
 * package exports `ui/*` as .tsx.)
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  // Form field's reveal button.
  show: 'Show',
  hide: 'Hide',
  showField: 'Show {field}',
  hideField: 'Hide {field}',

  // Post card.
  more: 'more',
  showLess: 'show less',
  thumbnailOf: 'Thumbnail of {title}',
  playVideo: 'Play the video of {title}',
  showImage: 'Show image',
  showImageOf: 'Show image of {title}',
  targetLabel: 'Target progress',
  targetProgress: '{reached} / {needed}',
  tags: 'Tags',

  // Interest picker (spec 000 §2, §8).
  title: 'My interests',
  loadingMine: 'Loading your interests…',
  noneChosen: 'You have not chosen any interests yet. Add some below.',
  selected: 'Selected interests',
  remove: 'Remove {name}',
  fromTags: 'From your tags',
  categories: 'Categories',
  loadingCategories: 'Loading categories…',
  noInterests: 'No interests at the moment',
  updating: 'Updating...',
  updated: 'Account updated successfully!',
  failed: 'An error occurred, kindly try again',

  // Defaults of the kit's controls.
  close: 'Close',
  cancel: 'Cancel',
  retry: 'Retry',
  loading: 'Loading',
  loadingShort: 'Loading…',
  loadingMore: 'Loading more…',
  loadMoreFailed: 'Could not load more.',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: 'Page {page} of {pages}',
  tablePages: '{caption} pages',
  // The toasts' region; Alt+T is the key that moves to it.
  // An anonymous post's producer.
  anonymous: 'Anonymous',
  notifications: 'Notifications Alt+T',

  // A section (an area) that could not load.
  unavailableTitle: 'This section is unavailable',
  unavailableIncompatible:
    'This section was built for a different version of engage, so it was not opened ({reason}). The rest of engage still works; try again once it has been updated.',
  unavailableText: 'It could not be loaded right now. The rest of engage still works; try again in a moment.',
};

export const kitText = defineMessages({ en, sw: () => import('./messages.sw') });
