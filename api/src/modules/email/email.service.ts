/**
 * Outgoing email: every message is written to the `email_outbox` table (the tests and the dev
 * endpoint read it there); when SMTP is configured a sender delivers and marks it sent. A message
 * the mail server does not take is tried again with backoff, and stays visible to an operator:
 * its tries, next try and last error are on its row, and each failed pass is logged. An email
 * is written in its reader's language (the one they chose; English until they choose).
 */
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import type { Language } from '@engage/shared/i18n/language';
import { emailOutbox } from '../../db/schema';
import { mentionsAny, redacted, type MentionPatterns } from '../../db/redaction';
import { text, written, type UserText } from '../../i18n/messages';
import { forbidden } from '../../http/errors';
import { marketingAllowed } from '../consents/consents-table';
import type { OutboxEntry } from './outbox-schemas';

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

/** An email to write: `language` is the reader's saved one, null (never chosen) for English. */
export interface EmailToWrite {
  to: string;
  language: Language | null;
  subject: UserText;
  body: UserText;
}

/** Delivery to a real mail server (SmtpTransport when SMTP_URL is set). */
export interface MailTransport {
  send(message: OutgoingEmail): Promise<void>;
}

/** The wait before try n+1 after n failures: 30 s, doubling, at most an hour. */
function retryDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

/** Where a failed delivery is reported (the server's logger in production). */
export type DeliveryWarning = (details: { id: number; attempts: number; error: string }) => void;

export class EmailService {
  constructor(
    private readonly db: Db,
    private readonly transport?: MailTransport,
    private readonly warn: DeliveryWarning = ({ id, attempts, error }) =>
      console.warn(`[email] message ${id} was not delivered (try ${attempts}): ${error}; it will be tried again`),
  ) {}

  /**
   * News and offers: written only for a user whose latest marketing answer is yes (modules/consents);
   * anyone else is refused, so no caller can send marketing to someone who did not opt in.
   */
  async enqueueMarketing(userId: number, message: EmailToWrite, executor: Executor = this.db): Promise<void> {
    if (!(await marketingAllowed(executor, userId))) throw forbidden(text('emailMarketingRefused'));
    await this.enqueue(message, executor);
  }

  async enqueue(message: EmailToWrite, executor: Executor = this.db): Promise<void> {
    const language = message.language ?? 'en';
    await executor.insert(emailOutbox).values({
      toAddress: message.to,
      subject: written(message.subject, language),
      body: written(message.body, language),
    });
  }

  /**
   * Sends what is waiting and due (called by the `email delivery` job when a transport exists).
   * Rows are claimed with FOR UPDATE SKIP LOCKED, so several API instances never send one email
   * twice; a message the server refuses stays pending, with its error, until its next try.
   */
  async deliverPending(limit = 20, now = new Date()): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    return this.db.transaction(async (tx) => {
      const pending = await tx
        .select()
        .from(emailOutbox)
        .where(
          and(isNull(emailOutbox.sentAt), or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, now))),
        )
        .orderBy(emailOutbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      let sent = 0;
      for (const row of pending) {
        try {
          await transport.send({ to: row.toAddress, subject: row.subject, body: row.body });
        } catch (error) {
          const attempts = row.attempts + 1;
          const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          await tx
            .update(emailOutbox)
            .set({ attempts, lastError: reason, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) })
            .where(eq(emailOutbox.id, row.id));
          this.warn({ id: row.id, attempts, error: reason });
          continue;
        }
        await tx.update(emailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, row.id));
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
      attempts: row.attempts,
      last_error: row.lastError,
    }));
  }
}

/**
 * A deleted account's mail goes from the outbox, sent or not: what was sent is in the person's
 * own mailbox, and a copy here would keep their address and name. Mail to others (the
 * operators) keeps its sense with the person's identifiers taken out.
 */
export async function eraseMailOf(executor: Executor, address: string, mentions: MentionPatterns): Promise<void> {
  await executor.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = ${address.trim().toLowerCase()}`);
  await executor
    .update(emailOutbox)
    .set({ subject: redacted(emailOutbox.subject, mentions), body: redacted(emailOutbox.body, mentions) })
    .where(or(mentionsAny(emailOutbox.subject, mentions), mentionsAny(emailOutbox.body, mentions)));
}
