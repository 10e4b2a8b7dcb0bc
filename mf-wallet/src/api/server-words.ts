/**
 * The wallet's rows come from the server in English: a transaction's type and status, its
 * description, and each statement line's description. The ones the server writes itself are
 * known sentences; here they are read back into the wallet's messages, so a page in Kiswahili
 * shows them in Kiswahili (and an English page exactly as the server wrote them). Anything else
 * (M-PESA's own result text, a type the server adds later) is shown as it came.
 */
import type { Transaction } from '@engage/shared/contract/wallet';
import { t, type en } from '../messages';

type Key = Extract<keyof typeof en, string>;

const TYPES: Readonly<Record<string, Key>> = { Withdrawals: 'typeWithdrawals', Payments: 'typePayments' };

const STATUSES: Readonly<Record<string, Key>> = {
  Pending: 'statusPending',
  Completed: 'statusCompleted',
  Failed: 'statusFailed',
  Cancelled: 'statusCancelled',
  'Refund pending': 'statusRefundPending',
  Refunded: 'statusRefunded',
};

const TITLE_WORDS: Readonly<Record<string, Key>> = {
  Post: 'titlePost',
  Views: 'titleViews',
  Likes: 'titleLikes',
  Comments: 'titleComments',
  Subscribers: 'titleSubscribers',
  Followers: 'titleFollowers',
  Retweets: 'titleRetweets',
  Bookmarks: 'titleBookmarks',
};

/** A fixed sentence, and sentences with one part the server fills in (a title, 'M-PESA 0712…'). */
const FIXED: Readonly<Record<string, Key>> = {
  'Task reward': 'lineTaskReward',
  'Task reward ready to withdraw': 'lineTaskRewardReady',
  'Referral reward': 'lineReferralReward',
  'Referral reward ready to withdraw': 'lineReferralRewardReady',
  'Referral reward cancelled: the payment was refunded': 'lineReferralRewardVoid',
  Withdrawal: 'lineWithdrawal',
  'Withdrawal returned: M-PESA could not pay it': 'lineWithdrawalReturned',
  'Added to your balance': 'lineAdded',
  'Taken from your balance': 'lineTaken',
};

/** '… to M-PESA 0712345678': a withdrawal (transactions, statement) or one of referral rewards. */
const WITHDRAWN_TO: Readonly<Record<string, Key>> = {
  Withdrawal: 'withdrawalTo',
  'Referral reward withdrawal': 'referralWithdrawalTo',
  'Referral rewards withdrawn': 'lineReferralWithdrawnTo',
};

const word = (table: Readonly<Record<string, Key>>, text: string) =>
  Object.hasOwn(table, text) ? t(table[text] as Key) : text;

export const transactionType = (row: Pick<Transaction, 'transaction_type'>) => word(TYPES, row.transaction_type);

export const transactionStatus = (row: Pick<Transaction, 'transaction_status'>) =>
  word(STATUSES, row.transaction_status);

/** 'YouTube Likes', 'Post Likes', 'X Followers' (the server's task titles) in the page's words. */
function taskTitle(title: string): string {
  const [, platform = '', action = ''] = /^(\S+) (\S+)$/.exec(title) ?? [];
  if (!Object.hasOwn(TITLE_WORDS, action)) return title;
  return t('taskTitle', { platform: word(TITLE_WORDS, platform), action: word(TITLE_WORDS, action) });
}

/** A server's description of a transaction or statement line, in the page's words. */
export function serverDescription(text: string): string {
  if (Object.hasOwn(FIXED, text)) return word(FIXED, text);
  let match = /^(Task reward|Task reward ready to withdraw): (.+)$/.exec(text);
  if (match) return `${word(FIXED, match[1] ?? '')}: ${taskTitle(match[2] ?? '')}`;
  match = /^(Withdrawal|Referral reward withdrawal|Referral rewards withdrawn) to (M-PESA \d+)$/.exec(text);
  if (match) return t(WITHDRAWN_TO[match[1] ?? ''] ?? 'withdrawalTo', { to: match[2] ?? '' });
  match = /^Payment for post (\d+) by (\S+)$/.exec(text);
  if (match) return t('paymentForPost', { post: match[1] ?? '', provider: match[2] ?? '' });
  return text;
}
