/**
 * Every text the posting area shows, in English here and in Kiswahili in `messages.sw.ts`; spec
 * 001 texts verbatim (§5, §8), typos included ('successifully', 'occured'). Components read them
 * through `t`.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  addTitle: 'New post',
  editTitle: 'Edit post',
  // Link-paste dialog (spec 001 §2 "First a link-paste dialog").
  pasteTitle: 'Paste your link',
  pasteLabel: 'Link to promote',
  pasteHint: 'A YouTube or X (Twitter) link.',
  pasteContinue: 'Continue',
  checking: 'Checking...',
  expectedFormats: 'Links we accept look like:',
  cancel: 'Cancel',
  // The form (spec 001 §2 "read-only url and platform, a description, engagement type, amount, total people, location, tags").
  url: 'Link',
  platform: 'Platform',
  description: 'Description',
  wordCount: '{count} / {max} words',
  engagementType: 'Engagement type',
  amount: 'Amount (KES)',
  people: 'Total people',
  peopleHint: 'KES 10 a person; KES 1000 reaches up to 100 people.',
  location: 'Location',
  locationHint: 'Type 2 letters to see counties.',
  tags: 'Tags',
  tagsHint: 'Separate tags with commas, e.g. music, kenya',
  anonymous: 'Post anonymously',
  post: 'Post',
  saveDraft: 'Save as draft',
  preview: 'Preview post',
  previewTitle: 'Preview post',
  close: 'Close',
  descriptionRequired: 'Describe your post.',
  you: 'You',
  // Spec 001 §5 and §8.
  unsupportedLink:
    'We currently accept only YouTube and X (formerly Twitter) links. Please provide a valid link from these platforms.',
  minSpend: 'Minimum spend amount is KES 1000.',
  minTags: 'Please add at least two tags to your post.',
  // The API's bounds (shared/src/contract/input-limits.ts), in the field that breaks them.
  maxSpend: 'At most KES {max} for one post.',
  maxPeople: 'At most {max} people for one post.',
  saving: 'Saving...',
  draftSaved: 'Post added successifully to draft',
  saveFailed: 'An error occured while trying to save the link',
  tryAgain: 'An error occurred. Please try again.',
  somethingWentWrong: 'Something went wrong',
  // Spec 001 §4 "Payment return"; the payment dialog.
  payTitle: 'Pay for your post',
  payAmount: 'Total: {amount}',
  payWith: 'Pay with',
  paypal: 'PayPal',
  paypalPrice: 'About USD {usd} (KES {kes} at KES {rate} per USD)',
  mpesa: 'M-PESA',
  card: 'Card',
  phone: 'M-PESA number',
  phoneHint: 'Starts with 0, e.g. 0712345678',
  payNow: 'Pay {amount}',
  redirecting: 'Opening the payment page...',
  mpesaFailed: 'An error occurred, please try again later',
  checkPhone: 'Check your phone',
  checkPhoneText: 'Enter your M-PESA PIN on your phone to pay. This page updates by itself.',
  // Every payment method ends with these words (M-PESA's dialog, the PayPal and card return page).
  paid: 'Payment received. Your post is live.',
  mpesaNotPaid: 'The payment did not go through: {reason}. Nothing was charged.',
  tryAgainButton: 'Try again',
  laterNote: 'You can also pay later: your post waits under My posts.',
  finishingTitle: 'Finishing payment',
  confirming: 'Confirming your payment...',
  confirmFailedTitle: 'We could not confirm your payment',
  confirmMissing: 'The payment details are missing from this page’s address.',
  backHome: 'Back to home',
  cancelledTitle: 'Payment cancelled',
  cancelledText: 'You cancelled the payment, so nothing was charged. Your post waits under My posts until it is paid.',
  payAgain: 'Pay again',
  myPosts: 'My posts',
  paymentWaitingTitle: 'Your payment is still being checked',
  paymentWaiting:
    'Your payment has not been confirmed yet. Your post goes live as soon as it is; do not pay again meanwhile.',
  // Edit page and the guard.
  loadFailed: 'Could not load this post.',
  retry: 'Retry',
  notEditable: 'This post is paid for and can no longer be edited.',
  // The unsaved form kept on this device.
  restoredNote: 'We kept what you had not saved yet.',
  discard: 'Discard',
  discardTitle: 'Discard this post?',
  discardNewText: 'The link and everything you typed will be removed from this device.',
  discardEditText: 'Your changes will be removed; the saved post stays as it is.',
  keepEditing: 'Keep editing',
  leaveTitle: 'Leave without saving?',
  leaveText: 'Your changes to this post will be lost.',
  leave: 'Leave',
  stay: 'Stay',
};

export const t = defineMessages({ en, sw: () => import('./messages.sw') });
