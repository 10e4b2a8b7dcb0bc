/**
 * buildApp: the whole HTTP API as a Fastify instance, without listening (fastify/demo style),
 * so tests drive it with `app.inject` and `server.ts` only adds listen and shutdown.
 */
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { AppInstance } from './http/app-instance';
import { registerContentTypeRule } from './http/content-types';
import { badRequest, errorHandler } from './http/errors';
import { text } from './i18n/messages';
import { REPLAYED_HEADER, registerIdempotency } from './http/idempotency';
import { registerOpenApi } from './http/openapi';
import { postgresRateLimitStore } from './http/rate-limit-store';
import { validatorCompiler } from './http/validation';
import { registerJobs } from './jobs/jobs';
import { requestLogSerializer, urlLogSerializer } from './http/log-redaction';
import { healthRoutes } from './modules/health/health.routes';
import { registerAuthentication } from './http/authenticate';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import { emailRoutes } from './modules/email/email.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { consentsRoutes } from './modules/consents/consents.routes';
import { claimsRoutes } from './modules/tasks/claims.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { postsChannel, RealtimeHub } from './modules/realtime/realtime.hub';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { alertsChannel } from './modules/alerts/alerts.service';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { buildServices, type ServiceOptions } from './services';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { postingRoutes } from './modules/posting/posting.routes';
import { reelsRoutes } from './modules/reels/reels.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { mpesaCallbackRoutes } from './modules/wallet/mpesa-callbacks.routes';
import { operatorAccessRoutes } from './modules/operators/operator-access.routes';
import { operatorConsoleRoutes } from './modules/operators/operator-console.routes';
import { resellersRoutes } from './modules/resellers/resellers.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { areaReleasesRoutes } from './modules/area-releases/area-releases.routes';
import { fieldHealthRoutes } from './modules/field-health/field-health.routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Pino logging; off in tests unless asked for (a stream captures it in a test). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  services?: ServiceOptions;
}

export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database } = options;
  const app: AppInstance = Fastify({
    logger: options.logger
      ? {
          level: config.nodeEnv === 'production' ? 'info' : 'debug',
          serializers: { req: requestLogSerializer, url: urlLogSerializer },
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
        }
      : false,
    // Query strings like `?latest=true` arrive as strings; validation.ts converts them.
    routerOptions: { ignoreTrailingSlash: false },
    bodyLimit: 1024 * 1024,
    // `request.ip` is the client's address as the trusted proxies forwarded it (config.trustProxy).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) => {
    void reply.status(404).send({ detail: 'Not found.' });
  });
  // Bodies only in the content types each route declares (415 otherwise), see content-types.ts.
  registerContentTypeRule(app);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate(
    'services',
    buildServices(database, config, {
      moneyLog: (context, message) => app.log.error(context, message),
      ...options.services,
    }),
  );
  // The sandbox consent pages post plain HTML forms (the only routes that declare them).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // `navigator.sendBeacon` posts JSON as text (any other type would need a preflight): the only
  // route that declares text takes it as JSON; content-types.ts refuses it everywhere else.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(badRequest(text('bodyNotJson')), undefined);
    }
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // Request headers are allowed as the preflight asks for them (the plugin's default), so
    // `Idempotency-Key`, which is not CORS-safelisted, passes; the replay mark and when to ask
    // again (a copy of a request still running, a database outage) may be read.
    exposedHeaders: [REPLAYED_HEADER, 'Retry-After'],
  });
  // Limits are declared per route (login, OTP, forgot password); nothing global. They run as a
  // preHandler so that their keys can use the parsed body (email) and the signed-in user. The
  // counters live in the database, shared by every instance (rate-limit-store.ts).
  await app.register(rateLimit, { global: false, hook: 'preHandler', store: postgresRateLimitStore(database) });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  await app.register(websocket);
  const prefix = options.services?.channelPrefix ?? '';
  const realtime = new RealtimeHub(
    database,
    { alerts: alertsChannel(prefix), posts: postsChannel(prefix) },
    (message, error) => app.log.error({ err: error }, message),
  );
  app.decorate('realtime', realtime);
  app.addHook('onReady', async () => realtime.start());
  // Live sessions are remembered only while this process hears of every session that ends.
  let stopWatchingSessions: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopWatchingSessions = await app.services.accounts.liveSessions.watch(database);
  });
  app.addHook('onClose', async () => stopWatchingSessions?.());
  // preClose: the sockets must be closed before the server waits for its connections to end.
  app.addHook('preClose', async () => realtime.stop());
  // Before any route: it completes each route's documented responses as the route is declared.
  await registerOpenApi(app, { ui: config.apiDocsUi });
  // After the rate limits (their hooks run first) and before any route it applies to.
  registerIdempotency(app);

  // Fail closed: where sandboxes are refused, a sandbox or dev route that some module still
  // declares stops the boot instead of quietly existing (config.ts, PROVIDER_SETTINGS).
  if (!config.sandboxRoutes) {
    app.addHook('onRoute', (route) => {
      if (/^\/api\/(sandbox|dev)\//.test(route.url)) {
        throw new Error(`${route.method} ${route.url} must not exist when sandboxes are refused`);
      }
    });
  } else if (!config.devBackdoors) {
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/dev/')) {
        throw new Error(`${route.method} ${route.url} must not exist beside a real provider`);
      }
    });
  }
  if (config.sandboxInProduction) {
    // Loud on purpose, whatever the log level: printed at every boot of such a server.
    console.warn(
      '\n!!! ALLOW_SANDBOX_IN_PRODUCTION=true: this server is a PUBLIC DEMO. Its sandbox providers sign anyone in\n' +
        '!!! as anyone, fund posts with no money and mark payouts paid. Never let real users or money near it.\n',
    );
  }

  registerAuthentication(app);
  await app.register(healthRoutes);
  await app.register(realtimeRoutes);
  await app.register(accountsRoutes);
  if (config.sandboxRoutes) await app.register(sandboxRoutes);
  await app.register(emailRoutes);
  await app.register(profileRoutes);
  await app.register(consentsRoutes);
  await app.register(tasksRoutes);
  await app.register(claimsRoutes);
  await app.register(alertsRoutes);
  // Static first segments: links, wallet, affiliate, reels, get-locations.
  await app.register(postingRoutes);
  await app.register(checkoutRoutes);
  await app.register(walletRoutes);
  await app.register(mpesaCallbackRoutes);
  await app.register(referralsRoutes);
  await app.register(reelsRoutes);
  await app.register(locationsRoutes);
  await app.register(settingsRoutes);
  await app.register(operatorAccessRoutes);
  await app.register(operatorConsoleRoutes);
  await app.register(resellersRoutes);
  await app.register(privacyRoutes);
  await app.register(fieldHealthRoutes);
  await app.register(areaReleasesRoutes);
  // Last: the feed and reaction paths start with a parameter (`:platform/`, `:link_id/…`);
  // the router prefers every static path registered above.
  await app.register(feedRoutes);
  registerJobs(app);
  return app;
}
