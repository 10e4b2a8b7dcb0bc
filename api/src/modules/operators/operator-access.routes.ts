/**
 * The console's sign-in and its audit log (`/api/operator/…`). Enrolment and sign-in are public
 * (no token exists yet) and rate-limited per address and email; the rest takes an operator's token.
 */
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance';
import { apiRoute } from '../../http/api-route';
import { AUDIT_COLUMNS, auditPage } from './audit-log';
import { currentOperator } from './operator-guard';
import { pageSize, readCursor, sendList } from './operator-lists';

const byIpAndEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.toLowerCase() : '';
  return `operator|${request.ip}|${email}`;
};

/** Five tries a minute per address and email: a six-digit code cannot be guessed in its 90 seconds. */
const SIGN_IN_LIMIT = { max: 5, timeWindow: '1 minute', keyGenerator: byIpAndEmail };
const ENROL_LIMIT = { max: 10, timeWindow: '15 minutes' };

export async function operatorAccessRoutes(app: AppInstance): Promise<void> {
  const access = app.services.operatorAccess;

  app.route({
    ...apiRoute('operatorEnrolment', { tags: ['operator'], config: { public: true, rateLimit: ENROL_LIMIT } }),
    handler: async (request) => access.enrolment(request.params.token),
  });

  app.route({
    ...apiRoute('operatorEnrol', { tags: ['operator'], config: { public: true, rateLimit: ENROL_LIMIT } }),
    handler: async (request) => access.enrol(request.params.token, request.body.password, request.body.code),
  });

  app.route({
    ...apiRoute('operatorSignIn', {
      tags: ['operator'],
      config: { public: true, rateLimit: SIGN_IN_LIMIT },
      errors: [401],
    }),
    handler: async (request) => access.signIn(request.body.email, request.body.password, request.body.code),
  });

  app.route({
    ...apiRoute('operatorSignOut', { tags: ['operator'] }),
    handler: async (request) => {
      await access.signOut(currentOperator(request).sessionId);
      return { signed_out: true };
    },
  });

  app.route({
    ...apiRoute('operatorMe', { tags: ['operator'] }),
    handler: async (request) => {
      const operator = currentOperator(request);
      return { id: operator.operatorId, email: operator.email, role: operator.role };
    },
  });

  app.route({
    ...apiRoute('operatorAudit', { tags: ['operator'] }),
    handler: async (request, reply) => {
      currentOperator(request);
      const query = request.query;
      const page = await auditPage(
        app.database.db,
        { operator: query.operator, account: query.account, action: query.action },
        { after: readCursor(query.cursor, ['number']), limit: pageSize(query) },
      );
      return sendList(reply, query, page, AUDIT_COLUMNS, 'audit-log');
    },
  });
}
