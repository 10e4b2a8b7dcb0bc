/**
 * Field health (docs/field-health.md): the beacons pages send, and the console's figures.
 *
 * The beacon route is public (`sendBeacon` sends no token) and small: a 16 kB body at most, a
 * schema-checked batch, TELEMETRY_BEACONS_PER_MINUTE per client address and 60 per visitor id.
 */
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance';
import { apiRoute } from '../../http/api-route';
import { ApiError } from '../../http/errors';
import { currentOperator } from '../operators/operator-guard';

const BEACON_BYTES_MAX = 16 * 1024;
const BEACONS_PER_VISITOR_MINUTE = 60;
const DAYS_SHOWN = 7;

const tooMany = () => new ApiError(429, 'Too many beacons: send fewer.');

export async function fieldHealthRoutes(app: AppInstance): Promise<void> {
  const perVisitor = app.createRateLimit({
    max: BEACONS_PER_VISITOR_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `field-visitor|${(request.body as { visitor: string }).visitor}`,
  });

  app.route({
    ...apiRoute('fieldBatch', {
      tags: ['field-health'],
      description:
        'A beacon of page views, Web Vitals and errors. `text/plain` holding JSON is taken as JSON ' +
        '(what `navigator.sendBeacon` sends without a preflight).',
      config: {
        public: true,
        rateLimit: {
          max: app.config.telemetryBeaconsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => `field-address|${request.ip}`,
          errorResponseBuilder: () => tooMany(),
        },
      },
    }),
    bodyLimit: BEACON_BYTES_MAX,
    handler: async (request) => {
      const limit = await perVisitor(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooMany();
      return { accepted: await app.services.fieldHealth.take(request.body) };
    },
  });

  app.route({
    ...apiRoute('operatorAreaHealth', { tags: ['operator'], errors: [403] }),
    handler: async (request) => {
      currentOperator(request);
      return app.services.fieldHealth.health(request.query.days ?? DAYS_SHOWN);
    },
  });
}
