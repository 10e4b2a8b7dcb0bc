/**
 * The operator of an `/api/operator/…` route, and what their role allows. The authentication hook
 * (http/authenticate.ts) has already refused a call without an operator's token, a consumer's
 * token included; here a route says which roles may use it. `admin` may use every route.
 *
 *   handler: async (request) => {
 *     const operator = currentOperator(request, ['finance']);   // finance or admin
 *     …
 *   }
 */
import type { FastifyRequest } from 'fastify';
import type { OperatorRole } from '@engage/shared/contract/operator-access';
import { forbidden, unauthorized } from '../../http/errors';
import { text } from '../../i18n/messages';
import type { OperatorAuth } from './operator-access';

export type { OperatorAuth } from './operator-access';
export type { OperatorRole } from '@engage/shared/contract/operator-access';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorAuth | null;
  }
}

const OPERATOR_PREFIX = '/api/operator/';

/** Whether the route matched is one of the console's (its pattern, not the URL asked for). */
export function isOperatorRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith(OPERATOR_PREFIX) ?? false;
}

export function currentOperator(request: FastifyRequest, roles?: readonly OperatorRole[]): OperatorAuth {
  const operator = request.operator;
  if (!operator) throw unauthorized(text('operatorSignInNeeded'));
  if (roles && operator.role !== 'admin' && !roles.includes(operator.role)) {
    throw forbidden(text('operatorRoleRefused', { role: operator.role }));
  }
  return operator;
}
