/**
 * The texts the kit's common pieces show: the form field's reveal button, the defaults an area
 * may override (Retry, Cancel, Loading…), a table's pages, the unavailable section. The post card
 * and the interest picker have catalogs of their own (post-card-messages, interest-messages), so
 * the sign-in page, which uses only these, does not carry theirs. (A .tsx file only because the
 * package exports `ui/*` as .tsx.)
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  // Form field's reveal button.
  show: 'Show',
  hide: 'Hide',
  showField: 'Show {field}',
  hideField: 'Hide {field}',

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
  notifications: 'Notifications Alt+T',
  // The bar that shows how long a toast stays.
  toastTimer: 'Time before this notification closes',
  // A post's target location when it is not one county (spec 001 §3: the value stays 'Anywhere').
  anywhere: 'Anywhere',

  // A section (an area) that could not load.
  unavailableTitle: 'This section is unavailable',
  unavailableIncompatible:
    'This section was built for a different version of engage, so it was not opened ({reason}). The rest of engage still works; try again once it has been updated.',
  unavailableText: 'It could not be loaded right now. The rest of engage still works; try again in a moment.',
};

export const kitText = defineMessages({ en, sw: () => import('./messages.sw') });
