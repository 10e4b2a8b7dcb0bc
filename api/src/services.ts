/**
 * Every service of the API, built once per app from the database and the config. Handlers
 * reach them through `app.services`; services never see Fastify.
 */
import { publicApiBase, type AppConfig } from './config';
import type { Database } from './db/database';
import { AccountsService } from './modules/accounts/accounts.service';
import {
  OpenIdGoogleProvider,
  SandboxGoogleProvider,
  type GoogleIdentityProvider,
} from './modules/accounts/google-provider';
import { GoogleOpenIdClient } from './providers/google/google-openid';
import { alertsChannel, NotificationsService } from './modules/alerts/alerts.service';
import { EmailService, type MailTransport } from './modules/email/email.service';
import { SmtpTransport } from './modules/email/smtp-transport';
import { LedgerService } from './modules/ledger/ledger.service';
import { OperatorAlerts } from './modules/operator-alerts/operator-alerts';
import { FeedService } from './modules/feed/feed.service';
import { ConnectionsService } from './modules/profile/connections.service';
import { sandboxInstagram, type InstagramVerifier } from './modules/profile/instagram-verifier';
import { checkoutOff, googleOff, instagramOff, MpesaOff, verifierOff } from './providers/not-configured';
import { ProfileService } from './modules/profile/profile.service';
import { LinkHistory } from './modules/linked-accounts/link-history';
import { LinkedAccountsService } from './modules/linked-accounts/linked-accounts.service';
import type { LinkingProviders } from './modules/linked-accounts/linking-provider';
import { TokenCipher } from './modules/linked-accounts/token-cipher';
import { XLinking } from './providers/x/x-linking';
import { YoutubeLinking } from './providers/youtube-oauth/youtube-linking';
import { SandboxOAuthService } from './modules/sandbox/sandbox-oauth.service';
import { TasksService } from './modules/tasks/tasks.service';
import { RetentionChecks } from './modules/tasks/retention-checks';
import { ClaimReview } from './modules/tasks/claim-review';
import { ClaimRechecks } from './modules/tasks/claim-rechecks';
import { TaskClaims } from './modules/tasks/task-claims';
import { TaskCredit } from './modules/tasks/task-credit';
import { WatchTickets } from './modules/tasks/watch-tickets';
import { BotService } from './modules/bot/bot.service';
import { SandboxVerifier, type TaskVerifier } from './modules/tasks/verifier';
import { PlatformVerifier } from './modules/tasks/platform-verifier';
import { uncheckedTasks } from './modules/tasks/capabilities';
import type { LinkedTokens } from './modules/tasks/linked-tokens';
import { VerificationBudget } from './modules/tasks/verification-budget';
import { CheckoutService } from './modules/checkout/checkout.service';
import type { MoneyLog } from './modules/checkout/payment-funding';
import { SandboxHostedCheckout, type HostedCheckout } from './modules/checkout/hosted-checkout';
import { LocationsService } from './modules/locations/locations.service';
import { NotifyPostsPublisher, type PostsPublisher } from './modules/posting/posts-publisher';
import { postsChannel } from './modules/realtime/realtime.hub';
import { PostingService } from './modules/posting/posting.service';
import { PostLife } from './modules/posting/post-life';
import { PostRefunds } from './modules/checkout/post-refunds';
import { PostReports } from './modules/posting/post-report';
import { Receipts } from './modules/posting/receipts';
import { ReelsService } from './modules/reels/reels.service';
import { ReferralsService } from './modules/referrals/referrals.service';
import { FarmSignals } from './modules/farms/farm-signals';
import { callbackKey, mpesaCallbackUrls, SandboxMpesa, type MpesaGateway } from './modules/wallet/mpesa-gateway';
import { DarajaMpesa } from './providers/daraja/daraja-mpesa';
import { PaypalCheckout } from './providers/paypal/paypal-checkout';
import { ReconciliationService } from './modules/reconciliation/reconciliation.service';
import { WalletService } from './modules/wallet/wallet.service';
import { rateBp } from './modules/wallet/withholding';
import { MpesaFloat } from './modules/wallet/mpesa-float';
import { WithdrawalMethods } from './modules/wallet/withdrawal-methods';
import { PayoutNumberAlerts } from './modules/wallet/payout-number-alerts';
import { OperatorAccess } from './modules/operators/operator-access';
import { PersonActions } from './modules/operators/person-actions';
import { OperatorPayouts } from './modules/operators/payouts';
import { Adjustments } from './modules/operators/adjustments';
import { PanelApi } from './modules/resellers/panel-api';
import { ResellerKeys } from './modules/resellers/reseller-keys';
import { DataExports } from './modules/privacy/data-exports';
import { Consents } from './modules/consents/consents';
import { AreaReleases } from './modules/area-releases/area-releases';
import { FieldHealth } from './modules/field-health/field-health';

export interface Services {
  ledger: LedgerService;
  email: EmailService;
  /** What the people who run engage must look at (money paths that cannot finish by themselves). */
  operatorAlerts: OperatorAlerts;
  /** The operator console's sign-in and sessions (modules/operators). */
  operatorAccess: OperatorAccess;
  /** The console's actions on an account, its payouts and its balance adjustments. */
  personActions: PersonActions;
  operatorPayouts: OperatorPayouts;
  adjustments: Adjustments;
  notifications: NotificationsService;
  sandbox: SandboxOAuthService;
  accounts: AccountsService;
  /** Terms, privacy policy and marketing answers on record (modules/consents). */
  consents: Consents;
  /** Set when GOOGLE_PROVIDER=google: the OpenID Connect flow of Google sign-in. */
  googleOpenId: OpenIdGoogleProvider | undefined;
  connections: ConnectionsService;
  /** Linked YouTube and X accounts' provider tokens (the verifier's way to call the platforms). */
  linkedAccounts: LinkedAccountsService;
  profile: ProfileService;
  feed: FeedService;
  tasks: TasksService;
  /** The watch tickets of task videos (a view claims no more than the time since its player started). */
  watchTickets: WatchTickets;
  /** Task claims under review, asked about again by the recheck job. */
  claimRechecks: ClaimRechecks;
  postLife: PostLife;
  postRefunds: PostRefunds;
  /** A paid post's report, and the receipts of its payment and of its unspent budget returned. */
  postReports: PostReports;
  receipts: Receipts;
  claimReview: ClaimReview;
  bot: BotService;
  mpesa: MpesaGateway;
  hostedCheckout: HostedCheckout;
  posting: PostingService;
  wallet: WalletService;
  mpesaFloat: MpesaFloat;
  withdrawalMethods: WithdrawalMethods;
  payoutNumberAlerts: PayoutNumberAlerts;
  referrals: ReferralsService;
  farms: FarmSignals;
  checkout: CheckoutService;
  /** The daily reconciliation of our records with the providers' own. */
  reconciliation: ReconciliationService;
  reels: ReelsService;
  locations: LocationsService;
  /** Resellers' API keys, and the SMM panel API v2 they open (docs/resellers.md). */
  resellerKeys: ResellerKeys;
  fieldHealth: FieldHealth;
  areaReleases: AreaReleases;
  panelApi: PanelApi;
  /** "Download my data": exports asked for, built by the `data exports` job (docs/privacy.md). */
  dataExports: DataExports;
}

export interface ServiceOptions {
  /** Keeps NOTIFY channels of parallel test databases apart; '' in production. */
  channelPrefix?: string;
  /** Real providers plug in here; otherwise config.providers picks the sandbox or off. */
  google?: GoogleIdentityProvider;
  mailTransport?: MailTransport;
  instagram?: InstagramVerifier;
  verifier?: TaskVerifier;
  /** The linked accounts' tokens the platform verifier reads; default: the linked-accounts module. */
  linkedTokens?: LinkedTokens;
  /** M-PESA STK push and B2C; default: the sandbox (results delivered by itself outside tests). */
  mpesa?: MpesaGateway;
  /** PayPal and card checkout; default: the sandbox approve page. */
  hostedCheckout?: HostedCheckout;
  /** Where money paths log the errors they handled (the server's log); default: the console. */
  moneyLog?: MoneyLog;
  /** Where newly live posts are announced; default: NOTIFY on `postsChannel(prefix)`. */
  postsPublisher?: PostsPublisher;
}

export function buildServices(database: Database, config: AppConfig, options: ServiceOptions = {}): Services {
  const db = database.db;
  const prefix = options.channelPrefix ?? '';
  const ledger = new LedgerService(db);
  const email = new EmailService(
    db,
    options.mailTransport ?? (config.smtpUrl ? new SmtpTransport(config.smtpUrl) : undefined),
  );
  const notifications = new NotificationsService(db, alertsChannel(prefix));
  const operatorAlerts = new OperatorAlerts(db, email, config.operatorEmail);
  const sandbox = new SandboxOAuthService(db);
  const sandboxes = config.providers;
  // Real Google sign-in: the API runs the OpenID Connect flow and issues one-time sign-in tokens.
  const googleOpenId = config.google
    ? new OpenIdGoogleProvider(new GoogleOpenIdClient(config.google), sandbox)
    : undefined;
  const google =
    options.google ?? googleOpenId ?? (sandboxes.google === 'sandbox' ? new SandboxGoogleProvider(sandbox) : googleOff);
  const linkingProviders: LinkingProviders | null = config.linking
    ? { youtube: new YoutubeLinking(config.linking.youtube), twitter: new XLinking(config.linking.x) }
    : null;
  const linkedAccounts = new LinkedAccountsService(
    db,
    config.linking ? new TokenCipher(config.linking.tokenEncryptionKey) : null,
    linkingProviders,
  );
  const linkHistory = new LinkHistory(config.linkHistoryKey);
  const connections = new ConnectionsService(
    db,
    sandboxes.accountLinking === 'sandbox' ? sandbox : null,
    // Instagram has no OAuth of ours: with real linking it stays the sandbox's check outside production.
    options.instagram ?? (sandboxes.accountLinking === 'sandbox' ? sandboxInstagram : instagramOff),
    linkedAccounts,
    linkHistory,
    linkingProviders,
  );
  const consents = new Consents(db, config.policyVersions);
  const accounts = new AccountsService(db, config, email, notifications, google, connections, consents);
  const profile = new ProfileService(db, accounts, ledger, connections, config.mediaDir, consents);
  const feed = new FeedService(
    db,
    config.providers.verifier === 'platform' && config.verification.hideUnverifiable
      ? uncheckedTasks(config.verification)
      : [],
  );
  const verifier = options.verifier ?? taskVerifier(database, config, options.linkedTokens ?? linkedAccounts);
  const taskClaims = new TaskClaims(db, config.producerReviewHours);
  const taskCredit = new TaskCredit(config, ledger, notifications, connections, linkHistory);
  const postLife = new PostLife(db, ledger, taskClaims, notifications, config.postExpiryDays);
  const claimReview = new ClaimReview(db, taskClaims, taskCredit, notifications, operatorAlerts, connections, postLife);
  const watchTickets = new WatchTickets(db, config.minWatchSeconds);
  const retention = new RetentionChecks(db, config, ledger, verifier, notifications, operatorAlerts, postLife);
  const tasks = new TasksService(
    db,
    config,
    ledger,
    accounts,
    connections,
    verifier,
    taskClaims,
    taskCredit,
    watchTickets,
    retention,
    claimReview,
  );
  const claimRechecks = new ClaimRechecks(db, taskClaims, taskCredit, notifications, verifier, claimReview, postLife);
  const bot = new BotService(db, config, tasks, connections);
  // Safaricom calls back at PUBLIC_API_URL when Daraja is on; otherwise where browsers reach us.
  const callbacks = mpesaCallbackUrls(
    config.daraja?.publicApiUrl ?? publicApiBase(config),
    callbackKey(config.jwtSecret),
  );
  const mpesa = options.mpesa ?? mpesaGateway(config);
  const posting = new PostingService(db, accounts);
  const postReports = new PostReports(db, ledger);
  const receipts = new Receipts(db, ledger);
  const payoutNumberAlerts = new PayoutNumberAlerts(db, config, email, operatorAlerts, accounts);
  const withdrawalMethods = new WithdrawalMethods(db, accounts, config, payoutNumberAlerts);
  const wallet = new WalletService(
    db,
    ledger,
    notifications,
    operatorAlerts,
    mpesa,
    {
      resultUrl: callbacks.b2cResult,
      timeoutUrl: callbacks.timeout,
      statusResultUrl: callbacks.statusResult,
    },
    rateBp(config.withholdingTaxRate),
  );
  const mpesaFloat = new MpesaFloat(db, mpesa, operatorAlerts, wallet, config.floatAlertCents, {
    resultUrl: callbacks.floatResult,
    timeoutUrl: callbacks.timeout,
  });
  const farms = new FarmSignals(db, config.farms, notifications);
  const referrals = new ReferralsService(db, ledger, wallet, notifications, farms, config.referralHoldSeconds);
  const hostedCheckout = options.hostedCheckout ?? hostedCheckoutFor(config);
  const postRefunds = new PostRefunds(db, ledger, notifications, operatorAlerts, mpesa, hostedCheckout, {
    b2cResultUrl: callbacks.b2cResult,
    timeoutUrl: callbacks.timeout,
    statusResultUrl: callbacks.refundStatusResult,
  });
  const checkout = new CheckoutService(
    db,
    ledger,
    posting,
    postLife,
    referrals,
    notifications,
    options.postsPublisher ?? new NotifyPostsPublisher(postsChannel(prefix)),
    hostedCheckout,
    mpesa,
    {
      appUrl: config.appUrl,
      stkCallbackUrl: callbacks.stk,
      reversalResultUrl: callbacks.reversalResult,
      mpesaTimeoutUrl: callbacks.timeout,
    },
    operatorAlerts,
    config.paypalKesPerUsd,
    options.moneyLog ?? ((context, message) => console.error(message, context)),
    config.daraja?.transactionType === 'CustomerPayBillOnline' ? config.daraja.shortcode : undefined,
    postRefunds,
  );
  mpesa.connect({
    stk: (result) => checkout.handleStkResult(result),
    b2c: async (result) =>
      (await postRefunds.handleB2cResult(result)) === 'not ours' ? wallet.handleB2cResult(result) : undefined,
    float: (result) => mpesaFloat.handleResult(result),
  });
  const reconciliation = new ReconciliationService(db, ledger, operatorAlerts, wallet, {
    // Only real PayPal has a transaction search; the sandbox checkout has no records of its own.
    paypal: hostedCheckout instanceof PaypalCheckout ? hostedCheckout : null,
    mpesa: mpesa instanceof MpesaOff ? null : mpesa,
  });
  const reels = new ReelsService(db, feed, tasks);
  const locations = new LocationsService();
  const operatorAccess = new OperatorAccess(db, config);
  const personActions = new PersonActions(db, accounts, notifications);
  const operatorPayouts = new OperatorPayouts(db, wallet, config.reconcileAfterSeconds);
  const adjustments = new Adjustments(db, ledger, config.fourEyesCents);
  const resellerKeys = new ResellerKeys(db, accounts);
  const panelApi = new PanelApi(db, posting, checkout, postLife, ledger);
  const dataExports = new DataExports(db, { ledger, postLife, tasks, wallet }, notifications, email, config.appUrl);
  const fieldHealth = new FieldHealth(db);
  return {
    ...{
      ledger,
      email,
      operatorAlerts,
      notifications,
      sandbox,
      accounts,
      consents,
      connections,
      linkedAccounts,
      profile,
      feed,
      tasks,
      bot,
    },
    ...{
      watchTickets,
      claimRechecks,
      postLife,
      postRefunds,
      postReports,
      receipts,
      claimReview,
      mpesa,
      hostedCheckout,
      posting,
      wallet,
      mpesaFloat,
      withdrawalMethods,
      payoutNumberAlerts,
      referrals,
      farms,
    },
    ...{ checkout, reconciliation, reels, locations },
    ...{ operatorAccess, personActions, operatorPayouts, adjustments },
    ...{ resellerKeys, panelApi, dataExports },
    fieldHealth,
    areaReleases: new AreaReleases(db, fieldHealth, operatorAlerts, accounts, config.canary),
    googleOpenId,
  };
}

/** Task checks as configured: the sandbox, the platforms' APIs, or off. */
function taskVerifier(database: Database, config: AppConfig, tokens: LinkedTokens): TaskVerifier {
  if (config.providers.verifier === 'platform') {
    return new PlatformVerifier(config.verification, tokens, new VerificationBudget(database.db));
  }
  return config.providers.verifier === 'sandbox' ? new SandboxVerifier() : verifierOff;
}

/** M-PESA as configured: Daraja, the sandbox (results by itself after 3 s, outside tests) or off. */
function mpesaGateway(config: AppConfig): MpesaGateway {
  if (config.daraja) return new DarajaMpesa(config.daraja);
  if (config.providers.mpesa === 'sandbox') return new SandboxMpesa(config.nodeEnv === 'test' ? null : 3000);
  return new MpesaOff();
}

/** PayPal and card checkout as configured: PayPal, the sandbox or off. */
function hostedCheckoutFor(config: AppConfig): HostedCheckout {
  if (config.paypal) return new PaypalCheckout(config.paypal);
  return config.providers.checkout === 'sandbox' ? new SandboxHostedCheckout() : checkoutOff;
}
