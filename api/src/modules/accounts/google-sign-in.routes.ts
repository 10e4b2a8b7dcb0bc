/**
 * The browser's way through Google sign-in, one flow whatever the provider:
 *
 * 1. The app's "Continue with Google" opens `users/google/start/?redirect_uri=<app /signin>&state=`.
 *    Sandbox: on to the sandbox consent page. Real Google: a new PKCE verifier, `state` and
 *    `nonce`, and on to Google's consent page. Off: straight back with `error=google_off`.
 * 2. Google comes back to `users/google/callback/`; the API exchanges the code and verifies the
 *    ID token (providers/google/google-openid.ts), then sends the browser back to the app as the
 *    sandbox does: `/signin#access_token=<one-time sign-in token>&state=<the app's state>`.
 *    A refusal comes back as `/signin?error=<reason>&state=`, a fixed code the app puts in words
 *    (never text from the address).
 * 3. The app reads `users/google/userinfo/` with that token (spec 000 §7 "user-info lookup ...
 *    reads email and sub") and calls google-login with {email, password: token, role,
 *    referral_code?}, which spends it. Role and referral code stay with the app meanwhile.
 *
 * The flow's secrets (PKCE verifier, state, nonce) and where to return travel in a signed,
 * httpOnly, ten-minute cookie rather than a server table: any API instance can finish the flow
 * without shared state, and only the browser that started it can finish it (a callback
 * replayed into another browser — login CSRF — finds no cookie). The verifier never leaves
 * that browser and this API.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../http/app-instance';
import { bearerToken } from '../../http/authenticate';
import { errorResponses, redirectResponse } from '../../http/openapi';
import { badRequest, unauthorized } from '../../http/errors';
import { text } from '../../i18n/messages';
import { GOOGLE_CALLBACK_PATH, GoogleSignInError, type GoogleFlowSecrets } from '../../providers/google/google-openid';
import { SIGN_IN_TOKEN_TTL_SECONDS } from './google-provider';
import {
  GoogleSignInCallbackQuerySchema,
  GoogleSignInStartQuerySchema,
  GoogleUserInfoAnswerSchema,
} from './google-sign-in-schemas';

const START_PATH = '/api/users/google/start/';
const USERINFO_PATH = '/api/users/google/userinfo/';
const COOKIE = 'engage_google_signin';
const COOKIE_PATH = '/api/users/google/';
const FLOW_SECONDS = 600;

/** What the cookie carries between the start and the callback. */
interface Flow extends GoogleFlowSecrets {
  /** The app address to return to, and the app's own state for it. */
  returnTo: string;
  appState: string;
  expiresAt: number;
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`google-sign-in-flow.${payload}`).digest();
}

function sealFlow(secret: string, flow: Flow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

function openFlow(secret: string, cookieHeader: string | undefined): Flow | null {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  const [payload, mac] = (raw ?? '').split('.');
  if (!payload || !mac) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Flow;
    return flow.expiresAt > Date.now() ? flow : null;
  } catch {
    return null;
  }
}

export async function googleSignInRoutes(app: AppInstance): Promise<void> {
  const secure = (app.config.google?.publicApiUrl ?? app.config.publicUrl ?? '').startsWith('https:');
  const cookie = (value: string, maxAge: number) =>
    `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${String(maxAge)}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  /** Only the app's own addresses may be returned to: the start URL is no open redirect. */
  const appAddress = (target: string): boolean => {
    try {
      const origin = new URL(target).origin;
      return [app.config.appUrl, ...app.config.corsOrigins].some((allowed) => new URL(allowed).origin === origin);
    } catch {
      return false;
    }
  };

  const refuse = (reply: FastifyReply, returnTo: string, reason: string, appState?: string) => {
    const target = new URL(returnTo);
    target.searchParams.set('error', reason);
    if (appState) target.searchParams.set('state', appState);
    return reply.redirect(target.toString(), 302);
  };

  app.get(
    START_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description:
          'Starts Google sign-in: on to the sandbox consent page or to Google (GOOGLE_PROVIDER). The browser ' +
          'comes back to redirect_uri with `#access_token=<one-time sign-in token>&state=` or `?error=&state=`.',
        querystring: GoogleSignInStartQuerySchema,
        response: {
          302: redirectResponse('To the consent page, or back to the app with `error`.'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { redirect_uri: returnTo, state: appState } = request.query;
      if (!appAddress(returnTo)) {
        throw badRequest(text('redirectNotOurs'));
      }
      const openId = app.services.googleOpenId;
      if (!openId) {
        if (app.config.providers.google !== 'sandbox' || !app.config.sandboxRoutes || !app.config.devBackdoors) {
          return refuse(reply, returnTo, 'google_off', appState);
        }
        const consent = new URLSearchParams({ redirect_uri: returnTo, state: appState });
        return reply.redirect(`/api/sandbox/oauth/google/authorize?${consent.toString()}`, 302);
      }
      try {
        const { url, secrets } = await openId.client.begin();
        const flow: Flow = { ...secrets, returnTo, appState, expiresAt: Date.now() + FLOW_SECONDS * 1000 };
        reply.header('set-cookie', cookie(sealFlow(app.config.jwtSecret, flow), FLOW_SECONDS));
        reply.header('cache-control', 'no-store');
        return reply.redirect(url, 302);
      } catch (error) {
        const reason = error instanceof GoogleSignInError ? error.reason : 'google_unavailable';
        request.log.warn({ reason, err: error }, 'Google sign-in could not start');
        return refuse(reply, returnTo, reason, appState);
      }
    },
  );

  app.get(
    GOOGLE_CALLBACK_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description: "Google's redirect back (the redirect URI registered in Google Cloud console).",
        querystring: GoogleSignInCallbackQuerySchema,
        response: { 302: redirectResponse('Back to the app with the one-time sign-in token or `error`.') },
      },
    },
    async (request, reply) => {
      const openId = app.services.googleOpenId;
      const flow = openFlow(app.config.jwtSecret, request.headers.cookie);
      reply.header('set-cookie', cookie('', 0));
      reply.header('cache-control', 'no-store');
      const signin = `${app.config.appUrl}/signin`;
      if (!openId || !flow) return refuse(reply, signin, 'google_expired');
      const search = new URL(request.url, 'http://callback').search;
      try {
        const identity = await openId.client.finish(new URL(`${openId.client.redirectUri}${search}`), flow);
        const token = await openId.issue(identity);
        const target = new URL(flow.returnTo);
        target.hash = new URLSearchParams({
          access_token: token,
          token_type: 'Bearer',
          expires_in: String(SIGN_IN_TOKEN_TTL_SECONDS),
          state: flow.appState,
        }).toString();
        return reply.redirect(target.toString(), 302);
      } catch (error) {
        if (!(error instanceof GoogleSignInError)) throw error;
        request.log.warn({ reason: error.reason, detail: error.message }, 'Google sign-in refused');
        return refuse(reply, flow.returnTo, error.reason, flow.appState);
      }
    },
  );

  app.get(
    USERINFO_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description:
          'Who a Google sign-in token belongs to (spec 000 §7 "user-info lookup at a Google endpoint"): the ' +
          'one-time token from the callback, or a sandbox Google access token.',
        response: { 200: GoogleUserInfoAnswerSchema, ...errorResponses(401, 503) },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      const identity = token ? await app.services.accounts.googleUserInfo(token) : null;
      if (!identity) throw unauthorized(text('googleSignInExpired'));
      return { email: identity.email, sub: identity.sub, email_verified: true };
    },
  );
}
