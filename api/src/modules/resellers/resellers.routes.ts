/**
 * Resellers (docs/resellers.md): the owner's API keys, and the SMM panel API v2 they open.
 *
 * The panel API is public to the bearer check and authenticates by its `key` alone. Its answers
 * follow the panels: a refusal is `{error}` with 200; only a malformed request (a value past its
 * bound, a body that is not a form or JSON object) is a 4xx, and too many calls a 429, each
 * still carrying `error`. At most PANEL_CALLS_PER_MINUTE calls a minute per key, and a client
 * address that keeps sending wrong keys is slowed down before it learns anything.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../http/authenticate';
import { ApiError, errorHandler } from '../../http/errors';
import { text } from '../../i18n/messages';
import { answered } from '../../i18n/request-language';
import { PANEL_ERRORS } from './panel-api';
import { keyHash } from './reseller-keys';

const PANEL_CALLS_PER_MINUTE = 60;
/** Wrong keys one client address may send a minute before it waits. */
const WRONG_KEYS_PER_MINUTE = 20;

const tooMany = (seconds: number) =>
  new ApiError(429, `Too many requests: try again in ${String(Math.max(1, Math.ceil(seconds)))} seconds`);

/** Counted per key (its hash: the counters' table never holds a key). */
const perKey = (request: FastifyRequest) => {
  const body = request.body as { key?: unknown } | undefined;
  return typeof body?.key === 'string' ? `reseller|${keyHash(body.key)}` : `reseller-address|${request.ip}`;
};

/** Every refusal of the panel API carries `error`, the field panel scripts read. */
function panelErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error instanceof ApiError ? error.statusCode : error.validation ? 400 : (error.statusCode ?? 500);
  // A validation failure's answer carries `error` already; a 5xx says nothing of its cause.
  if (status >= 500 || error.validation) return errorHandler(error, request, reply);
  void reply.status(status).send({ error: error.message, detail: error.message });
}

export async function resellersRoutes(app: AppInstance): Promise<void> {
  const keys = app.services.resellerKeys;

  app.route({
    ...apiRoute('resellerKeys', { tags: ['resellers'] }),
    handler: async (request) => ({ results: await keys.list(currentUser(request).userId) }),
  });

  app.route({
    // 403 an embedded area's token; 409 the most keys an account may hold.
    ...apiRoute('resellerKeyCreate', {
      tags: ['resellers'],
      errors: [403, 409],
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 hour',
          keyGenerator: (request) => `reseller-keys|${request.auth?.userId ?? request.ip}`,
        },
      },
      description: 'The answer is the only time the key itself is shown; engage keeps only its SHA-256.',
    }),
    handler: async (request, reply) => {
      const created = await keys.create(currentUser(request), request.body.name);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...apiRoute('resellerKeyRevoke', { tags: ['resellers'], errors: [404] }),
    handler: async (request) => {
      await keys.revoke(currentUser(request).userId, request.params.id);
      return { message: answered(request, text('resellerKeyRevoked')) };
    },
  });

  const wrongKeysPerAddress = app.createRateLimit({
    max: WRONG_KEYS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `reseller-wrong-key|${request.ip}`,
  });

  app.route({
    ...apiRoute('resellerPanel', {
      tags: ['resellers'],
      description:
        'The SMM panel API v2 (docs/resellers.md), form-encoded or JSON. Authenticated by `key` (a reseller key), ' +
        `never a bearer token; at most ${String(PANEL_CALLS_PER_MINUTE)} calls a minute per key.`,
      config: {
        public: true,
        rateLimit: {
          max: PANEL_CALLS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: perKey,
          errorResponseBuilder: (_request, context) => tooMany(context.ttl / 1000),
        },
      },
    }),
    errorHandler: panelErrorHandler,
    handler: async (request) => {
      const owner = await keys.authenticate(request.body.key);
      if (!owner) {
        const limit = await wrongKeysPerAddress(request);
        if (!limit.isAllowed && limit.isExceeded) throw tooMany(limit.ttl / 1000);
        return { error: PANEL_ERRORS.invalidKey };
      }
      return app.services.panelApi.answer(owner.userId, request.body);
    },
  });
}
