/**
 * Alerts for the people who run engage: every money path that cannot finish on its own tells an
 * operator here, never only a log line. An alert is a row in `operator_alerts` (the console lists
 * them) and an email to OPERATOR_EMAIL written in the same transaction as the change that raised
 * it, so a crash cannot keep one without the other. One open alert per kind and subject: a job
 * that finds the same stuck payout on every tick raises it once.
 *
 * Each kind says what to do; docs/go-live.md lists them all.
 */
import { and, asc, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { operatorAlerts } from '../../db/schema';
import { mentionsAny, redacted, type MentionPatterns } from '../../db/redaction';
import type { EmailService } from '../email/email.service';

export const ALERT_KINDS = {
  payment_pending: {
    title: 'A payment has had no final answer for over an hour',
    action:
      'Look the payment up with the provider (its M-PESA receipt or PayPal order id). engage keeps asking; when the provider answers, the post is funded or the payment closed by itself. Do not fund the post by hand.',
  },
  payout_unknown: {
    title: "A payout's outcome has been unknown for over an hour",
    action:
      "Find its OriginatorConversationID in the M-PESA organisation portal. The user's money stays held and engage keeps asking. Never pay the user by hand while M-PESA may still pay them.",
  },
  late_result: {
    title: 'A provider result arrived for a payment or payout that was already closed',
    action:
      'engage has booked it (a payment funds its post or is refunded; a payout paid after its hold was released is booked, and the balance may be negative). Check the booking against the provider record and contact the user if their balance went negative.',
  },
  reversal: {
    title: 'The provider reversed or refunded a payment',
    action:
      'The post was stopped. What consumers already earned stays theirs; the shortfall is booked to the producer (or to platform losses). Contact the producer; check the reversal in the provider portal.',
  },
  dispute: {
    title: 'A PayPal dispute was opened or changed',
    action:
      "Answer it in PayPal's Resolution Center before its deadline, with the post's delivery (its engagements) as evidence.",
  },
  float_low: {
    title: 'The M-PESA payout float is low',
    action:
      'Top up the B2C shortcode\'s Utility Account, which B2C pays from (in the M-PESA portal: Move Funds from MMF Account to Utility Account, or from the bank). Payouts held as "Payout delayed" go out by themselves on the first float reading after the top-up. Never pay them by hand.',
  },
  refund_stuck: {
    title: 'A refund has not gone through',
    action:
      'engage keeps asking the provider to refund it. Check the original transaction in the provider portal; refund by hand only if the portal shows no reversal, and then mark it there.',
  },
  paybill_unmatched: {
    title: 'A paybill payment matched no post',
    action:
      'Find who paid (the M-PESA receipt names the phone) and either fund their post or refund them from the M-PESA organisation portal.',
  },
  reconciliation_mismatch: {
    title: "The daily reconciliation found differences with a provider's records",
    action:
      'Read the report (pnpm --filter @engage/api reconcile --date YYYY-MM-DD). Settle each line: a payment missing on our side is found in the provider portal; one missing on theirs is asked about again.',
  },
  task_void_stuck: {
    title: 'An undone task credit could not be taken back',
    action:
      "The platform no longer shows the action, so its credit stays in the consumer's pending balance and is never released; engage tries again every hour. Read the error in the alert; once it is fixed the credit is taken back to the post by itself. Do not move the money by hand.",
  },
  review_overdue: {
    title: 'A producer did not decide a task claim in time',
    action:
      "Look at the claim (pnpm --filter @engage/api review --list) and its evidence, then approve or refuse it with a reason: pnpm --filter @engage/api review --claim ID --approve, or --refuse --reason '…'. The consumer is told. Nothing is paid until you approve.",
  },
  appeal_waiting: {
    title: 'A consumer appealed a refused task claim',
    action:
      "Read the refusal's reason and the consumer's note (pnpm --filter @engage/api review --list), then decide: pnpm --filter @engage/api review --claim ID --approve, or --refuse --reason '…'. This decision is final and the consumer is told.",
  },
  withdrawal_review: {
    title: 'A withdrawal waits for review',
    action:
      'The account was flagged (shared device, busy network, or M-PESA paid a name other than the method\'s; the alert says which). The money is held. List them with `pnpm --filter @engage/api payout-review list`, then `send --withdrawal ID` or `refuse --withdrawal ID --note "why"` (the user reads the note; the money goes back to their balance), and `clear --user ID` once the account is cleared. Never take money from a balance here.',
  },
  account_frozen: {
    title: 'A user froze their withdrawals: a payout number change was not them',
    action:
      "Someone else may have had their session or password. The number they disowned was removed, every device signed out and withdrawals are refused; the balance is untouched. Contact the user, check the account's recent sign-ins and payout numbers; they unfreeze after signing in again and confirming it is them, or you lift it: UPDATE account_freezes SET lifted_at = now(), lifted_by = '<your name>' WHERE user_id = <id> AND lifted_at IS NULL.",
  },
  canary_rolled_back: {
    title: "An area's canary release was rolled back automatically",
    action:
      "Its field health was worse than the stable release's (the alert gives the figures); every user loads the stable release again, and `pnpm deploy:area <area> --status` says the same. Tell the team that owns the area. They find the errors in the console's Area health page, fix them and ship a new canary; pin a user to the rolled-back release (Area health, Pinned users) to see what they saw.",
  },
} as const satisfies Record<string, { title: string; action: string }>;

export type AlertKind = keyof typeof ALERT_KINDS;

/**
 * The ids of the `payment:<id>` subjects alerts of `kind` were raised about, as a subquery (the
 * console lists late, reversed and disputed payments by them: only the alert records those).
 */
export const paymentIdsAlertedAs = (kind: AlertKind): SQL =>
  sql`(SELECT substring(${operatorAlerts.subject} FROM 9)::bigint FROM ${operatorAlerts}
       WHERE ${operatorAlerts.kind} = ${kind} AND ${operatorAlerts.subject} LIKE 'payment:%')`;

export interface AlertToRaise {
  kind: AlertKind;
  /** What it is about: `payment:42`, `withdrawal:7`, `float`, `reconciliation:2026-11-27`, `user:5`. */
  subject: string;
  /** What happened, with the amounts and provider references the operator needs; no secrets. */
  message: string;
}

export interface OperatorAlert extends AlertToRaise {
  id: number;
  title: string;
  action: string;
  raisedAt: Date;
  acknowledgedAt: Date | null;
  acknowledgedBy: string | null;
}

/** Where each new alert is also said (the server's log in production). */
export type AlertLog = (alert: AlertToRaise) => void;

export class OperatorAlerts {
  constructor(
    private readonly db: Db,
    private readonly email: EmailService,
    /** OPERATOR_EMAIL: who is emailed; without it alerts are only stored and logged. */
    private readonly operatorEmail: string | undefined,
    private readonly log: AlertLog = (alert) =>
      console.warn(`[operator alert] ${alert.kind} ${alert.subject}: ${alert.message}`),
  ) {}

  /**
   * Raises an alert unless the same kind and subject is already open. Pass the transaction of
   * the change that raised it, so the alert and the change are kept or lost together.
   * Returns whether a new alert was raised.
   */
  async raise(alert: AlertToRaise, executor: Executor = this.db): Promise<boolean> {
    const inserted = await executor
      .insert(operatorAlerts)
      .values(alert)
      .onConflictDoNothing({
        target: [operatorAlerts.kind, operatorAlerts.subject],
        where: sql`${operatorAlerts.acknowledgedAt} IS NULL`,
      })
      .returning({ id: operatorAlerts.id });
    if (inserted.length === 0) return false;
    const { title, action } = ALERT_KINDS[alert.kind];
    if (this.operatorEmail) {
      await this.email.enqueue(
        {
          to: this.operatorEmail,
          language: null,
          subject: `[engage] ${title} (${alert.subject})`,
          body: `${alert.message}\n\nWhat to do: ${action}`,
        },
        executor,
      );
    }
    this.log(alert);
    return true;
  }

  /** Open alerts, oldest first. */
  async open(): Promise<OperatorAlert[]> {
    const rows = await this.db
      .select()
      .from(operatorAlerts)
      .where(isNull(operatorAlerts.acknowledgedAt))
      .orderBy(asc(operatorAlerts.raisedAt), asc(operatorAlerts.id));
    return rows.map(withKind);
  }

  /**
   * A page of alerts, newest first, for the console: open ones only, or all. `after` is the id
   * of the last alert of the previous page; `limit + 1` rows are read so the caller knows of a next.
   */
  async page(filter: { open: boolean }, page: { after?: number; limit: number }): Promise<OperatorAlert[]> {
    const where: SQL[] = [];
    if (filter.open) where.push(isNull(operatorAlerts.acknowledgedAt));
    if (page.after !== undefined) where.push(lt(operatorAlerts.id, page.after));
    const rows = await this.db
      .select()
      .from(operatorAlerts)
      .where(and(...where))
      .orderBy(desc(operatorAlerts.id))
      .limit(page.limit + 1);
    return rows.map(withKind);
  }

  /**
   * Marks an alert seen; a later occurrence of the same kind and subject raises a new one.
   * Answers the alert as it was before and after, or nothing when there is no such open alert.
   */
  async acknowledge(
    id: number,
    by: string,
    executor: Executor = this.db,
  ): Promise<{ before: OperatorAlert; after: OperatorAlert } | undefined> {
    const [row] = await executor
      .select()
      .from(operatorAlerts)
      .where(and(eq(operatorAlerts.id, id), isNull(operatorAlerts.acknowledgedAt)))
      .for('update');
    if (!row) return undefined;
    const [done] = await executor
      .update(operatorAlerts)
      .set({ acknowledgedAt: new Date(), acknowledgedBy: by })
      .where(eq(operatorAlerts.id, id))
      .returning();
    if (!done) return undefined;
    return { before: withKind(row), after: withKind(done) };
  }
}

function withKind(row: typeof operatorAlerts.$inferSelect): OperatorAlert {
  const kind = row.kind as AlertKind;
  return { ...row, kind, title: ALERT_KINDS[kind].title, action: ALERT_KINDS[kind].action };
}

/** Alerts that quote a deleted person (a number, a name) keep their sense without it. */
export async function redactAlertMentions(executor: Executor, mentions: MentionPatterns): Promise<void> {
  await executor
    .update(operatorAlerts)
    .set({ subject: redacted(operatorAlerts.subject, mentions), message: redacted(operatorAlerts.message, mentions) })
    .where(sql`${mentionsAny(operatorAlerts.subject, mentions)} OR ${mentionsAny(operatorAlerts.message, mentions)}`);
}
