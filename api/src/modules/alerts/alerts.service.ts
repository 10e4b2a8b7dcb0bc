/**
 * Notifications (spec 000 §3, §7): created on credit, on email verification and on link
 * completion; listed in pages or "latest since last_seen"; read, deleted one by one or all.
 * A new notification is announced with NOTIFY inside the creating transaction, so the alerts
 * websocket of every API process hears of it exactly when it is committed. A notification keeps
 * what it says as the catalog's keys and parameters and is written in the language its reader
 * reads in when they read it (the request's, `Accept-Language`), so alerts that arrived before a
 * switch of language follow it. The words as first written (in the language the reader had
 * chosen then) are kept too: older alerts, and one whose text the catalog no longer holds, show them.
 */
import { and, count, desc, eq, or, sql, asc } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { notifications } from '../../db/schema';
import { mentionsAny, redacted, type MentionPatterns } from '../../db/redaction';
import { isCatalogText, written, type MessageKey, type UserText } from '../../i18n/messages';
import type { Language } from '@engage/shared/i18n/language';
import { writingLanguage } from '../accounts/users-table';

const ALERTS_PAGE_SIZE = 10;

export interface NotificationView {
  id: number;
  alert_title: string;
  alert_text: string;
  date: string;
  is_seen: boolean;
  about_money: boolean;
}

/**
 * The alerts that tell of a change to the reader's money, by their title's catalog key: a page
 * showing money loads it afresh when one arrives (in another tab too). Read from the kind, never
 * from the words, which change with the reader's language.
 */
const MONEY_ALERTS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'alertTaskCreditedTitle',
  'alertTaskRefusedTitle',
  'alertTaskVoidedTitle',
  'alertClaimRefusedTitle',
  'alertAppealDecidedTitle',
  'alertClaimReversedTitle',
  'alertReferralTitle',
  'alertWithdrawalSentTitle',
  'alertWithdrawalFailedTitle',
  'alertWithdrawalDelayedTitle',
  'alertPaymentReceivedTitle',
  'alertPaymentReversedTitle',
  'alertPaymentRefundedTitle',
  'alertPaymentFailedTitle',
  'alertPayoutReviewTitle',
  'alertWithdrawalsFrozenTitle',
  'alertWithdrawalsUnfrozenTitle',
]);

function aboutMoney(title: UserText | undefined): boolean {
  return isCatalogText(title) && MONEY_ALERTS.has(title.key);
}

/** `said` in `language`, else `asWritten` (an older alert, or a text the catalog has since dropped). */
function readIn(said: UserText | undefined, language: Language | undefined, asWritten: string): string {
  if (!language || said === undefined || (typeof said !== 'string' && !isCatalogText(said))) return asWritten;
  return written(said, language);
}

/** A notification for its reader; `language` undefined: as first written. */
function toNotificationView(row: typeof notifications.$inferSelect, language?: Language): NotificationView {
  return {
    id: row.id,
    alert_title: readIn(row.alertMessage?.title, language, row.alertTitle),
    alert_text: readIn(row.alertMessage?.text, language, row.alertText),
    date: row.createdAt.toISOString(),
    is_seen: row.isSeen,
    about_money: aboutMoney(row.alertMessage?.title),
  };
}

/** The channel on which new notifications are announced: `{userId, notification}` as JSON. */
export const alertsChannel = (prefix: string) => `${prefix}engage_alerts`;

export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly channel: string,
  ) {}

  async create(
    userId: number,
    content: { title: UserText; text: UserText },
    executor: Executor = this.db,
  ): Promise<NotificationView> {
    const language = await writingLanguage(executor, userId);
    const [row] = await executor
      .insert(notifications)
      .values({
        userId,
        alertTitle: written(content.title, language),
        alertText: written(content.text, language),
        alertMessage: { title: content.title, text: content.text },
      })
      .returning();
    if (!row) throw new Error('insert notification returned nothing');
    const view = toNotificationView(row);
    await executor.execute(sql`SELECT pg_notify(${this.channel}, ${JSON.stringify({ userId, notification: view })})`);
    return view;
  }

  /** Newest first, `pageSize + 1` read to know whether a next page exists. */
  async page(
    userId: number,
    page: number,
    language?: Language,
  ): Promise<{ results: NotificationView[]; hasNext: boolean; count: number }> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(ALERTS_PAGE_SIZE + 1)
      .offset((page - 1) * ALERTS_PAGE_SIZE);
    const [total] = await this.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
    return {
      results: rows.slice(0, ALERTS_PAGE_SIZE).map((row) => toNotificationView(row, language)),
      hasNext: rows.length > ALERTS_PAGE_SIZE,
      count: total?.n ?? 0,
    };
  }

  /** Spec 000 §7 "latest=true and last_seen": what arrived after the newest one the client holds. */
  async latest(userId: number, lastSeen: Date, language?: Language): Promise<NotificationView[]> {
    const rows = await this.db
      .select()
      .from(notifications)
      // Clients hold millisecond ISO times; PostgreSQL keeps microseconds.
      .where(
        and(
          eq(notifications.userId, userId),
          sql`date_trunc('milliseconds', ${notifications.createdAt}) > ${lastSeen.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(100);
    return rows.map((row) => toNotificationView(row, language));
  }

  async unread(userId: number, language?: Language): Promise<NotificationView[]> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, false)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(100);
    return rows.map((row) => toNotificationView(row, language));
  }

  /** False when the notification is not this user's (or does not exist). */
  async markRead(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .update(notifications)
      .set({ isSeen: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  async removeAll(userId: number, executor: Executor = this.db): Promise<number> {
    const rows = await executor
      .delete(notifications)
      .where(eq(notifications.userId, userId))
      .returning({ id: notifications.id });
    return rows.length;
  }
}

/**
 * A deleted account's alerts go; another user's alert that names them (a referral, a review)
 * keeps its sense with the identifiers taken out.
 */
export async function eraseAlertsOf(executor: Executor, userId: number, mentions: MentionPatterns): Promise<void> {
  await executor.delete(notifications).where(eq(notifications.userId, userId));
  const message = sql`${notifications.alertMessage}::text`;
  await executor
    .update(notifications)
    .set({
      alertTitle: redacted(notifications.alertTitle, mentions),
      alertText: redacted(notifications.alertText, mentions),
      alertMessage: sql`(${redacted(message, mentions)})::jsonb`,
    })
    .where(
      or(
        mentionsAny(notifications.alertTitle, mentions),
        mentionsAny(notifications.alertText, mentions),
        mentionsAny(message, mentions),
      ),
    );
}

/** The user's alerts, as first written, for their data export (modules/privacy), oldest first. */
export function exportFor(executor: Executor, userId: number) {
  return executor
    .select({
      id: notifications.id,
      alertTitle: notifications.alertTitle,
      alertText: notifications.alertText,
      isSeen: notifications.isSeen,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}
