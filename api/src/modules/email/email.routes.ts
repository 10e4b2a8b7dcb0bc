/**
 * Development only: read the outbox (sign-up codes, reset links) without a mail server. It hands
 * anyone the keys to every account, so it exists only where `devBackdoors` says so (config.ts).
 */
import type { AppInstance } from '../../http/app-instance';
import { OutboxAnswerSchema, OutboxQuerySchema } from './outbox-schemas';

export async function emailRoutes(app: AppInstance): Promise<void> {
  if (!app.config.sandboxRoutes || !app.config.devBackdoors) return;
  app.get(
    '/api/dev/outbox/',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        description: 'Development only (absent in production): the email outbox, newest first.',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxAnswerSchema },
      },
    },
    async (request) => ({ results: await app.services.email.list(request.query.to) }),
  );
}
