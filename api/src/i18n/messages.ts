/**
 * Every text the server writes for a person: refusals and validation sentences (in the request's
 * language, request-language.ts), alerts and emails (in the reader's saved language). English is
 * inline, the specifications' texts verbatim; Kiswahili is in messages.sw.ts, with the words of
 * docs/glossary.md. No plural forms: a count is written as a number beside a word that does not
 * change with it.
 *
 *   throw refused(400, text('taskGone'));
 *   await notifications.create(userId, { title: text('alertTaskCreditedTitle'), text: text(…) }, tx);
 *   written(text('emailOtpBody', { code, minutes: 10 }), user.language ?? 'en');
 *
 * A service names a text by its key; whoever delivers it writes it in the reader's language.
 */
import { interpolate } from '@engage/shared/i18n/translate';
import type { Language } from '@engage/shared/i18n/language';
import { sw } from './messages.sw';

export const en = {
  // --- Every route --------------------------------------------------------------------------
  notFound: 'Not found.',
  notSignedIn: 'Authentication credentials were not provided.',
  tokenNotValid: 'Given token not valid for any token type',
  internalError: 'Internal server error',
  databaseUnavailable: 'The service cannot reach its database right now. Try again in a few seconds.',
  notAvailableHere: '{feature} is not available on this server yet.',
  userNotFound: 'User not found.',
  languageSaved: 'Language saved.',

  // --- A write sent again with its Idempotency-Key (http/idempotency.ts) ----------------------
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible characters.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
  idempotencyInProgress:
    'Your earlier attempt is still being processed. Wait a moment, then check whether it went through before you try again.',
  idempotencyUnfinished:
    'Your earlier attempt did not finish, so it may or may not have gone through. Check before you try again.',

  // --- Validation: `{field}` is the field's name as the request spells it ('Password', 'Post url')
  invalidInput: 'Invalid input.',
  fieldRequired: '{field} is required',
  fieldFormat: '{field} is not in the expected format',
  fieldInvalid: '{field} is invalid',
  fieldNul: '{field} must not contain a NUL character',
  fieldWholeNumber: '{field} must be a whole number',
  fieldConstant: '{field} must be equal to constant',
  fieldAllowedValues: '{field} must be equal to one of the allowed values',
  fieldAnyOf: '{field} must match a schema in anyOf',
  fieldTooLong: '{field} must not have more than {limit} characters',
  fieldTooShort: '{field} must not have fewer than {limit} characters',
  fieldTooManyItems: '{field} must not have more than {limit} items',
  fieldCompared: '{field} must be {comparison} {limit}',
  fieldType: '{field} must be {type}',
  emailFormat: 'Invalid email format',
  passwordTooShort: 'Password must be at least {limit} characters',

  // --- Sign-in and the account --------------------------------------------------------------
  wrongCredentials: 'Invalid email or password.',
  sessionExpired: 'Token is invalid or expired',
  tooManySignIns: 'Too many sign-in attempts from this network. Try again in {minutes} minutes.',
  emailAlreadyVerified: 'Email already verified.',
  invalidCode: 'Invalid code!',
  resetLinkInvalid: 'Invalid or expired reset link.',
  googleTokenInvalid: 'Google sign-in failed: the Google token is not valid.',
  googleEmailMismatch: 'Google sign-in failed: the email does not match the Google account.',
  googleFailed: 'Google sign-in failed.',
  googleSignInExpired: 'This Google sign-in has expired. Press Continue with Google again.',

  // --- Tasks --------------------------------------------------------------------------------
  verifyToTakeTasks: 'You are not verified. Verify your email to take on tasks.',
  taskNotFound: 'Task not found.',
  taskOtherAction: 'This task asks for {action} on {platform}, not this action.',
  taskUrlMismatch: 'post_url does not match this task.',
  taskOwnPost: 'You cannot take on your own post.',
  taskGone: 'This task is no longer available.',
  taskNeedsLink: 'Link {platform} to do this task.',
  taskWatchLonger: 'Watch at least {seconds} seconds to get paid.',
  taskDone: 'You have already done this task.',
  taskInReview: 'Your claim for this task is waiting for review: {reason}',
  taskNoBudget: 'This task has no budget left.',
  dailyLimit: 'Daily limit of {count} tasks reached. Come back tomorrow.',
  playFirst: 'Play the video in engage first: a view counts from the moment its player starts.',
  watchedTooLittle: 'You watched {watched} s; {needed} s are needed.',
  watchedLessThanClaimed: 'You watched {watched} s, not {claimed} s.',

  // --- Withdrawals --------------------------------------------------------------------------
  amountInvalid: 'Amount is invalid.',
  withdrawalMinimum: 'The minimum withdrawal for M-PESA is KES {amount}.',
  withdrawalNoMethod: 'Set up an M-PESA withdrawal method first.',
  withdrawalMethodNotFound: 'Withdrawal method not found.',
  withdrawalShort: 'Insufficient balance: you have {balance} available to withdraw.',
  mpesaUnavailable: 'M-PESA is unavailable right now, please try again later.',
  // Spec 001 §5 "Setting up a method needs a verified account (...)".
  verifyForMethod: 'You must verify your account to set up M-PESA withdrawal method',
  methodExists: 'You already have an M-PESA withdrawal method. Update it instead.',
  affiliateMinimum: 'You need at least KES {amount} to withdraw.',

  // --- Paying for a post --------------------------------------------------------------------
  paymentNotFound: 'Payment not found.',
  paymentTargetsChanged: 'targets_needed does not match the post ({targets}). Save the post again first.',
  paymentNotStarted: 'The payment could not be started. Please try again in a moment.',
  paymentDetailsMismatch: 'The payment details do not match.',
  paymentNotApproved: 'The payment has not been approved yet.',
  paymentCancelled: 'The payment was cancelled or failed. Nothing was charged.',
  paymentRefunded: 'This payment was refunded.',
  paymentFailedBecause: 'The payment failed: {reason}',
  paymentUnconfirmed:
    'We could not confirm your payment with PayPal yet. If it went through, your post goes live within a few minutes.',
  paymentTryLater: 'An error occurred, please try again later',
  postAlreadyPaid: 'This post is already paid for.',
  refundOnlyCompleted: 'Only a completed payment can be refunded.',
  refundEngaged: 'People have already engaged with this post; it cannot be refunded.',
  refundNotCovered: 'The refund cannot be covered right now.',

  // --- Alerts -------------------------------------------------------------------------------
  alertEmailVerifiedTitle: 'Email verified',
  alertEmailVerifiedText: 'Your email address is verified. You can now take on tasks and earn.',
  alertTaskCreditedTitle: 'Task credited',
  alertTaskCreditedText: 'You earned {amount} for {action} on {platform}. It is pending for {hours} hours.',
  alertTargetReachedTitle: 'Target reached',
  alertTargetReachedText: 'Your post "{post}" reached its target of {target} {action}.',
  alertTaskRefusedTitle: 'Task not credited',
  alertTaskRefusedText: 'Your claim for {action} on {platform} was not confirmed: {reason}',
  aTask: 'a task',
  alertReferralTitle: 'Referral reward',
  alertReferralText: 'You earned {amount} from a referral. It becomes withdrawable in {hours} hours.',
  alertWithdrawalSentTitle: 'Withdrawal sent',
  alertWithdrawalSentText: '{amount} was sent to your M-PESA {phone}.',
  alertWithdrawalFailedTitle: 'Withdrawal failed',
  alertWithdrawalFailedText: 'Your withdrawal of {amount} did not go through. {reason}',
  alertPaymentReceivedTitle: 'Payment received',
  alertPaymentReceivedText: 'We received {amount}. Your post is live and will reach {targets} people.',
  alertPaymentRefundedTitle: 'Payment refunded',
  alertPaymentRefundedText: 'Your post was already paid for, so we refunded your payment of {amount}.',
  alertPaymentFailedTitle: 'Payment not completed',
  alertPaymentFailedText: 'Your M-PESA payment for your post did not go through. {reason}',

  // --- Emails -------------------------------------------------------------------------------
  emailOtpSubject: 'Your engage verification code',
  emailOtpBody: 'Your verification code is {code}. It expires in {minutes} minutes.',
  emailResetSubject: 'Reset your engage password',
  emailResetBody:
    'Open this link within {minutes} minutes to choose a new password: {link}\nuidb64={uid} token={token}',
  emailSignUpAttemptSubject: 'Someone tried to sign up with your email',
  emailSignUpAttemptBody:
    'Someone tried to create an engage account with this address, which already has one. If it was you, sign in at {signIn} or reset your password at {reset}. If not, you can ignore this email.',
};

export type MessageKey = keyof typeof en;
/** Placeholder values; one that is itself a text of the catalog is written in the same language. */
type Params = Readonly<Record<string, string | number | CatalogText>>;

/** A text of the catalog, to be written in the language of whoever reads it. */
export interface CatalogText {
  readonly key: MessageKey;
  readonly params?: Params;
}

/**
 * What a person reads: a text of the catalog, or words passed on as they came (a provider's
 * reason, a text the catalog does not hold yet), shown as they are in every language.
 */
export type UserText = CatalogText | string;

/** The catalog's text `key`, its `{placeholders}` filled from `params` when it is written. */
export function text(key: MessageKey, params?: Params): CatalogText {
  return params ? { key, params } : { key };
}

const catalogs: Record<Language, Readonly<Record<MessageKey, string>>> = { en, sw };

/** `said` in `language`. */
export function written(said: UserText, language: Language): string {
  if (typeof said === 'string') return said;
  const params = Object.fromEntries(
    Object.entries(said.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? written(value, language) : value,
    ]),
  );
  return interpolate(catalogs[language][said.key], params);
}
