/**
 * Notifications (spec 000 §3, §7): created on credit, on email verification and on link
 * completion; listed in pages or "latest since last_seen"; read, deleted one by one or all.
 * A new notification is announced with NOTIFY inside the creating transaction, so the alerts
 * websocket of every API process hears of it exactly when it is committed. A notification is
 * written once, in the language its reader chose (English until they choose), and kept as written.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { notifications } from '../../db/schema';
import { written, type UserText } from '../../i18n/messages';
import { writingLanguage } from '../accounts/users-table';

const ALERTS_PAGE_SIZE = 10;

export interface NotificationView {
  id: number;
  alert_title: string;
  alert_text: string;
  date: string;
  is_seen: boolean;
}

function toNotificationView(row: typeof notifications.$inferSelect): NotificationView {
  return {
    id: row.id,
    alert_title: row.alertTitle,
    alert_text: row.alertText,
    date: row.createdAt.toISOString(),
    is_seen: row.isSeen,
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
      .values({ userId, alertTitle: written(content.title, language), alertText: written(content.text, language) })
      .returning();
    if (!row) throw new Error('insert notification returned nothing');
    const view = toNotificationView(row);
    await executor.execute(sql`SELECT pg_notify(${this.channel}, ${JSON.stringify({ userId, notification: view })})`);
    return view;
  }

  /** Newest first, `pageSize + 1` read to know whether a next page exists. */
  async page(userId: number, page: number): Promise<{ results: NotificationView[]; hasNext: boolean; count: number }> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(ALERTS_PAGE_SIZE + 1)
      .offset((page - 1) * ALERTS_PAGE_SIZE);
    const [total] = await this.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
    return {
      results: rows.slice(0, ALERTS_PAGE_SIZE).map(toNotificationView),
      hasNext: rows.length > ALERTS_PAGE_SIZE,
      count: total?.n ?? 0,
    };
  }

  /** Spec 000 §7 "latest=true and last_seen": what arrived after the newest one the client holds. */
  async latest(userId: number, lastSeen: Date): Promise<NotificationView[]> {
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
    return rows.map(toNotificationView);
  }

  async unread(userId: number): Promise<NotificationView[]> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, false)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(100);
    return rows.map(toNotificationView);
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
