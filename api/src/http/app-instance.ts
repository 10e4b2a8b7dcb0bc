/**
 * The type of the Fastify instance every route file, hook and job receives, and what the app
 * decorates it with. It lives apart from app.ts so that route files can name it without
 * importing the module that imports them.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { RealtimeHub } from '../modules/realtime/realtime.hub';
import type { Services } from '../services';

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
    realtime: RealtimeHub;
  }
}
