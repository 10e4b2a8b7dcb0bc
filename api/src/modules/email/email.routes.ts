/** Development only: read the outbox (sign-up codes, reset links) without a mail server. */
import { Type } from 'typebox';
import type { AppInstance } from '../../http/app-instance';

const OutboxEntrySchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  created: Type.String({ format: 'date-time' }),
  sent: Type.Boolean(),
  /** Failed tries so far, and the mail server's last answer (null once delivered). */
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
});

export async function emailRoutes(app: AppInstance): Promise<void> {
  if (!app.config.sandboxRoutes) return;
  app.get(
    '/api/dev/outbox/',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        description: 'Development only (absent in production): the email outbox, newest first.',
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
        response: { 200: Type.Object({ results: Type.Array(OutboxEntrySchema) }) },
      },
    },
    async (request) => ({ results: await app.services.email.list(request.query.to) }),
  );
}
