/**
 * The statement, written for the person whose money it is: one line for each thing that happened
 * to it (a reward earned, a reward becoming withdrawable, a withdrawal, a withdrawal coming back),
 * newest first, each with what they could withdraw right after it.
 *
 * A line is one ledger transfer, not one entry: a task reward's release moves money out of
 * pending and into available in one transfer, and the person sees one thing — "ready to
 * withdraw". What they could withdraw is available earnings plus withdrawable referral rewards
 * (both have a Withdraw button); a reward within its hold is shown as pending and leaves that
 * balance as it was. A withdrawal is one line whose status follows it (on its way, delayed while
 * our M-PESA float is short, paid with M-PESA's receipt, failed); its payout moves nothing the person could still withdraw, so it is
 * not a line of its own. The ledger service reads the transfers; this module says what each means,
 * in the reader's language (the request's), as each line is read.
 */
import type {
  StatementBalances,
  StatementLine,
  StatementLineKind,
  StatementPage,
  StatementWithdrawalStatus,
} from '@engage/shared/contract/wallet';
import { STATEMENT_PAGE_SIZE_DEFAULT } from '@engage/shared/contract/wallet';
import type { ActionType, Platform } from '@engage/shared/contract/common';
import { fromMpesaPhone } from '@engage/shared/format/mpesa-phone';
import type { Language } from '@engage/shared/i18n/language';
import type { AccountKind } from '../../db/schema';
import { text, written, type CatalogText, type InEachLanguage, type MessageKey } from '../../i18n/messages';
import { taskTitleWords } from '../../i18n/task-words';
import type { LedgerService, UserMovement } from '../ledger/ledger.service';
import type { TasksService } from '../tasks/tasks.service';
import type { WalletService } from './wallet.service';
import type { WithdrawalRow } from './withdrawals-table';
import { BP } from './withholding';
import { RELATED_VOID_KEY } from '../referrals/referral-rewards-table';
import { returnedPostId, type PostLife } from '../posting/post-life';

const WITHDRAWABLE: readonly AccountKind[] = ['consumer_available', 'referral_rewards'];
const PENDING: readonly AccountKind[] = ['consumer_pending', 'referral_pending'];
const OTHER: readonly AccountKind[] = ['withdrawal_hold'];

const KIND_OF_TRANSFER: Record<string, StatementLineKind> = {
  task_reward: 'task_reward',
  pending_release: 'task_reward_ready',
  // A referral reward is booked inside the referred producer's payment.
  post_payment: 'referral_reward',
  referral_reward: 'referral_reward',
  referral_pending: 'referral_reward',
  referral_release: 'referral_reward_ready',
  referral_void: 'referral_reward_void',
  withdrawal_hold: 'withdrawal',
  withdrawal_released: 'withdrawal_returned',
  post_return: 'post_return',
};

const WITHDRAWAL_STATUS: Record<WithdrawalRow['status'], StatementWithdrawalStatus> = {
  pending: 'on_its_way',
  delayed: 'delayed',
  review: 'review',
  completed: 'paid',
  failed: 'failed',
};

/** The number after `prefix:` in an idempotency key (`withdrawal-hold:12` → 12). */
function keyId(key: string, prefix: string): number | null {
  if (!key.startsWith(`${prefix}:`)) return null;
  const id = Number(key.slice(prefix.length + 1));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The post a producer paid from their balance (`fund-link:<link>:payment:<id>`, taking from them); null otherwise. */
function paidPost(move: UserMovement): number | null {
  if (move.kind !== 'post_payment' || move.withdrawableCents >= 0) return null;
  const match = /^fund-link:(\d+):payment:\d+$/.exec(move.idempotencyKey);
  return match ? Number(match[1]) : null;
}

/** M-PESA's receipt of a paid withdrawal: its own column, else the one its description quotes. */
function receiptOf(row: WithdrawalRow): string | null {
  if (row.receipt) return row.receipt;
  const quoted = /M-PESA receipt (\w+)/.exec(row.statusDescription)?.[1];
  return quoted && quoted !== 'pending' ? quoted : null;
}

export interface StatementSources {
  ledger: LedgerService;
  postLife: Pick<PostLife, 'titlesOf'>;
  tasks: Pick<TasksService, 'rewardedTasks'>;
  wallet: Pick<WalletService, 'withdrawalsById'>;
}

export async function readStatement(
  sources: StatementSources,
  userId: number,
  page = 1,
  pageSize = STATEMENT_PAGE_SIZE_DEFAULT,
  language: Language = 'en',
): Promise<StatementPage> {
  const read = await sources.ledger.userMovements(
    userId,
    { withdrawable: WITHDRAWABLE, pending: PENDING, other: OTHER },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  const { movements } = read;

  const holdIds = (prefix: string) =>
    movements.map((move) => keyId(move.idempotencyKey, prefix)).filter((id): id is number => id !== null);
  const withdrawals = new Map(
    (
      await sources.wallet.withdrawalsById(userId, [...holdIds('withdrawal-hold'), ...holdIds('withdrawal-released')])
    ).map((row) => [row.id, row]),
  );
  const tasks = await sources.tasks.rewardedTasks(userId, {
    transferIds: movements.filter((move) => move.kind === 'task_reward').map((move) => move.transferId),
    actionIds: holdIds('release'),
  });
  const titleOf = (task: (typeof tasks)[number] | undefined) =>
    task ? taskTitleWords(task.platform as Platform, task.actionType as ActionType) : null;
  const byTransfer = new Map(tasks.map((task) => [task.transferId, titleOf(task)]));
  const byAction = new Map(tasks.map((task) => [task.actionId, titleOf(task)]));
  const postTitles = await sources.postLife.titlesOf(
    movements
      .map((move) => returnedPostId(move.idempotencyKey) ?? paidPost(move))
      .filter((id): id is number => id !== null),
  );

  const line = (move: UserMovement): StatementLine => {
    // A post payment is a referral reward to the referrer, and the payment itself to a producer
    // who paid from their balance.
    const kind = paidPost(move) !== null ? 'post_payment' : (KIND_OF_TRANSFER[move.kind] ?? 'other');
    const pending = move.withdrawableCents === 0;
    const base = {
      id: move.transferId,
      date: move.createdAt.toISOString(),
      kind,
      amount: (pending ? move.pendingCents : move.withdrawableCents) / 100,
      pending,
      balance: move.balanceCents / 100,
    };
    const say = (said: CatalogText) => written(said, language);
    // 'Task reward: YouTube Likes', or 'Task reward' alone when the task is not known.
    const named = (alone: MessageKey, withTask: MessageKey, task: InEachLanguage | null | undefined) =>
      say(task ? text(withTask, { task }) : text(alone));
    switch (kind) {
      case 'task_reward':
        return { ...base, description: named('lineTaskReward', 'lineTaskRewardFor', byTransfer.get(move.transferId)) };
      case 'task_reward_ready': {
        const actionId = keyId(move.idempotencyKey, 'release');
        return {
          ...base,
          description: named('lineTaskRewardReady', 'lineTaskRewardReadyFor', actionId ? byAction.get(actionId) : null),
        };
      }
      case 'referral_reward':
        return { ...base, description: say(text('lineReferralReward')) };
      case 'referral_reward_ready':
        return { ...base, description: say(text('lineReferralRewardReady')) };
      case 'referral_reward_void':
        return {
          ...base,
          description: say(
            text(
              move.idempotencyKey.startsWith(`${RELATED_VOID_KEY}:`)
                ? 'lineReferralRewardVoidRelated'
                : 'lineReferralRewardVoid',
            ),
          ),
        };
      case 'withdrawal': {
        const id = keyId(move.idempotencyKey, 'withdrawal-hold');
        const row = id ? withdrawals.get(id) : undefined;
        if (!row) return { ...base, description: say(text('lineWithdrawal')) };
        const to = `M-PESA ${fromMpesaPhone(row.mpesaPhone)}`;
        return {
          ...base,
          description: say(text(row.source === 'referral' ? 'lineReferralWithdrawnTo' : 'withdrawalTo', { to })),
          status: WITHDRAWAL_STATUS[row.status],
          receipt: row.status === 'completed' ? receiptOf(row) : null,
          // Held back from what M-PESA pays; given back with the rest if the payout fails.
          ...(row.taxCents > 0 ? { tax: row.taxCents / 100, tax_rate: row.taxRateBp / BP } : {}),
        };
      }
      case 'withdrawal_returned':
        return { ...base, description: say(text('lineWithdrawalReturned')) };
      case 'post_payment': {
        const postId = paidPost(move);
        const title = postId === null ? undefined : postTitles.get(postId);
        return { ...base, description: say(title ? text('linePostPayment', { title }) : text('lineTaken')) };
      }
      case 'post_return': {
        const postId = returnedPostId(move.idempotencyKey);
        const title = postId === null ? undefined : postTitles.get(postId);
        return { ...base, description: say(title ? text('linePostReturn', { title }) : text('lineAdded')) };
      }
      default:
        return { ...base, description: say(text(base.amount >= 0 ? 'lineAdded' : 'lineTaken')) };
    }
  };

  const cents = (kind: AccountKind) => read.balances[kind] ?? 0;
  const balances: StatementBalances = {
    withdrawable: (cents('consumer_available') + cents('referral_rewards')) / 100,
    available: cents('consumer_available') / 100,
    pending: cents('consumer_pending') / 100,
    held: cents('withdrawal_hold') / 100,
    referral: cents('referral_rewards') / 100,
    referral_pending: cents('referral_pending') / 100,
  };
  return {
    results: movements.map(line),
    count: read.count,
    page,
    next: page * pageSize < read.count ? page + 1 : null,
    balances,
  };
}
