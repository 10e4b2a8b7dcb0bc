/**
 * Every service of the API, built once per app from the database and the config. Handlers
 * reach them through `app.services`; services never see Fastify.
 */
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { AccountsService } from './modules/accounts/accounts.service';
import { SandboxGoogleProvider, type GoogleIdentityProvider } from './modules/accounts/google-provider';
import { alertsChannel, NotificationsService } from './modules/alerts/alerts.service';
import { EmailService, type MailTransport } from './modules/email/email.service';
import { LedgerService } from './modules/ledger/ledger.service';
import { FeedService } from './modules/feed/feed.service';
import { ConnectionsService, type InstagramVerifier } from './modules/profile/connections.service';
import { ProfileService } from './modules/profile/profile.service';
import { SandboxOAuthService } from './modules/sandbox/sandbox-oauth.service';
import { TasksService } from './modules/tasks/tasks.service';
import { BotService } from './modules/bot/bot.service';
import { SandboxVerifier, type TaskVerifier } from './modules/tasks/verifier';

export interface Services {
  ledger: LedgerService;
  email: EmailService;
  notifications: NotificationsService;
  sandbox: SandboxOAuthService;
  accounts: AccountsService;
  connections: ConnectionsService;
  profile: ProfileService;
  feed: FeedService;
  tasks: TasksService;
  bot: BotService;
}

export interface ServiceOptions {
  /** Keeps NOTIFY channels of parallel test databases apart; '' in production. */
  channelPrefix?: string;
  /** Real providers plug in here; the sandboxes are the default. */
  google?: GoogleIdentityProvider;
  mailTransport?: MailTransport;
  instagram?: InstagramVerifier;
  verifier?: TaskVerifier;
}

export function buildServices(database: Database, config: AppConfig, options: ServiceOptions = {}): Services {
  const db = database.db;
  const prefix = options.channelPrefix ?? '';
  const ledger = new LedgerService(db);
  const email = new EmailService(db, options.mailTransport);
  const notifications = new NotificationsService(db, alertsChannel(prefix));
  const sandbox = new SandboxOAuthService(db);
  const google = options.google ?? new SandboxGoogleProvider(sandbox);
  const accounts = new AccountsService(db, config, email, notifications, google);
  const connections = new ConnectionsService(db, sandbox, options.instagram);
  const profile = new ProfileService(db, accounts, ledger, connections, config.mediaDir);
  const feed = new FeedService(db);
  const tasks = new TasksService(db, config, ledger, accounts, connections, notifications, options.verifier ?? new SandboxVerifier());
  const bot = new BotService(db, config, tasks);
  return { ledger, email, notifications, sandbox, accounts, connections, profile, feed, tasks, bot };
}
