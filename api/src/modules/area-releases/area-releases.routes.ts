/**
 * Area releases (docs/canary-releases.md): the shell's question (public: a bearer token, when
 * sent, only adds the user's pins and decides their canary share by account), the deploy
 * command's routes (the deploy token), and the console's list and pins.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance';
import { apiRoute } from '../../http/api-route';
import { bearerToken } from '../../http/authenticate';
import { ApiError } from '../../http/errors';
import { currentOperator } from '../operators/operator-guard';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Refuses a request without the deploy token; compares in constant time. */
function requireDeployToken(app: AppInstance, request: FastifyRequest): void {
  const expected = app.config.deployToken;
  if (!expected) throw new ApiError(503, 'Release registration is off on this server: set DEPLOY_TOKEN.');
  const given = bearerToken(request.headers.authorization);
  if (!given || !timingSafeEqual(digest(given), digest(expected))) {
    throw new ApiError(401, 'The deploy token is missing or wrong.');
  }
}

export async function areaReleasesRoutes(app: AppInstance): Promise<void> {
  app.route({
    ...apiRoute('areaReleaseChoices', {
      tags: ['area-releases'],
      description:
        'The areas where this visitor loads a canary or a pinned release instead of the runtime config’s. ' +
        'Signed out, the canary share is decided by `visitor`; with a valid bearer token, by the account.',
      config: { public: true },
    }),
    handler: async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      const auth = token ? await app.services.accounts.authenticate(token) : null;
      reply.header('cache-control', 'no-store');
      const results = await app.services.areaReleases.choicesFor({
        ...(auth ? { userId: auth.userId } : {}),
        ...(request.query.visitor ? { visitor: request.query.visitor } : {}),
      });
      return { results };
    },
  });

  app.route({
    ...apiRoute('deployReleases', { tags: ['area-releases'], errors: [401, 503], config: { public: true } }),
    handler: async (request) => {
      requireDeployToken(app, request);
      return { results: await app.services.areaReleases.list(request.query.area) };
    },
  });

  app.route({
    ...apiRoute('deployRegister', { tags: ['area-releases'], errors: [401, 409, 503], config: { public: true } }),
    handler: async (request, reply) => {
      requireDeployToken(app, request);
      reply.code(201);
      return app.services.areaReleases.register(request.body);
    },
  });

  app.route({
    ...apiRoute('deployPromote', { tags: ['area-releases'], errors: [401, 409, 503], config: { public: true } }),
    handler: async (request) => {
      requireDeployToken(app, request);
      return app.services.areaReleases.promote(request.body.area);
    },
  });

  app.route({
    ...apiRoute('deployRollback', { tags: ['area-releases'], errors: [401, 409, 503], config: { public: true } }),
    handler: async (request) => {
      requireDeployToken(app, request);
      return app.services.areaReleases.rollBack(request.body.area);
    },
  });

  app.route({
    ...apiRoute('operatorAreaReleases', { tags: ['operator'], errors: [403] }),
    handler: async (request) => {
      currentOperator(request);
      return { results: await app.services.areaReleases.list(request.query.area) };
    },
  });

  app.route({
    ...apiRoute('operatorReleasePins', { tags: ['operator'], errors: [403] }),
    handler: async (request) => {
      currentOperator(request);
      return { results: await app.services.areaReleases.pins() };
    },
  });

  app.route({
    ...apiRoute('operatorReleasePin', { tags: ['operator'], errors: [403] }),
    handler: async (request, reply) => {
      const operator = currentOperator(request, ['support']);
      reply.code(201);
      return app.services.areaReleases.pin(operator, request.body);
    },
  });

  app.route({
    ...apiRoute('operatorReleaseUnpin', { tags: ['operator'], errors: [403] }),
    handler: async (request) => {
      currentOperator(request, ['support']);
      return { removed: await app.services.areaReleases.unpin(request.params.id) };
    },
  });
}
