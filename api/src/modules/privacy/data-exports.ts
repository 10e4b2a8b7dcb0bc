/**
 * "Download my data" (docs/privacy.md). A user asks; the `data exports` job builds the JSON file
 * of every record and the CSV statement, keeps them DATA_EXPORT_HOURS, and tells the user in the
 * app and by email. The files open only with a token AND the owner's session: the asking browser
 * gets one token in the answer, the emailed link carries another (the link opens the app's
 * Privacy settings, which downloads with the session). engage keeps only the tokens' SHA-256.
 */
import { DATA_EXPORT_HOURS, type DataExportFile, type DataExportStatus } from '@engage/shared/contract/privacy';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { nairobiDateTime } from '../../i18n/date-words';
import { text } from '../../i18n/messages';
import { randomToken, sha256 } from '../accounts/tokens';
import { findUser } from '../accounts/users-table';
import type { NotificationsService } from '../alerts/alerts.service';
import type { EmailService } from '../email/email.service';
import type { StatementSources } from '../wallet/statement';
import { exportJson, statementCsv } from './data-export';
import {
  expireDue,
  expireOf,
  insertExport,
  latestExport,
  markReady,
  openExportByHash,
  renewToken,
  waitingExports,
  type DataExportRow,
} from './data-exports-table';

/** The app page the emailed link opens (`profileSettings` in @engage/shared/paths). */
export const dataExportLink = (appUrl: string, token: string) =>
  `${appUrl}/consumer/profile/settings?export=${encodeURIComponent(token)}#privacy`;

/** Exports one job run builds at most: a big backlog is worked through over several runs. */
const EXPORTS_PER_RUN = 5;

function statusOf(row: DataExportRow | undefined, token: string | null = null): DataExportStatus {
  return {
    status: row?.status ?? 'none',
    requested_at: row?.createdAt.toISOString() ?? null,
    ready_at: row?.readyAt?.toISOString() ?? null,
    expires_at: row?.expiresAt?.toISOString() ?? null,
    token,
  };
}

export interface DataExportFileBody {
  fileName: string;
  contentType: string;
  body: string;
}

export class DataExports {
  constructor(
    private readonly db: Db,
    private readonly sources: StatementSources,
    private readonly notifications: NotificationsService,
    private readonly email: EmailService,
    private readonly appUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The user's newest export. */
  async status(userId: number): Promise<DataExportStatus> {
    await expireOf(this.db, userId, this.now());
    return statusOf(await latestExport(this.db, userId));
  }

  /**
   * Asks for an export, or answers the one preparing or ready. Either way the answer carries a
   * fresh token for this browser (the open export's earlier browser token stops working): a
   * browser that lost its token asks again rather than waiting for the email.
   */
  async request(userId: number): Promise<DataExportStatus> {
    const token = randomToken();
    return this.db.transaction(async (tx) => {
      await expireOf(tx, userId, this.now());
      const open = await latestExport(tx, userId);
      if (open && open.status !== 'expired') {
        await renewToken(tx, open.id, sha256(token));
        return statusOf(open, token);
      }
      const created = await insertExport(tx, { userId, tokenHash: sha256(token) });
      if (created) return statusOf(created, token);
      // Another request made it a moment ago: this browser gets its own token for that one.
      const other = await latestExport(tx, userId);
      if (!other) throw new Error('data export vanished while being asked for');
      await renewToken(tx, other.id, sha256(token));
      return statusOf(other, token);
    });
  }

  /** A ready export's file, for its owner holding one of its tokens; 404 otherwise (expired too). */
  async file(userId: number, token: string, which: DataExportFile): Promise<DataExportFileBody> {
    const now = this.now();
    await expireOf(this.db, userId, now);
    const row = await openExportByHash(this.db, userId, sha256(token));
    if (!row || row.status !== 'ready' || !row.expiresAt || row.expiresAt <= now) {
      throw notFound(text('dataExportNotFound'));
    }
    const day = row.createdAt.toISOString().slice(0, 10);
    return which === 'json'
      ? { fileName: `engage-data-${day}.json`, contentType: 'application/json; charset=utf-8', body: row.json ?? '' }
      : { fileName: `engage-statement-${day}.csv`, contentType: 'text/csv; charset=utf-8', body: row.csv ?? '' };
  }

  /**
   * The job's run: expired files dropped, then waiting exports built. Each is read first, then
   * marked ready in one transaction with its alert and email, so a crash leaves it waiting for
   * the next run rather than half told, and a run that finds it built already tells no one twice.
   */
  async runDue(): Promise<number> {
    await expireDue(this.db, this.now());
    let built = 0;
    for (const row of await waitingExports(this.db, EXPORTS_PER_RUN)) {
      const now = this.now();
      const json = await exportJson(this.db, row.userId, now);
      const csv = await statementCsv(this.sources, this.db, row.userId);
      const linkToken = randomToken();
      const expiresAt = new Date(now.getTime() + DATA_EXPORT_HOURS * 3600_000);
      const until = nairobiDateTime(expiresAt);
      await this.db.transaction(async (tx) => {
        const files = { json, csv, linkTokenHash: sha256(linkToken), readyAt: now, expiresAt };
        if (!(await markReady(tx, row.id, files))) return;
        built += 1;
        await this.notifications.create(
          row.userId,
          { title: text('alertDataExportReadyTitle'), text: text('alertDataExportReadyText', { until }) },
          tx,
        );
        const user = await findUser(tx, row.userId);
        if (!user) return;
        await this.email.enqueue(
          {
            to: user.email,
            language: user.language,
            subject: text('emailDataExportSubject'),
            body: text('emailDataExportBody', { link: dataExportLink(this.appUrl, linkToken), until }),
          },
          tx,
        );
      });
    }
    return built;
  }
}
