/**
 * The server's texts in English, the specifications' texts verbatim (messages.ts has the rules
 * and how a text is named and written).
 */
import { MIN_SPEND_MESSAGE, MIN_TAGS_MESSAGE } from '@engage/shared/format/post-target';
import { UNSUPPORTED_POST_LINK_MESSAGE } from '@engage/shared/format/platform-links';
import { INVALID_YOUTUBE_URL_MESSAGE } from '@engage/shared/format/youtube-link-id';

export const en = {
  // --- Every route --------------------------------------------------------------------------
  notFound: 'Not found.',
  bodyNotJson: 'The body must be JSON.',
  notSignedIn: 'Authentication credentials were not provided.',
  tokenNotValid: 'Given token not valid for any token type',
  internalError: 'Internal server error',
  databaseUnavailable: 'The service cannot reach its database right now. Try again in a few seconds.',
  notAvailableHere: '{feature} is not available on this server yet.',
  userNotFound: 'User not found.',
  languageSaved: 'Language saved.',
  policyVersionChanged:
    'The terms or privacy policy changed again while you were reading. Reload the page to see the newest version.',
  emailMarketingRefused: 'This person has not asked for news and offers by email.',

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
  codeSpent: 'Invalid code! This code has expired, was replaced or was tried too many times. Send a new code.',
  newCodeTooSoon: 'A code was sent less than a minute ago. You can ask for a new one in {seconds} s.',
  resetLinkInvalid: 'Invalid or expired reset link.',
  googleTokenInvalid: 'Google sign-in failed: the Google token is not valid.',
  googleEmailMismatch: 'Google sign-in failed: the email does not match the Google account.',
  googleFailed: 'Google sign-in failed.',
  googleSignInExpired: 'This Google sign-in has expired. Press Continue with Google again.',
  redirectNotOurs: 'redirect_uri is not an address of this app.',
  checkEmailToContinue: 'Check your email to continue.',
  loggedOut: 'Logged out successfully.',
  pleaseCheckEmail: 'Please check your email',
  verificationSuccessful: 'Verification successful!',
  kindlyCheckEmail: 'Kindly check your email!',
  passwordResetSuccessful: 'Password reset successful!',

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
  reviewPlatformUnchecked:
    'engage cannot check {platform} tasks yet, so a claim waits for review and is paid only once it is confirmed.',
  reviewServerSkipsPlatform:
    'This server does not check {platform} tasks yet, so a claim waits for review and is paid only once it is confirmed.',
  reviewXPlanSkips:
    "This server's X plan cannot check {lookup}, so a claim waits for review and is paid only once it is confirmed.",
  taskRefusedByPerson:
    'Your claim for this task was refused: “{reason}”. If you have not appealed yet, appeal it under My claims in your wallet.',
  taskNoBudget: 'This task has no budget left.',
  claimNotFound: 'Claim not found.',
  claimNotRefused: 'Only a refused claim can be appealed.',
  claimAppealedAlready:
    'You have already appealed this refusal: a claim can be appealed once. engage’s team decides it, and their decision is final.',
  claimAppealNoteRequired: 'Write a note saying why this claim should be paid.',
  claimReasonRequired: 'Write the reason for refusing, so the person knows why.',
  claimNotWaiting: 'This claim is not waiting for your decision any more.',
  claimApproved: 'Approved: {amount} was paid from the post’s budget.',
  claimCapFull:
    'They have reached today’s task limit, so nothing was paid. Approve the claim again tomorrow; it keeps waiting until then.',
  claimRefusedDone: 'Refused: they are told your reason and may appeal once.',
  reviewerProducer: 'the post’s owner',
  reviewerOperator: 'engage’s team',
  dailyLimit: 'Daily limit of {count} tasks reached. Come back tomorrow.',
  playFirst: 'Play the video in engage first: a view counts from the moment its player starts.',
  watchedTooLittle: 'You watched {watched} s; {needed} s are needed.',
  watchedLessThanClaimed: 'You watched {watched} s, not {claimed} s.',
  // The claim came with no progress from a player: only time a player reported counts.
  watchNotReported:
    'engage saw no playing time for this video. Play it in engage and keep it playing until it is counted.',
  // Never names the other engage account.
  taskDoneByAccount: 'This {platform} account has already earned this task on another engage account.',
  taskCredited: 'Success! {amount} added to your pending balance.',
  taskNotPaidYet: 'Nothing is paid yet: {reason}',
  // The link works, but the access Google granted it does not cover this check.
  youtubeLinkCannotCheckLikes:
    'Your YouTube link does not let engage check likes. Link YouTube again in Settings to allow likes to be checked.',
  youtubeLinkCannotCheckComments:
    'Your YouTube link does not let engage check comments. Link YouTube again in Settings to allow comments to be checked.',

  // --- Withdrawals --------------------------------------------------------------------------
  amountInvalid: 'Amount is invalid.',
  // '{amount}' is 'KES 1000', as the spec writes it (money-text.ts roundKes).
  withdrawalWholeShillings: 'M-PESA pays whole shillings: {amount} has cents. Enter an amount without cents.',
  withdrawalMinimum: 'The minimum withdrawal for M-PESA is {amount}.',
  withdrawalNoMethod: 'Set up an M-PESA withdrawal method first.',
  withdrawalMethodNotFound: 'Withdrawal method not found.',
  withdrawalShort: 'Insufficient balance: you have {balance} available to withdraw.',
  mpesaUnavailable: 'M-PESA is unavailable right now, please try again later.',
  // Spec 001 §5 "Setting up a method needs a verified account (...)".
  verifyForMethod: 'You must verify your account to set up M-PESA withdrawal method',
  methodExists: 'You already have an M-PESA withdrawal method. Update it instead.',
  affiliateMinimum: 'You need at least {amount} to withdraw.',
  withdrawalStarted: 'Withdrawal request initiated',
  methodDeleted: 'Payment deletion successful',
  idMismatch: 'The id in the body does not match the path.',
  withdrawalNotAccepted: 'M-PESA did not accept the request; the money is back in your balance.',
  // M-PESA refused a payout for lack of funds on our B2C account: held, and sent when topped up.
  payoutDelayed:
    'Payout delayed: M-PESA cannot pay it from our account right now. Your money stays held and goes out automatically.',

  // --- The wallet's history and statement: written when they are read, in the reader's language
  lineTaskReward: 'Task reward',
  lineTaskRewardFor: 'Task reward: {task}',
  lineTaskRewardReady: 'Task reward ready to withdraw',
  lineTaskRewardReadyFor: 'Task reward ready to withdraw: {task}',
  lineReferralReward: 'Referral reward',
  lineReferralRewardReady: 'Referral reward ready to withdraw',
  lineReferralRewardVoid: 'Referral reward cancelled: the payment was refunded',
  lineReferralRewardVoidRelated:
    'Referral reward cancelled: you and the person you invited share a device, network or M-PESA number',
  lineWithdrawal: 'Withdrawal',
  // '{to}' is 'M-PESA 0712345678'.
  withdrawalTo: 'Withdrawal to {to}',
  referralWithdrawalTo: 'Referral reward withdrawal to {to}',
  lineReferralWithdrawnTo: 'Referral rewards withdrawn to {to}',
  lineWithdrawalReturned: 'Withdrawal returned: M-PESA could not pay it',
  lineAdded: 'Added to your balance',
  lineTaken: 'Taken from your balance',
  paymentForPost: 'Payment for post {post} by {provider}',
  // The words a payment's or payout's record keeps while it is under way (its status description,
  // written in English by wallet and checkout); the history reads them in its reader's language.
  recordSentToMpesa: 'Sent to M-PESA',
  recordSentWaiting: 'Sent to M-PESA; waiting for its answer',
  recordSendingAgain: 'Sending to M-PESA again',
  recordMpesaReceipt: 'M-PESA receipt {receipt}',
  recordSendingPrompt: 'Sending the M-PESA prompt',
  recordWaitingPin: 'Waiting for the M-PESA PIN',
  recordPaidToPaybill: 'Paid to the paybill',
  recordRefunded: 'Refunded',
  recordRefundedAlreadyPaid: 'Refunded: the post was already paid for',
  recordRefundPending: 'The post was already paid for; refund pending',
  recordApprovedByPayer: 'Approved by the payer',
  recordCancelledByPayer: 'Cancelled by the payer',
  recordAmountMismatch: 'Amount paid does not match the post',

  // --- M-PESA's answers, for the person whose payment or payout it was (wallet/mpesa-messages.ts)
  stkLowBalance: 'Your M-PESA balance is too low for this payment. Nothing was charged.',
  stkRepeat:
    'M-PESA refused a repeat of the same payment so soon. Wait two minutes and try again. Nothing was charged.',
  stkBusy: 'Another M-PESA payment is under way on your phone. Wait for it to finish and try again.',
  stkExpired: 'The M-PESA prompt expired before it was answered. Nothing was charged.',
  stkNotSent: 'M-PESA could not send the prompt to your phone. Please try again. Nothing was charged.',
  stkCancelled: 'You cancelled the M-PESA prompt on your phone. Nothing was charged.',
  stkNoAnswer:
    'Your phone did not answer the M-PESA prompt within a minute (it may be off or out of signal). Nothing was charged.',
  stkWrongPin: 'The M-PESA PIN was wrong. Nothing was charged.',
  // 1037 with a paybill that takes payments by hand: '{reference}' is the post's account number.
  stkNoAnswerPayByHand:
    'Your phone did not answer the M-PESA prompt within a minute (it may be off or out of signal). Nothing was charged. You can pay by hand instead: Lipa na M-PESA, Pay Bill {paybill}, account number {reference}, amount {amount}.',
  // '{said}' is M-PESA's own words, or 'code 4242'.
  stkOther: 'M-PESA did not complete the payment ({said}). Nothing was charged.',
  payoutOurSide: 'M-PESA could not send this payout right now; the money is back in your balance.',
  payoutTooSmall: 'This payout is below the smallest amount M-PESA sends; the money is back in your balance.',
  payoutTooLarge: 'This payout is above the largest amount M-PESA sends at once; the money is back in your balance.',
  payoutDailyLimit:
    'Your M-PESA line has reached its daily limit; the money is back in your balance. Try again tomorrow.',
  payoutOverLimit: 'This payout would take your M-PESA balance over its limit; the money is back in your balance.',
  payoutCannotReceive:
    'This phone number cannot receive M-PESA payouts (it may not be registered for M-PESA); the money is back in your balance.',
  payoutNotOnMpesa: 'This phone number is not on M-PESA; the money is back in your balance.',
  payoutOther: 'M-PESA did not send this payout ({said}); the money is back in your balance.',
  mpesaCode: 'code {code}',

  // --- Posting ------------------------------------------------------------------------------
  verifyToPost: 'Please verify your email to create a post.',
  postLinkUnsupported: UNSUPPORTED_POST_LINK_MESSAGE,
  postLinkInvalidYoutube: INVALID_YOUTUBE_URL_MESSAGE,
  // '{linked}' and '{platform}' are the API's names: 'youtube', 'twitter'.
  postLinkOtherPlatform: 'This link is a {linked} link, not {platform}.',
  postActionUnavailable: 'This link can be promoted for {actions}, not {action}.',
  minSpend: MIN_SPEND_MESSAGE,
  postTargetMismatch: 'Target must be {target} people for {amount} (amount / 10).',
  descriptionTooLong: 'Description must be at most {max} words.',
  minTags: MIN_TAGS_MESSAGE,
  postNotFound: 'Post not found.',
  editOwnPostsOnly: 'You can only edit your own posts.',
  paidPostNoEdit: 'A paid post can no longer be edited.',
  deleteOwnPostsOnly: 'You can only delete your own posts.',
  paidPostNoDelete: 'A paid post can no longer be deleted.',
  postHasPayment: 'This post has a payment and cannot be deleted.',
  payOwnPostsOnly: 'You can only pay for your own posts.',
  postDeleted: 'Post deleted successfully!',

  // --- Feed, reels, alerts ------------------------------------------------------------------
  verifyToLike: 'You are not verified. Verify your email to like tasks.',
  reelNotFound: 'Reel not found.',
  alertNotFound: 'Notification not found.',
  alertMarkedRead: 'Notification marked as read.',
  alertDeleted: 'Notification deleted successfully!',
  alertsDeleted: 'Notifications deleted successfully!',

  // --- Profile and linked accounts ----------------------------------------------------------
  usernameTaken: 'This username is taken.',
  avatarField: 'Send the image in an `avatar` field.',
  imageTooLarge: 'Failed to upload, image too large',
  imageType: 'Upload a PNG, JPEG, GIF or WebP image.',
  accountUpdated: 'Account updated successfully!',
  accountDeleted: 'Account deleted.',
  deletionWaitsForWithdrawal: 'A withdrawal of yours is on its way to M-PESA. Delete your account once it has arrived.',
  botActivated: 'Bot activated successfully!',
  botDeactivated: 'Bot deactivated successfully!',
  accountTaken: 'This {platform} account is already linked to another engage account.',
  providerUnreachable: '{platform} could not be reached. Please try again.',
  connectionExpired: 'The connection request expired. Please try again.',
  connectionNotConfirmed: 'The provider did not confirm the connection.',
  noYoutubeChannel: 'This Google account has no YouTube channel. Create one on YouTube, then link again.',
  errorTryAgain: 'An error occurred. Please try again.',
  instagramRejected: 'Instagram rejected these credentials.',
  instagramConnected: 'Success! Instagram connected!',
  linkingCancelled: 'You cancelled linking {platform}. Nothing was changed.',
  linkingFailed: '{platform} did not link your account. Please try again.',
  // '{platform}' is the API's name: 'youtube', 'twitter', 'instagram'.
  disconnectFailed: 'Failed to disconnect {platform}',
  disconnected: '{platform} disconnected successfully',

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
  paymentHeld:
    'PayPal is holding your payment while it checks it. Your post goes live as soon as PayPal releases it; if PayPal declines it, the money is not taken.',
  paymentTryLater: 'An error occurred, please try again later',
  postAlreadyPaid: 'This post is already paid for.',

  // --- A post's life (posting/post-life.ts); '{amount}' in the reader's language -------------
  paidFromBalance: 'Paid {amount} from your engage balance. Your post is live.',
  balanceTooLow: 'Your engage balance does not cover {amount}. Pay another way, or wait for your earnings.',
  linePostPayment: 'Post paid from your balance: {title}',
  postPaused: 'Your post is paused. It is out of the feed until you resume it.',
  postResumed: 'Your post is live again.',
  postCancelled: 'Your post is cancelled. {amount} went back to your engage balance.',
  postCancelledNothingBack: 'Your post is cancelled. Nothing was left unspent.',
  postCancelledRefunding: 'Your post is cancelled. {amount} is being refunded to {to}.',
  postReturnToSaved: 'Saved: when this post ends, its unspent budget goes back to {to}.',
  returnToBalanceOnly: 'This post was paid from your engage balance, so its unspent budget can only go back there.',
  alertPostRefundedTitle: 'Unspent budget refunded',
  alertPostRefundedText: '{amount} of the unspent budget of “{title}” was refunded to {to}.',
  alertPostRefundFailedTitle: 'Refund not made',
  alertPostRefundFailedText:
    '{to} did not take the refund of {amount} from “{title}”, so it went to your engage balance instead.',
  receiptRefundDescription: 'Unspent budget refunded to {to}',
  engageBalance: 'your engage balance',
  postNotLive: 'Only a live post can be paused.',
  postNotPaused: 'This post is not paused.',
  postNotOpen: 'This post has ended: it can no longer be changed.',
  postPausedByTeam: 'engage’s team paused this post. Contact support to ask why.',
  postCannotTakeDown: 'Only a paid post that has not ended can be taken down.',
  linePostReturn: 'Unspent budget returned: {title}',
  alertPostPausedTitle: 'Post paused',
  alertPostPausedText: 'engage’s team paused your post “{title}”: {note}',
  alertPostResumedTitle: 'Post live again',
  alertPostResumedText: 'engage’s team resumed your post “{title}”: {note}',
  alertPostCancelledTitle: 'Post cancelled',
  alertPostCancelledText:
    'engage’s team cancelled your post “{title}”: {note}. {amount} went back to your engage balance.',
  alertPostTakenDownTitle: 'Post taken down',
  alertPostTakenDownText:
    'engage’s team took down your post “{title}” because it breaks the rules: {note}. {amount} went back to your engage balance.',
  alertPostCancelledRefundText:
    'engage’s team cancelled your post “{title}”: {note}. {amount} is being refunded to {to}.',
  alertPostTakenDownRefundText:
    'engage’s team took down your post “{title}” because it breaks the rules: {note}. {amount} is being refunded to {to}.',
  alertPostExpiredRefundText:
    'Your post “{title}” ran for {days} days and has ended. {amount} is being refunded to {to}.',
  alertPostExpiredTitle: 'Post expired',
  alertPostExpiredText:
    'Your post “{title}” ran for {days} days and has ended. {amount} went back to your engage balance.',
  paymentNotTaken: 'This post was already paid for; this payment was not taken.',
  paymentSuccessful: 'Payment successful. Your post is live.',
  paymentAlreadyCompleted: 'Payment already completed. Your post is live.',
  // '{amount}' in the reader's language (money-text.ts amount).
  enterMpesaPin: 'Enter your M-PESA PIN on {phone} to pay {amount}.',
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
  alertTaskVoidedTitle: 'Credit taken back',
  alertTaskVoidedText:
    'Your {amount} for {action} on {platform} was taken back before it became available: {platform} no longer shows it (it was undone, or your {platform} link stopped working). The task is open to others again.',
  alertClaimReviewTitle: 'Claim waiting for review',
  alertClaimReviewText:
    'Your claim for {action} on {platform} waits for review by the post’s owner until {until}. If they do not decide by then, engage’s team will.',
  alertClaimOperatorTitle: 'Claim passed to engage’s team',
  alertClaimOperatorText:
    'The post’s owner did not decide your claim for {action} on {platform} in time, so engage’s team will review it.',
  alertClaimRefusedTitle: 'Claim refused',
  alertClaimRefusedText:
    'Your claim for {action} on {platform} was refused by {who}. Their reason: “{reason}”. You may appeal once, with a note, under My claims.',
  alertClaimAppealTitle: 'Appeal received',
  alertClaimAppealText:
    'Your appeal of the claim for {action} on {platform} is with engage’s team. You will be told their decision.',
  alertAppealDecidedTitle: 'Appeal decided',
  alertAppealAcceptedText: 'engage’s team accepted your appeal for {action} on {platform}.',
  alertAppealRefusedText:
    'engage’s team refused your appeal for {action} on {platform}. Their reason: “{reason}”. This decision is final.',
  alertClaimReversedTitle: 'Credit taken back',
  alertClaimReversedText: 'engage’s team took back {amount} paid for {action} on {platform}: {reason}',
  alertReviewWaitingTitle: 'A claim to review',
  alertReviewWaitingText:
    'Someone says they did {action} on your post "{post}". Approve or refuse it under Claims to review by {until}.',
  alertReferralTitle: 'Referral reward',
  alertReferralText: 'You earned {amount} from a referral. It becomes withdrawable in {hours} hours.',
  alertWithdrawalSentTitle: 'Withdrawal sent',
  alertWithdrawalSentText: '{amount} was sent to your M-PESA {phone}.',
  alertWithdrawalFailedTitle: 'Withdrawal failed',
  alertWithdrawalFailedText: 'Your withdrawal of {amount} did not go through. {reason}',
  alertWithdrawalDelayedTitle: 'Payout delayed',
  alertWithdrawalDelayedText:
    'Your withdrawal of {amount} is delayed on our side. The money stays held for you and goes out to M-PESA automatically.',
  alertPaymentReceivedTitle: 'Payment received',
  alertPaymentReceivedText: 'We received {amount}. Your post is live and will reach {targets} people.',
  alertPaymentReversedTitle: 'Payment taken back by PayPal',
  alertPaymentReversedText:
    'PayPal took back {amount} of your payment for a post, so the post has stopped. People who already engaged keep what they earned; {owed} of it is owed by you. We will contact you.',
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
  postThumbnailHost:
    'post_thumbnail must be an https image from YouTube (i.ytimg.com, img.youtube.com) or X (pbs.twimg.com, abs.twimg.com).',
  emailGoogleTookOverSubject: 'Your engage account is now signed in with Google',
  emailGoogleTookOverBody:
    'You signed in with Google to an engage account whose email address had not been confirmed. Someone may have created it with a password before you, so that password has been removed, every device signed in to the account has been signed out and any YouTube, X or Instagram account linked to it has been unlinked. Keep signing in with Google, or choose a new password at {reset}.',
  // --- Farms: one person, one payout account (docs/security.md "Farms")
  mpesaPhoneTaken:
    'This M-PESA number is already saved on another engage account. A number can receive payouts for one account only.',
  idNumberTaken:
    'This national ID number is already saved on another engage account. One person can have one account that receives payouts.',
  withdrawalInReview:
    'Your withdrawal of {amount} is waiting for review: {reason} Your money stays held; a person at engage will either send it or put it back in your balance.',
  payoutReviewWaiting: 'Waiting for review: {reason}',
  reviewSharedDevice: 'several engage accounts have been used on this device.',
  reviewBusyNetwork: 'many accounts were opened from your network in one day.',
  reviewPayoutName: 'M-PESA paid a person whose name differs from the one on your withdrawal method.',
  reviewCardReturn:
    'money from a post paid by card or PayPal came back to your balance; it can pay for your next post at once.',
  alertPayoutReviewTitle: 'Your withdrawals will be reviewed',
  alertPayoutReviewText:
    'You keep earning as usual, but your withdrawals will wait for a person at engage to review them: {reason} Nothing is taken from your balance.',
  payoutReviewRefused: 'Not sent after review: {note} The money is back in your balance.',
  payoutReviewApproved: 'Approved after review; sending to M-PESA.',
  referralVoidSameDevice: 'You and the person you invited used the same device.',
  referralVoidSameNetwork: 'You and the person you invited signed up from the same network.',
  referralVoidSamePayoutNumber: 'You and the person you invited use the same M-PESA number.',
  referralVoidRefunded: 'The payment behind it was refunded.',
  referralVoidAccountDeleted: 'The account was deleted.',

  // --- Step-up, cooling-off and frozen withdrawals -----------------------------------------------
  stepUpRequired: 'Confirm it is you first: enter your password, then try again.',
  stepUpRequiredCode: 'Confirm it is you first: ask for a code by email, enter it, then try again.',
  stepUpPasswordNeeded: 'Enter your password.',
  stepUpCodeNeeded: 'This account has no password: ask for a code by email and enter it.',
  stepUpWrongPassword: 'That password is not right.',
  stepUpHasPassword: 'This account has a password: enter it instead of a code.',
  stepUpDone: 'Confirmed. You can go on for 5 minutes.',
  stepUpCodeSent: 'We emailed you a 6-digit code. It expires in {minutes} minutes.',
  embedScopeRefused:
    'This cannot be done from a page that embeds engage. Open engage itself to change payout numbers or delete the account.',
  methodCoolingOff:
    'This M-PESA number can receive money from {when}. A new or changed number waits before it is paid, so that you can stop it if it was not you.',
  withdrawalsFrozen:
    'Withdrawals are frozen on this account. Your balance is safe and stays yours. To unfreeze, sign in, confirm it is you and choose "Unfreeze withdrawals" under Withdrawal methods, or contact support.',
  freezeReasonDisowned: 'You told us that a change of your payout number was not you.',
  freezeReasonOperator: 'engage’s team paused withdrawals on your account: {note}',
  alertWithdrawalsFrozenTitle: 'Withdrawals paused',
  alertWithdrawalsFrozenText:
    'engage’s team paused withdrawals on your account: {note}. Your balance is safe and stays yours.',
  alertWithdrawalsUnfrozenTitle: 'Withdrawals allowed again',
  alertWithdrawalsUnfrozenText: 'engage’s team allowed withdrawals on your account again: {note}',
  alertSessionsEndedTitle: 'Signed out everywhere',
  alertSessionsEndedText: 'engage’s team signed your account out on every device: {note}. Sign in again to go on.',
  earningStopped:
    'engage’s team stopped tasks on your account: {note}. Your balance stays yours; contact support to ask why.',
  alertEarningStoppedTitle: 'Tasks stopped',
  alertEarningStoppedText: 'engage’s team stopped tasks on your account: {note}. Your balance is safe and stays yours.',
  alertEarningResumedTitle: 'Tasks allowed again',
  alertEarningResumedText: 'engage’s team allowed tasks on your account again: {note}',
  earningNotStopped: 'This account is not stopped from earning.',
  earningAlreadyStopped: 'This account is already stopped from earning.',
  withdrawalsNotFrozen: 'Withdrawals are not frozen.',
  accountNotFlagged: 'This account has no open review.',
  withdrawalsUnfrozen: 'Withdrawals are unfrozen.',
  notMeLinkInvalid:
    'This link has expired or was already used. Sign in and check your withdrawal methods, or contact support.',
  notMeDone:
    'Withdrawals are frozen and every device was signed out. Your balance is safe. Choose a new password, then check your withdrawal methods.',
  emailPayoutMethodAddedSubject: 'A payout number was added to your engage account',
  emailPayoutMethodChangedSubject: 'Your engage payout number was changed',
  emailPayoutMethodBody:
    'The M-PESA number {phone} now receives your engage withdrawals. It can receive money from {when}.\n\nIf this was not you, open this link at once to freeze withdrawals (your balance stays safe): {link}\n\nIf it was you, there is nothing to do.',
  // --- "Download my data" (modules/privacy) ---------------------------------------------------
  dataExportNotFound: 'This download link has expired or is not yours. Ask for your data again in Settings → Privacy.',
  alertDataExportReadyTitle: 'Your data is ready to download',
  alertDataExportReadyText:
    'Open Settings → Privacy to download your data and your money statement. The download works until {until}.',
  emailDataExportSubject: 'Your engage data is ready to download',
  emailDataExportBody:
    'The copy of your engage data you asked for is ready: every record we keep about you (a JSON file) and the statement of your money (a CSV file).\n\nOpen this link while signed in to download them: {link}\n\nThe link works until {until}. If you did not ask for your data, change your password and contact support.',
  emailStepUpSubject: 'Your engage confirmation code',
  emailStepUpBody:
    'Your code to confirm it is you is {code}. It expires in {minutes} minutes. If you did not ask for it, change your password.',

  // The operator console.
  operatorSignInNeeded: 'Sign in to the operator console.',
  operatorSignInFailed: 'Wrong email, password or code.',
  operatorEnrolmentInvalid: 'This enrolment link is not valid or has been used. Ask an admin for a new one.',
  operatorCodeWrong: 'That code is not right. Type the code your authenticator app shows now.',
  operatorCodeField: 'Not the code the app shows now.',
  operatorRoleRefused: 'Your role ({role}) cannot do this.',
  operatorCursorInvalid: 'This page link is not valid: start again from the first page.',
  operatorCursorField: 'Not a cursor of this list.',
  operatorPayoutNotFailed: 'Only a failed payout can be sent again.',
  releasePinUserUnknown: 'No account has this email or id.',
  releasePinReleaseUnknown: 'This area has no registered release {release}.',
  operatorPayoutRetried: 'This payout was sent again already: see the newer payout.',
  operatorPayoutNoMethod: 'This payout’s M-PESA number was removed: the user must add it again.',
  operatorPayoutNotPending: 'Only a payout waiting for M-PESA’s answer can be asked about.',
  operatorAlertNotOpen: 'This alert is not open: it was acknowledged already, or there is no such alert.',
  operatorPayoutNotHeldForReview:
    'Only a payout held for review can be released here; one held for float goes out by itself when the float covers it.',
  operatorPayoutReceiptRequired: 'Type the M-PESA receipt of this payout as the M-PESA statement shows it.',
  operatorPayoutReceiptField: 'The M-PESA receipt: ten capital letters and digits, like QKJ1ABC2DE.',
  operatorPayoutReceiptUsed: 'This M-PESA receipt is already booked for another payout.',
  operatorPayoutNotUnanswered: 'Only a payout still waiting for M-PESA’s answer can be marked paid.',
  operatorPaymentNotOpen: 'Only a payment still waiting for its provider’s answer can be asked about.',
  operatorAdjustmentNotWaiting: 'This adjustment is not waiting for approval.',
  operatorAdjustmentOwn: 'A second operator must approve this adjustment: you asked for it.',
  operatorAdjustmentOverdraws: 'This debit is more than the account’s available balance ({balance}).',
  adjustmentMemo: 'Adjustment by engage’s team: {reason}',

  // --- Receipts (posting/receipts.ts, receipt-pdf.ts) ---------------------------------------
  receiptNotFound: 'Receipt not found.',
  receiptTitle: 'Receipt',
  receiptPaymentDescription: 'Payment for a post on engage',
  receiptReturnDescription: 'Unspent budget returned to your engage balance',
  receiptNumber: 'Receipt number',
  receiptDate: 'Date',
  receiptAccount: 'Account',
  receiptPost: 'Post',
  receiptLink: 'Link',
  receiptDescription: 'Description',
  receiptAmount: 'Amount',
  receiptPaidWith: 'Paid with',
  receiptRefundedTo: 'Refunded to',
  receiptCard: 'Card',
  receiptBalance: 'engage balance',
  receiptProviderReference: 'Provider reference',
  receiptMpesaReceipt: 'M-PESA receipt',
  receiptProviderReceipt: 'Provider receipt',
  receiptLedgerReference: 'Reference (engage ledger)',
  receiptThanks: 'Thank you for promoting with engage.',
  resellerKeysLimit: 'You have {max} API keys already. Revoke one you no longer use first.',
  resellerKeyNotFound: 'No such API key: it was revoked already, or it is not yours.',
  resellerKeyRevoked: 'API key revoked. Panels using it can no longer place orders.',
};
