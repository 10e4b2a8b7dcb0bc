/**
 * buildApp: the whole HTTP API as a Fastify instance, without listening (fastify/demo style),
 * so tests drive it with `app.inject` and `server.ts` only adds listen and shutdown.
 */
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { errorHandler } from './http/errors';
import { healthRoutes } from './modules/health/health.routes';
import { buildServices, type Services } from './services';

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    services: Services;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Pino logging; off in tests unless asked for. */
  logger?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database } = options;
  const app: AppInstance = Fastify({
    logger: options.logger ? { level: config.nodeEnv === 'production' ? 'info' : 'debug' } : false,
    // Query strings like `?latest=true` arrive as strings; the TypeBox compiler converts them.
    routerOptions: { ignoreTrailingSlash: false },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) => {
    void reply.status(404).send({ detail: 'Not found.' });
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', buildServices(database, config));

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  // Limits are declared per route (login, OTP, forgot password); nothing global.
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  await app.register(websocket);
  await app.register(swagger, {
    openapi: {
      info: { title: 'engage API', version: '0.1.0', description: 'The engage reference API (spec 000 and 001).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes);
  return app;
}
