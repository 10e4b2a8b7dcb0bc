/**
 * A local X for account linking, written from docs.x.com ("OAuth 2.0 Authorization Code Flow
 * with PKCE", "GET /2/users/me"): the authorize page a person approves or denies, the token
 * endpoint (confidential client: HTTP Basic with the client id and secret), refresh with
 * `offline.access`, revocation, and `/2/users/me`. It refuses what X refuses — a wrong client,
 * a redirect_uri that differs from the authorize request's, a PKCE verifier that does not match
 * the challenge, a code used twice or older than X's 30 seconds, a rotated-away refresh token —
 * with X's answers: `{ error, error_description }` from OAuth, an RFC 7807 problem (`title`,
 * `type`, `status`, `detail`) from the API.
 *
 * Tests read what happened at `GET /_fake/state` (refresh grants, revocations) and can play a
 * user who withdraws the app's access in X's settings (`POST /_fake/withdraw`).
 *
 * The access tokens it issues are the ones X's API honours: {@link createXFake} hands the X API
 * fake (x-api-fake.ts) a lookup, so a token works there for its user until it expires, is
 * revoked, or the user withdraws access.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './paypal-fake-page';

export interface XFakeOptions {
  clientId: string;
  clientSecret: string;
  /** The app's registered callback URLs; X sends the browser to no other. */
  callbackUrls: string[];
  /** Access tokens live 2 hours at X. */
  accessTokenTtlSeconds?: number;
  /** Authorization codes live 30 seconds at X. */
  codeTtlSeconds?: number;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  method: 'S256' | 'plain';
  scope: string;
  userId: string;
  expiresAt: number;
  used: boolean;
}

interface Grant {
  userId: string;
  scope: string;
  expiresAt: number;
}

interface XUser {
  id: string;
  name: string;
  username: string;
}

/** What X's own error answers carry. */
const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.status(status).send({ error, error_description: description });

const unauthorizedProblem = { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' };

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const token = () => randomBytes(32).toString('base64url');

/** A stable numeric id per username, like X's snowflake ids. */
const userIdOf = (username: string) =>
  BigInt(`0x${createHash('sha256').update(username.toLowerCase()).digest('hex').slice(0, 15)}`).toString();

const PAGE_STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#000;color:#e7e9ea;margin:0}
main{max-width:26rem;margin:3rem auto;padding:2rem;border:1px solid #2f3336;border-radius:16px}
.brand{font-size:2rem;font-weight:800}.fake{font-size:.75rem;background:#ffd400;color:#000;border-radius:4px;padding:.1rem .4rem;margin-left:.5rem;vertical-align:middle}
.muted{color:#71767b}ul{padding-left:1.2rem}label{display:block;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.7rem;border-radius:6px;border:1px solid #536471;background:#000;color:#e7e9ea;font-size:1rem}
button{display:block;width:100%;border:0;border-radius:999px;padding:.8rem;font-size:1rem;font-weight:700;cursor:pointer;margin-top:.75rem}
.allow{background:#eff3f4;color:#0f1419}.deny{background:transparent;color:#eff3f4;border:1px solid #536471}`;

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Authorize app / X (fake)</title>
<style>${PAGE_STYLE}</style></head><body><main><div class="brand">𝕏<span class="fake">local fake</span></div>${body}</main></body></html>`;

const AUTHORIZE_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;
type AuthorizeRequest = Record<(typeof AUTHORIZE_FIELDS)[number], string>;

/** Whose an access token is and what it may read, as X's API sees it. */
export interface XAccessTokenInfo {
  userId: string;
  username: string;
  scopes: string[];
}

export interface XFake {
  /** The Fastify plugin; register it with `{ prefix: '/x' }`. */
  plugin: FastifyPluginAsync;
  /** The token's user and scopes, or null when unknown, expired or revoked. */
  accessToken(value: string): XAccessTokenInfo | null;
}

export function createXFake(options: XFakeOptions): XFake {
  const accessTtl = (options.accessTokenTtlSeconds ?? 7200) * 1000;
  const codeTtl = (options.codeTtlSeconds ?? 30) * 1000;
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, Grant>();
  const refreshTokens = new Map<string, Grant>();
  const users = new Map<string, XUser>();
  let refreshGrants = 0;
  let revocations: { token_type_hint: string; user_id: string | null }[] = [];

  const accessToken = (value: string): XAccessTokenInfo | null => {
    const grant = accessTokens.get(value);
    const user = grant ? users.get(grant.userId) : undefined;
    if (!grant || !user || grant.expiresAt < Date.now()) return null;
    return { userId: user.id, username: user.username, scopes: grant.scope.split(' ').filter(Boolean) };
  };

  const plugin: FastifyPluginAsync = async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, String(body).trim() === '' ? {} : JSON.parse(String(body)));
      } catch {
        done(null, {});
      }
    });

    /** What is wrong with an authorize request, or null; X shows an error page rather than redirect to an unknown URL. */
    const authorizeProblem = (query: Partial<AuthorizeRequest>): string | null => {
      if (query.response_type !== 'code') return 'response_type must be code.';
      if (query.client_id !== options.clientId) return 'This app is not known (client_id).';
      if (!query.redirect_uri || !options.callbackUrls.includes(query.redirect_uri)) {
        return 'redirect_uri is not one of the app’s callback URLs.';
      }
      if (!query.scope) return 'scope is required.';
      if (!query.state) return 'state is required.';
      if (!query.code_challenge) return 'code_challenge is required.';
      if (query.code_challenge_method !== 'S256' && query.code_challenge_method !== 'plain') {
        return 'code_challenge_method must be S256 or plain.';
      }
      return null;
    };

    const fieldsOf = (source: Record<string, unknown>): Partial<AuthorizeRequest> =>
      Object.fromEntries(
        AUTHORIZE_FIELDS.filter((name) => typeof source[name] === 'string').map((name) => [name, source[name]]),
      );

    app.get('/i/oauth2/authorize', async (request, reply) => {
      const query = fieldsOf(request.query as Record<string, unknown>);
      const problem = authorizeProblem(query);
      reply.type('text/html; charset=utf-8');
      if (problem)
        return reply.status(400).send(page(`<h1>Something went wrong</h1><p class="muted">${escapeHtml(problem)}</p>`));
      const hidden = AUTHORIZE_FIELDS.map(
        (name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`,
      ).join('\n');
      const scopes = (query.scope ?? '')
        .split(' ')
        .map((scope) => `<li>${escapeHtml(scope)}</li>`)
        .join('');
      return reply.send(
        page(`<h1>engage wants to access your X account.</h1>
<p class="muted">It will be able to:</p><ul>${scopes}</ul>
<form method="post">
${hidden}
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required value="engage_fan">
<button class="allow" name="decision" value="allow">Authorize app</button>
<button class="deny" name="decision" value="deny" formnovalidate>Cancel</button>
</form>`),
      );
    });

    app.post('/i/oauth2/authorize', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const query = fieldsOf(body);
      const problem = authorizeProblem(query);
      if (problem) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(page(`<h1>Something went wrong</h1><p>${escapeHtml(problem)}</p>`));
      }
      const target = new URL(query.redirect_uri ?? '');
      target.searchParams.set('state', query.state ?? '');
      if (body.decision !== 'allow') {
        target.searchParams.set('error', 'access_denied');
        return reply.redirect(target.toString(), 302);
      }
      const username = typeof body.username === 'string' ? body.username.trim().replace(/^@/, '') : '';
      if (!/^\w{1,15}$/.test(username)) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(page('<h1>Type a username: letters, digits and _.</h1>'));
      }
      const user = { id: userIdOf(username), name: username, username };
      users.set(user.id, user);
      const code = token();
      codes.set(code, {
        clientId: query.client_id ?? '',
        redirectUri: query.redirect_uri ?? '',
        challenge: query.code_challenge ?? '',
        method: query.code_challenge_method === 'plain' ? 'plain' : 'S256',
        scope: query.scope ?? '',
        userId: user.id,
        expiresAt: Date.now() + codeTtl,
        used: false,
      });
      target.searchParams.set('code', code);
      return reply.redirect(target.toString(), 302);
    });

    /** The confidential client's Basic header, exactly `base64(client_id:client_secret)` as X documents. */
    const clientAuthenticated = (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Basic ')) return false;
      return same(
        Buffer.from(header.slice(6), 'base64').toString('utf8'),
        `${options.clientId}:${options.clientSecret}`,
      );
    };

    const issue = (userId: string, scope: string) => {
      const access = token();
      const grant = { userId, scope, expiresAt: Date.now() + accessTtl };
      accessTokens.set(access, grant);
      const answer: Record<string, unknown> = {
        token_type: 'bearer',
        expires_in: Math.round(accessTtl / 1000),
        access_token: access,
        scope,
      };
      if (scope.split(' ').includes('offline.access')) {
        const refresh = token();
        refreshTokens.set(refresh, { userId, scope, expiresAt: Number.POSITIVE_INFINITY });
        answer.refresh_token = refresh;
      }
      return answer;
    };

    app.post('/2/oauth2/token', async (request, reply) => {
      if (!clientAuthenticated(request)) {
        return oauthError(reply, 401, 'unauthorized_client', 'Missing valid authorization header');
      }
      const body = (request.body ?? {}) as Record<string, string | undefined>;
      if (body.grant_type === 'authorization_code') {
        const pending = body.code ? codes.get(body.code) : undefined;
        if (!pending || pending.used || pending.expiresAt < Date.now() || pending.clientId !== options.clientId) {
          if (pending) pending.used = true;
          return oauthError(reply, 400, 'invalid_request', 'Value passed for the authorization code was invalid.');
        }
        pending.used = true;
        if (body.redirect_uri !== pending.redirectUri) {
          return oauthError(
            reply,
            400,
            'invalid_request',
            'Value passed for the redirect uri did not match the uri of the authorization code.',
          );
        }
        const verifier = body.code_verifier ?? '';
        const expected =
          pending.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
        if (!verifier || !same(expected, pending.challenge)) {
          return oauthError(
            reply,
            400,
            'invalid_request',
            'Value passed for the code verifier did not match the code challenge.',
          );
        }
        return issue(pending.userId, pending.scope);
      }
      if (body.grant_type === 'refresh_token') {
        const grant = body.refresh_token ? refreshTokens.get(body.refresh_token) : undefined;
        if (!grant || !body.refresh_token) {
          return oauthError(reply, 400, 'invalid_request', 'Value passed for the token was invalid.');
        }
        refreshGrants += 1;
        // X rotates refresh tokens: the one just used is spent.
        refreshTokens.delete(body.refresh_token);
        return issue(grant.userId, grant.scope);
      }
      return oauthError(reply, 400, 'unsupported_grant_type', 'Grant type is not supported.');
    });

    app.post('/2/oauth2/revoke', async (request, reply) => {
      if (!clientAuthenticated(request)) {
        return oauthError(reply, 401, 'unauthorized_client', 'Missing valid authorization header');
      }
      const body = (request.body ?? {}) as Record<string, string | undefined>;
      if (!body.token) return oauthError(reply, 400, 'invalid_request', 'Missing required parameter [token].');
      const grant = accessTokens.get(body.token) ?? refreshTokens.get(body.token);
      accessTokens.delete(body.token);
      refreshTokens.delete(body.token);
      revocations.push({ token_type_hint: body.token_type_hint ?? '', user_id: grant?.userId ?? null });
      return { revoked: true };
    });

    app.get('/2/users/me', async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const grant = header.startsWith('Bearer ') ? accessTokens.get(header.slice(7)) : undefined;
      if (!grant || grant.expiresAt < Date.now()) return reply.status(401).send(unauthorizedProblem);
      const scopes = grant.scope.split(' ');
      if (!scopes.includes('users.read') || !scopes.includes('tweet.read')) {
        return reply.status(403).send({
          title: 'Forbidden',
          type: 'about:blank',
          status: 403,
          detail: 'Missing required scopes: tweet.read, users.read',
        });
      }
      const user = users.get(grant.userId);
      return { data: user };
    });

    app.get('/_fake/state', async () => ({ refresh_grants: refreshGrants, revocations }));

    /** `{ username }`: the X user id that account has (what the lookups fake is scripted by). */
    app.post('/_fake/user', async (request) => {
      const { username } = (request.body ?? {}) as { username?: string };
      return { id: userIdOf(username ?? '') };
    });

    app.post('/_fake/reset', async () => {
      codes.clear();
      accessTokens.clear();
      refreshTokens.clear();
      refreshGrants = 0;
      revocations = [];
      return { ok: true };
    });

    /** The user withdraws the app's access in X's settings: every token of theirs stops working. */
    app.post('/_fake/withdraw', async (request) => {
      const { username } = (request.body ?? {}) as { username?: string };
      const userId = userIdOf(username ?? '');
      for (const store of [accessTokens, refreshTokens]) {
        for (const [value, grant] of store) if (grant.userId === userId) store.delete(value);
      }
      return { ok: true };
    });
  };

  return { plugin, accessToken };
}

/** The fake X on its own (one app, its callback URLs). */
export const xFake: FastifyPluginAsync<XFakeOptions> = async (app, options) => createXFake(options).plugin(app, {});

export { userIdOf as fakeXUserId };
