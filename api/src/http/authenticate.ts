/**
 * Bearer authentication for every `/api/` route except those whose config says `public: true`
 * (register, login, Google login, refresh, forgot and reset password — spec 000 §6 — plus
 * health, docs, the sandbox provider pages and the dev outbox). Secure by default: a new route
 * is protected unless it opts out. The operator console's routes (`/api/operator/…`) are
 * authenticated as operators (modules/operators), never as users.
 */
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from './app-instance';
import type { AuthContext } from '../modules/accounts/accounts.service';
import { unauthorized } from './errors';
import { text } from '../i18n/messages';
import { isOperatorRoute } from '../modules/operators/operator-guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function registerAuthentication(app: AppInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || request.is404 || request.routeOptions.config.public) return;
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request.headers.authorization);
    // The console's routes take only an operator's token (its own audience and key), and every
    // other route only a consumer's or producer's: neither token opens the other's routes.
    if (isOperatorRoute(request)) {
      const operator = token ? await app.services.operatorAccess.authenticate(token) : null;
      if (!operator) throw unauthorized(text('operatorSignInNeeded'));
      request.operator = operator;
      return;
    }
    if (!token) throw unauthorized();
    const auth = await app.services.accounts.authenticate(token);
    if (!auth) throw unauthorized(text('tokenNotValid'));
    request.auth = auth;
  });
}

/** The signed-in user of a protected route (the hook has already refused anonymous calls). */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
