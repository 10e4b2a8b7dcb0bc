/**
 * Every text of the wallet pages, in English here and in Kiswahili in `messages.sw.ts`. Spec 001
 * texts verbatim, typos included (§2 'Comming soon'; §5 the M-PESA and withdrawal rules; §8 the
 * wallet messages). Components read them through `t`.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  // Route titles (shared route table).
  walletTitle: 'Wallet',
  getPaid: 'Get Paid',
  methodsTitle: 'Withdrawal methods',
  loadError: 'Could not load your wallet.',
  retry: 'Retry',
  failed: 'Something went wrong',

  // Earnings
  availableEarnings: 'Available earnings',
  pendingBalance: 'Pending',
  pendingExplained:
    'Each task reward stays pending for {hours} hours after you complete the task, then moves to your available earnings, ready to withdraw.',
  withdraw: 'Withdraw',
  // Spec 001 §5 "The UI states 'minimum withdrawal for mpesa is KES 1000'".
  minimumText: 'minimum withdrawal for mpesa is KES 1000',
  noMethod: 'Set up a withdrawal method to withdraw.',
  belowMinimum: 'You need at least {amount} to withdraw.',
  // One picture of the money (wallet/balances/): where the withdrawable total came from, what is on its way, when pending becomes withdrawable.
  fromSources: '{tasks} from tasks and {referrals} from referrals.',
  onItsWay: '{amount} on its way to M-PESA',
  pendingFromTasks: '{amount} from tasks',
  pendingFromReferrals: '{amount} from referrals',
  withdrawableFrom: 'withdrawable from {date}',
  withdrawableSoon: 'withdrawable soon',
  afterFirstTask: 'once the person you invited does a first task',
  amountChanged: 'Your balance changed: the amount is now {amount}.',

  // Withdraw modal
  withdrawTitle: 'Withdraw earnings',
  amount: 'Amount',
  amountHint: 'The whole available balance is withdrawn.',
  method: 'Withdrawal method',
  mpesaTo: 'M-PESA {phone}',
  // Spec 001 §9 "wallet shows fee 0.00".
  fee: 'Fee',
  // Spec 001 §9 quotes "$0.99 USD per M-PESA withdrawal in the text" beside "wallet shows fee
  // 0.00". We charge no fee (wallet.service.ts), so the text says what the fee line shows.
  feeText: 'No fee: the whole amount goes to your M-PESA.',
  youReceive: 'You receive',
  // Withholding tax (docs/go-live.md): shown before the user confirms, only when a rate is set.
  withholdingTax: 'Withholding tax ({rate} %)',
  withholdingText:
    'No fee. Withholding tax on your earnings is held back and paid to the Kenya Revenue Authority for you; the rest goes to your M-PESA.',
  confirmWithdraw: 'Withdraw',
  cancel: 'Cancel',
  // Spec 001 §8 "Withdrawal: 'Processing...', success 'WIthdrawal request initiated'".
  processing: 'Processing...',
  withdrawn: 'WIthdrawal request initiated',

  // Methods
  methodsHeading: 'Withdrawal methods',
  mpesa: 'M-PESA',
  paypal: 'PayPal',
  bank: 'Direct to Local Bank',
  // Spec 001 §2 "entries marked 'Comming soon'".
  comingSoon: 'Comming soon',
  setup: 'Setup',
  update: 'Update',
  delete: 'Delete',
  manageMethods: 'Manage withdrawal methods',
  notSet: 'Not set up',
  methodSet: '{name}, {phone}',
  deleteTitle: 'Delete M-PESA withdrawal method?',
  deleteMessage: 'You will need to set it up again to withdraw.',
  // Spec 001 §8 delete messages.
  deleted: 'Payment deletion successful',
  deleteFailed: 'Payment deletion failed. Please try again later',

  // M-PESA modal (spec 001 §2 "Withdrawal-method modal (M-PESA)")
  mpesaSetupTitle: 'Set up M-PESA',
  mpesaUpdateTitle: 'Update M-PESA',
  firstName: 'First name',
  lastName: 'Last name',
  idNumber: 'ID number',
  // The API's rule for id_number (shared/src/contract/input-limits.ts).
  idNumberDigits: 'Use digits only, at most {max}.',
  phone: 'Phone number',
  phoneHint: 'Start with 0, for example 0712345678.',
  save: 'Save',
  saving: 'Saving…',
  // Spec 001 §5.
  fillAll: 'Kindly fill all the fields',
  mustVerify: 'You must verify your account to set up M-PESA withdrawal method',
  verifyAccount: 'Verify account',
  // Spec 001 §8.
  setupDone: 'Withdrawal method setup successfully!',
  updateDone: 'Withdrawal method updated successfully!',
  methodFailed: 'An error occured, please try again!',
  // Spec 001 §4 / §9 "New methods take up to 3 days to activate."
  activationNote: 'A new withdrawal method can take up to 3 days to activate.',

  // Schedule (spec 001 §3, §9)
  scheduleHeading: 'Withdrawal schedule',
  frequency: 'Frequency',
  weekly: 'Weekly',
  monthly: 'Monthly',
  minimumAmount: 'Minimum amount',
  nextPayout: 'Next payout: {date}',
  noNextPayout: 'No automatic payout is scheduled yet. Save a schedule to start one.',
  saveSchedule: 'Save schedule',
  // Spec 001 §8 "Schedule save: success 'Withdrawal method updated successfully', error 'Invalid selection!'".
  scheduleSaved: 'Withdrawal method updated successfully',
  invalidSelection: 'Invalid selection!',

  // Transactions (spec 001 §3 Transaction)
  historyHeading: 'Transaction history',
  period: 'Statement period: {from} - {to}',
  noPeriod: 'Statement period: no transactions yet',
  typeFilter: 'Transaction type',
  allTypes: 'All',
  idColumn: 'TRANSACTION ID',
  dateColumn: 'DATE',
  descriptionColumn: 'DESCRIPTION',
  typeColumn: 'TYPE',
  statusColumn: 'STATUS',
  amountColumn: 'AMOUNT',
  noTransactions: 'No transactions yet.',
  noTransactionsOfType: 'No transactions of this type.',
  inFlight: 'On its way to M-PESA',
  payoutPaid: 'Your withdrawal of {amount} was paid to your M-PESA.',
  payoutDelayed:
    'Your withdrawal of {amount} is delayed on our side. The money stays held for you and goes out to M-PESA automatically.',
  payoutFailed:
    'Your withdrawal of {amount} could not be paid to M-PESA. The money is back in your available earnings.',

  // Statement (ours)
  statementIntro: 'What happened to your money, newest first, with the balance you could withdraw after each line.',
  statementWithdrawable: 'You can withdraw {total}: {earnings} of earnings and {referral} of referral rewards.',
  whatHappenedColumn: 'WHAT HAPPENED',
  withdrawableColumn: 'BALANCE AFTER',
  linePending: 'Pending: not withdrawable yet',
  linePaid: 'Paid',
  lineWithholding: 'Withholding tax ({rate} %) {tax} held back; M-PESA pays {paid}',
  earningsStatementHeading: 'Earnings statement',
  earningsStatementIntro:
    'Your earnings, payouts and the withholding tax held back, month by month, for a calendar year (CSV).',
  earningsStatementYear: 'Year',
  earningsStatementDownload: 'Download earnings statement',
  earningsStatementFailed: 'Could not download your earnings statement.',
  linePaidReceipt: 'Paid · M-PESA receipt {receipt}',
  lineFailed: 'Failed: the money came back to you',
  // Our M-PESA float is short (api wallet.service.ts): held, not failed, and sent by itself.
  lineDelayed: 'Payout delayed: your money is held for you and goes out to M-PESA automatically',
  lineInReview: 'Waiting for review: your money is held for you until a person at engage sends it or puts it back',
  statementEmpty: 'Nothing has moved in your wallet yet.',
  statementError: 'Could not load your statement.',
  previousPage: 'Newer',
  nextPage: 'Older',
  statementPage: 'Page {page} of {pages}',

  // Chart (ours)
  chartHeading: 'Earnings, last 30 days',
  chartSummary: '{total} earned in the last 30 days.',
  chartEmpty: 'No earnings in the last 30 days.',
  chartKeys: '{heading}: use the arrow keys to read each day',
  chartTip: '{date}: {amount}',
  chartEarnedColumn: 'EARNED',

  // The server's English words for a transaction's type and status, and its statement lines
  // (api wallet.service.ts and statement.ts), as the wallet shows them.
  typeWithdrawals: 'Withdrawals',
  typePayments: 'Payments',
  statusPending: 'Pending',
  statusDelayed: 'Payout delayed',
  statusInReview: 'Waiting for review',
  withdrawnForReview: 'Withdrawal requested. It waits for review; see why below.',
  reviewTitle: 'Withdrawals waiting for review',
  reviewExplained:
    'Your money is held, not taken: a person at engage will send it to M-PESA or put it back in your balance. You keep earning as usual.',
  reviewRow: '{amount}: {reason}',
  statusCompleted: 'Completed',
  statusFailed: 'Failed',
  statusCancelled: 'Cancelled',
  statusRefundPending: 'Refund pending',
  statusRefunded: 'Refunded',

  // My claims (ours, docs/review.md)
  claimsHeading: 'My claims',
  claimsIntro: 'Tasks engage could not confirm at once. Each says where it stands, who decides it, and why.',
  claimsEmpty: 'No claims waiting or decided. Tasks engage confirms at once are paid straight away.',
  claimsLoadError: 'Could not load your claims.',
  moreClaims: 'Show more claims',
  claimChecking: 'Checking',
  claimInReview: 'Waiting for review',
  claimCredited: 'Credited',
  claimRefused: 'Refused',
  claimMeta: '{reward} · claimed {date}',
  waitingOnOwner: 'The post’s owner reviews it until {until}; after that, engage’s team does.',
  waitingOnTeam: 'engage’s team reviews it.',
  waitingOnTeamAppeal: 'engage’s team reviews your appeal. Their decision is final.',
  waitsBecause: 'Why it waits: {reason}',
  refusedBecause: 'Reason: {reason}',
  yourAppeal: 'Your appeal: {note}',
  appeal: 'Appeal',
  appealTitle: 'Appeal this refusal',
  appealIntro:
    'It was refused because: “{reason}”. Say why it should be paid. You can appeal once; engage’s team decides.',
  appealNote: 'Your note',
  appealNoteRequired: 'Write a note saying why this claim should be paid.',
  appealNoteTooLong: 'Keep your note within {max} characters.',
  sendAppeal: 'Send appeal',
  appealSent: 'Appeal sent. engage’s team will decide and tell you.',
  // Cooling-off of a new or changed number, and frozen withdrawals.
  usableFrom: 'Usable from {when}',
  coolingOffText:
    'A new or changed number receives money only after a waiting period, so that you can stop it if it was not you. We emailed you about it.',
  frozenTitle: 'Withdrawals are frozen',
  frozenText: 'Your balance is safe and stays yours. Check your M-PESA number, then unfreeze withdrawals.',
  // An operator's freeze: only engage's team lifts it.
  frozenByTeam:
    'Your balance is safe and stays yours. engage’s team will allow withdrawals again; reply to their alert or contact support.',
  unfreeze: 'Unfreeze withdrawals',
  unfreezing: 'Unfreezing…',
  unfrozen: 'Withdrawals are unfrozen.',
};

export const t = defineMessages({ en, sw: () => import('./messages.sw') });
