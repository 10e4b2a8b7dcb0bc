/**
 * Outgoing email: every message is written to the `email_outbox` table (the tests and the dev
 * endpoint read it there); when SMTP is configured a sender delivers and marks it sent.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { emailOutbox } from '../../db/schema';

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

/** Delivery to a real mail server (SmtpTransport when SMTP_URL is set). */
export interface MailTransport {
  send(message: OutgoingEmail): Promise<void>;
}

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  body: string;
  created: string;
  sent: boolean;
}

export class EmailService {
  constructor(
    private readonly db: Db,
    private readonly transport?: MailTransport,
  ) {}

  async enqueue(message: OutgoingEmail, executor: Executor = this.db): Promise<void> {
    await executor.insert(emailOutbox).values({ toAddress: message.to, subject: message.subject, body: message.body });
  }

  /**
   * Sends what is waiting (called by a timer in the server when a transport exists). Rows are
   * claimed with FOR UPDATE SKIP LOCKED, so several API instances never send one email twice;
   * a message whose sending fails stays pending and is tried again on the next pass.
   */
  async deliverPending(limit = 20): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    return this.db.transaction(async (tx) => {
      const pending = await tx
        .select()
        .from(emailOutbox)
        .where(isNull(emailOutbox.sentAt))
        .orderBy(emailOutbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      let sent = 0;
      for (const row of pending) {
        try {
          await transport.send({ to: row.toAddress, subject: row.subject, body: row.body });
        } catch (error) {
          console.warn(`[email] could not send message ${row.id}; it stays in the outbox`, error);
          continue;
        }
        await tx.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
        sent += 1;
      }
      return sent;
    });
  }

  /** Newest first; filtered by recipient when given. */
  async list(to?: string, limit = 50): Promise<OutboxEntry[]> {
    const rows = await this.db
      .select()
      .from(emailOutbox)
      .where(to ? and(eq(sql`lower(${emailOutbox.toAddress})`, to.toLowerCase())) : undefined)
      .orderBy(desc(emailOutbox.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      body: row.body,
      created: row.createdAt.toISOString(),
      sent: row.sentAt !== null,
    }));
  }
}
