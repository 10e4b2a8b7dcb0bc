/**
 * Every text the referrals page shows. Spec 001 texts verbatim (§2 "Affiliate (Referrals)":
 * the column names and 'copied!'; §5 the minimum message). Components read them through `t`;
 * Kiswahili is in messages.sw.ts, loaded only when the page speaks it.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  // The route's title (shared route table; spec 000 §2 footer tab "Affiliate").
  pageTitle: 'Affiliate',
  rewardBalance: 'Reward balance',
  // One picture of the money (wallet/balances/): referral rewards join task earnings in one withdrawable total.
  oneTotal:
    'Withdrawable now, with your task earnings: {tasks} from tasks and {referrals} from referrals. Withdraw here or in your wallet: it is the same money.',
  pendingReferrals: 'Pending: {amount} from referrals, {when}.',
  withdrawableFrom: 'withdrawable from {date}',
  withdrawableSoon: 'withdrawable soon',
  afterFirstTask: 'once the person you invited does a first task',
  onItsWay: '{amount} on its way to M-PESA',
  totalEarnings: 'Total earnings',
  totalReferrals: 'Total referrals',
  withdraw: 'Withdraw',
  withdrawing: 'Withdrawing...',
  // Spec 001 §5 "otherwise 'You need at least {currency} {minimum_pay} to withdraw.'"
  belowMinimum: 'You need at least {currency} {minimum_pay} to withdraw.',
  withdrawn: 'Withdrawal request initiated',
  failed: 'Something went wrong',
  linkTitle: 'Your referral link',
  linkLabel: 'Referral link',
  copy: 'Copy link',
  // Spec 001 §2 "a copy button (shows 'copied!' for 3 seconds)".
  copied: 'copied!',
  share: 'Share',
  shareTitle: 'Join me on Engage',
  shareText: 'Earn money for likes, views and follows. Sign up with my link:',
  howTitle: 'How rewards work',
  how: 'You earn a reward when someone you invited funds their first post and has done a first task. It becomes withdrawable once that payment can no longer be taken back: a few days after an M-PESA payment, up to six months after a PayPal or card payment. It is void if the payment is refunded, or if you and they share a device, a network or an M-PESA number. No fees, no levels.',
  tableTitle: 'Referred users',
  // Spec 001 §2 "columns USER #, CREDIT DATE, STATUS, AMOUNT".
  userColumn: 'USER #',
  dateColumn: 'CREDIT DATE',
  statusColumn: 'STATUS',
  amountColumn: 'AMOUNT',
  empty: 'No one has signed up with your link yet. Share it to start earning.',
  loadError: 'Could not load your referrals.',
  retry: 'Retry',
  loadingMore: 'Loading more…',
  moreError: 'Could not load more referrals.',
  // A referral's STATUS as the API words it (api referrals.service.ts), said in the page's language.
  statusPending: 'Pending',
  statusPaid: 'Paid',
  statusVoid: 'Void',
  statusNone: 'No payment yet',
};

export const t = defineMessages({ en, sw: () => import('./messages.sw') });
