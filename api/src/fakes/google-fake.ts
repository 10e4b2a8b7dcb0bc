/**
 * A local Google for sign-in and YouTube linking: `oidc-provider` (a certified OpenID Provider)
 * configured the way Google's authorization server behaves, so our real OpenID Connect client
 * (openid-client) is tested over real HTTP against a real provider rather than a mock.
 *
 * Start it: it is part of the fakes server (`startFakes` in fakes-server.ts, or
 * `pnpm --filter @engage/api fakes`, FAKES_PORT 4900), mounted at `/google`; its issuer is
 * `<fakes url>/google` and `GOOGLE_ISSUER` points the API at it (`apiEnvironment` has every
 * setting). What it serves, discovered from `/google/.well-known/openid-configuration`:
 *
 * - the authorization endpoint (`/google/auth`), PKCE required (S256), `state` and `nonce`
 *   echoed; one page stands for Google's account chooser and consent screen: type an email
 *   (a test fills the same form), tick "email verified" or not, Allow or Cancel;
 * - the token endpoint (`/google/token`, client_secret_post): authorization code and refresh
 *   token grants; ID tokens signed RS256 with Google's claims (`sub`, `email`, `email_verified`,
 *   `name`, `picture`) in the ID token itself, as Google puts them;
 * - scopes `openid email profile` and YouTube's `youtube.readonly`, `youtube.force-ssl` and
 *   `youtube`; Google's `include_granted_scopes` is accepted, but a token covers only the scopes
 *   its own request asked for (the fake does not merge earlier grants);
 *   a refresh token only when the request has Google's `access_type=offline` and
 *   `prompt=consent` (mapped onto OpenID's `offline_access`, which needs the same consent);
 *   refresh tokens are not rotated, like Google's;
 * - `POST /google/revoke` with `token` as a form parameter and no client authentication, like
 *   https://oauth2.googleapis.com/revoke: an access or refresh token revokes the whole grant;
 *   an unknown one answers 400 `invalid_token`;
 * - `GET /google/tokeninfo?access_token=` like https://oauth2.googleapis.com/tokeninfo (azp,
 *   aud, sub, scope, exp, expires_in, email, email_verified), and {@link GoogleFake.accessToken}
 *   for a fake in the same process (the YouTube Data API fake) to check a Bearer;
 * - the user-info endpoint (`/google/me`) and the JWKS (`/google/jwks`).
 *
 * Tests script it through `/google/_fake/*` or the same methods on {@link GoogleFake}: the next
 * ID token forged (signed with another key), expired, or for another audience; an account whose
 * email is not verified; the access tokens' lifetime.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, sandboxPage } from '../http/sandbox-page';

export const YOUTUBE_READONLY_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';
export const YOUTUBE_FORCE_SSL_SCOPE = 'https://www.googleapis.com/auth/youtube.force-ssl';
export const YOUTUBE_SCOPE = 'https://www.googleapis.com/auth/youtube';

/** An OAuth client as registered in Google Cloud console (confidential, client_secret_post). */
export interface GoogleFakeClient {
  clientId: string;
  clientSecret: string;
  /** The exact redirect URIs registered for the client. */
  redirectUris: string[];
}

export interface GoogleFakeOptions {
  /** Sign-in and YouTube linking may be separate clients, as they may be at Google. */
  clients: GoogleFakeClient[];
}

/** What the next ID token the token endpoint issues will be wrong about (tests). */
export interface IdTokenScript {
  /** Signed with a key that is not in the JWKS (same `kid`): a forged token. */
  forged?: boolean;
  /** Already expired when issued. */
  expired?: boolean;
  /** Issued for this client id instead of the one that asked. */
  audience?: string;
}

interface FakeAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string;
}

export interface AccessTokenInfo {
  sub: string;
  email: string;
  clientId: string;
  scopes: string[];
  expiresIn: number;
}

export interface GoogleFake {
  /** The Fastify plugin; register it with `{ prefix: '/google' }`. */
  plugin: FastifyPluginAsync;
  /** Builds the provider once the server's address is known: `<fakes url>/google`. */
  start(issuer: string): void;
  issuer(): string;
  /** Scripts the next ID token (forged, expired, foreign audience). */
  scriptNextIdToken(script: IdTokenScript): void;
  /** Creates or updates the account for `email` (e.g. `emailVerified: false`). */
  setAccount(email: string, changes: { emailVerified?: boolean; name?: string }): void;
  /** Lifetime of the access tokens issued from now on (Google's: 3599 s). */
  setAccessTokenTtl(seconds: number): void;
  /** Who a Bearer access token belongs to and its scopes, or null when unknown, expired or revoked. */
  accessToken(value: string): Promise<AccessTokenInfo | null>;
}

/** Google's subjects are 21 digits; this one is stable per email. */
export function fakeGoogleSubject(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest();
  let digits = '1';
  for (const byte of digest) {
    if (digits.length === 21) break;
    digits += String(byte % 10);
  }
  return digits;
}

const SCOPE_WORDS: Record<string, string> = {
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: 'See your personal info, including any personal info you have made publicly available',
  [YOUTUBE_READONLY_SCOPE]: 'View your YouTube account',
  [YOUTUBE_FORCE_SSL_SCOPE]: 'See, edit, and permanently delete your YouTube videos, ratings, comments and captions',
  [YOUTUBE_SCOPE]: 'Manage your YouTube account',
  offline_access: 'Keep access when you are not using the app',
};

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** Signs a JWT with RS256 (node:crypto, so the fake needs no JOSE library of its own). */
function signJwt(header: object, payload: object, key: KeyObject): string {
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${input}.${base64url(sign('RSA-SHA256', Buffer.from(input), key))}`;
}

function rewriteIdToken(idToken: string, script: IdTokenScript, key: KeyObject, forger: KeyObject): string {
  const [header, payload] = idToken
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
  if (!header || !payload) throw new Error('the provider issued an ID token that is not a JWT');
  const now = Math.floor(Date.now() / 1000);
  if (script.expired) Object.assign(payload, { iat: now - 7200, exp: now - 3600 });
  if (script.audience) Object.assign(payload, { aud: script.audience, azp: script.audience });
  return signJwt(header, payload, script.forged ? forger : key);
}

function formBody(body: unknown): Record<string, string> {
  return typeof body === 'object' && body !== null ? (body as Record<string, string>) : {};
}

export function createGoogleFake(options: GoogleFakeOptions): GoogleFake {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = randomBytes(8).toString('hex');
  const accounts = new Map<string, FakeAccount>();
  let script: IdTokenScript = {};
  let accessTokenTtl = 3599;
  let provider: Provider | undefined;
  let handle: ReturnType<Provider['callback']> | undefined;

  const account = (email: string): FakeAccount => {
    const sub = fakeGoogleSubject(email);
    const existing = accounts.get(sub);
    if (existing) return existing;
    const created: FakeAccount = {
      sub,
      email: email.trim(),
      emailVerified: true,
      name: email.trim().split('@')[0] ?? email,
      picture: `https://lh3.googleusercontent.com/a/${sub}=s96-c`,
    };
    accounts.set(sub, created);
    return created;
  };

  const oidc = (): Provider => {
    if (!provider) throw new Error('the Google fake has not been started (call start(issuer) after listen)');
    return provider;
  };

  const start = (issuer: string) => {
    // Google asks which account on every sign-in; the fake does too, so a browser that signed
    // in once can sign in as someone else (a test picks the email each time).
    const policy = interactionPolicy.base();
    policy
      .get('login')
      ?.checks.add(
        new interactionPolicy.Check('account_chooser', 'choose an account', (ctx) =>
          ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
        ),
      );
    // Google's `prompt=select_account`: the same page, which always asks anyway.
    policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
    const configuration: Configuration = {
      clients: options.clients.map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      })),
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] },
      cookies: { keys: [randomBytes(32).toString('hex')] },
      pkce: { required: () => true },
      scopes: [
        'openid',
        'email',
        'profile',
        'offline_access',
        YOUTUBE_READONLY_SCOPE,
        YOUTUBE_FORCE_SSL_SCOPE,
        YOUTUBE_SCOPE,
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      // Google puts the email and profile claims in the ID token, not only at user info.
      conformIdTokenClaims: false,
      extraParams: ['access_type', 'include_granted_scopes'],
      rotateRefreshToken: false,
      ttl: {
        AccessToken: () => accessTokenTtl,
        AuthorizationCode: 600,
        IdToken: 3600,
        Interaction: 3600,
        Grant: 14 * 24 * 3600,
        Session: 3600,
        RefreshToken: 14 * 24 * 3600,
      },
      features: { devInteractions: { enabled: false }, revocation: { enabled: false } },
      discovery: { revocation_endpoint: `${issuer}/revoke` },
      interactions: {
        url: (_ctx, interaction) => `${new URL(issuer).pathname}/interaction/${interaction.uid}`,
        policy,
      },
      findAccount: (_ctx, sub) => {
        const found = accounts.get(sub);
        if (!found) return undefined;
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email: found.email,
            email_verified: found.emailVerified,
            name: found.name,
            picture: found.picture,
          }),
        };
      },
    };
    const built = new Provider(issuer, configuration);
    const mountPath = new URL(issuer).pathname;
    built.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
      // Google's `access_type=offline` is OpenID's `offline_access`: a refresh token, granted
      // (by oidc-provider, as by Google) only with `prompt=consent`.
      if (ctx.path === '/auth' && ctx.query.access_type === 'offline') {
        const scope = typeof ctx.query.scope === 'string' ? ctx.query.scope : '';
        if (!scope.split(' ').includes('offline_access'))
          ctx.query = { ...ctx.query, scope: `${scope} offline_access` };
        // oidc-provider finds the path it is mounted at by comparing the two addresses.
        (ctx.req as IncomingMessage & { originalUrl?: string }).originalUrl = `${mountPath}${ctx.url}`;
      }
      await next();
      if (ctx.path === '/token' && ctx.status === 200) {
        const body = ctx.body as { id_token?: string; scope?: string } | undefined;
        if (body?.id_token && (script.forged || script.expired || script.audience)) {
          body.id_token = rewriteIdToken(body.id_token, script, privateKey, forger);
          script = {};
        }
        // Google's token answer lists the scopes granted, without OpenID's offline_access.
        if (body?.scope) body.scope = body.scope.replace(/\s*\boffline_access\b/, '');
      }
    });
    provider = built;
    handle = built.callback();
  };

  const revokeGrant = async (grantId: string) => {
    const p = oidc();
    await Promise.all([
      p.AccessToken.revokeByGrantId(grantId),
      p.RefreshToken.revokeByGrantId(grantId),
      p.AuthorizationCode.revokeByGrantId(grantId),
    ]);
    const grant = await p.Grant.find(grantId);
    await grant?.destroy();
  };

  const accessToken = async (value: string): Promise<AccessTokenInfo | null> => {
    const token = await oidc().AccessToken.find(value);
    if (!token?.accountId || !token.clientId) return null;
    const holder = accounts.get(token.accountId);
    if (!holder) return null;
    return {
      sub: holder.sub,
      email: holder.email,
      clientId: token.clientId,
      scopes: (token.scope ?? '').split(' ').filter((scope) => scope && scope !== 'offline_access'),
      expiresIn: token.remainingTTL,
    };
  };

  const plugin: FastifyPluginAsync = async (app) => {
    const prefix = app.prefix;

    // Our own pages and Google's extra endpoints: forms and JSON parsed by Fastify.
    await app.register(async (pages) => {
      pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });

      pages.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
        const details = await oidc().interactionDetails(request.raw, reply.raw);
        const params = details.params as Record<string, string | undefined>;
        const scopes = (params.scope ?? '').split(' ').filter(Boolean);
        const items = scopes.map((scope) => `<li>${escapeHtml(SCOPE_WORDS[scope] ?? scope)}</li>`).join('');
        const html = sandboxPage(
          'Sign in - Google Accounts (fake)',
          `<h1>Choose an account</h1>
<p class="muted">A local stand-in for Google (oidc-provider). No real account is contacted.</p>
<form method="post" id="allow">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(params.login_hint ?? '')}">
<p><label><input type="checkbox" name="email_verified" value="true" checked style="width:auto;min-height:0"> Google has verified this email</label></p>
<p class="muted">${escapeHtml(params.client_id ?? '')} wants to:</p>
<ul>${items}</ul>
</form>
<form method="post" id="deny"></form>
<div class="actions">
<button class="secondary" form="deny" name="decision" value="deny">Cancel</button>
<button class="primary" form="allow" name="decision" value="allow">Allow</button>
</div>`,
        );
        return reply.type('text/html; charset=utf-8').send(html);
      });

      pages.post<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
        const p = oidc();
        const details = await p.interactionDetails(request.raw, reply.raw);
        const form = formBody(request.body);
        if (form.decision !== 'allow') {
          const to = await p.interactionResult(
            request.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'The user did not allow access.' },
            { mergeWithLastSubmission: false },
          );
          return reply.redirect(to, 303);
        }
        const email = (form.email ?? '').trim();
        if (!/^[^\s@]+@[^\s@]+$/.test(email)) return reply.status(400).send('Type the email of the account to use.');
        const chosen = account(email);
        // An unticked checkbox is absent from the form: the email is then unverified.
        chosen.emailVerified = form.email_verified === 'true';
        const params = details.params as Record<string, string | undefined>;
        const grant = new p.Grant({ accountId: chosen.sub, clientId: String(params.client_id) });
        grant.addOIDCScope(params.scope ?? 'openid');
        grant.addOIDCClaims(['email', 'email_verified', 'name', 'picture']);
        const grantId = await grant.save();
        const to = await p.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: chosen.sub }, consent: { grantId }, select_account: {} },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(to, 303);
      });

      // https://oauth2.googleapis.com/revoke: `token` as a form (or query) parameter.
      pages.post('/revoke', async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const token = formBody(request.body).token ?? query.token ?? '';
        const p = oidc();
        const found = (await p.AccessToken.find(token)) ?? (await p.RefreshToken.find(token));
        if (!found?.grantId) {
          return reply.status(400).send({ error: 'invalid_token', error_description: 'Token expired or revoked' });
        }
        await revokeGrant(found.grantId);
        return reply.send({});
      });

      pages.get('/tokeninfo', async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const info = await accessToken(query.access_token ?? '');
        if (!info) return reply.status(400).send({ error_description: 'Invalid Value' });
        return {
          azp: info.clientId,
          aud: info.clientId,
          sub: info.sub,
          scope: info.scopes.join(' '),
          exp: String(Math.floor(Date.now() / 1000) + info.expiresIn),
          expires_in: String(info.expiresIn),
          email: info.email,
          email_verified: 'true',
          access_type: 'online',
        };
      });

      pages.post('/_fake/next-id-token', async (request) => {
        script = { ...(request.body as IdTokenScript) };
        return { ok: true };
      });
      pages.post('/_fake/accounts', async (request) => {
        const body = request.body as { email: string; emailVerified?: boolean; name?: string };
        const changed = account(body.email);
        if (body.emailVerified !== undefined) changed.emailVerified = body.emailVerified;
        if (body.name !== undefined) changed.name = body.name;
        return { sub: changed.sub };
      });
    });

    // Everything else is oidc-provider's (a Koa app): it reads the body itself, so Fastify
    // leaves the stream alone, and it sees the path without the prefix it is mounted at.
    await app.register(async (protocol) => {
      protocol.removeAllContentTypeParsers();
      protocol.addContentTypeParser('*', (_request, _payload, done) => done(null));
      protocol.all('/*', (request, reply) => {
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        const original = raw.url ?? '/';
        raw.originalUrl = original;
        raw.url = original.slice(prefix.length) || '/';
        reply.hijack();
        if (!handle) throw new Error('the Google fake has not been started');
        void handle(raw, reply.raw);
      });
    });
  };

  return {
    plugin,
    start,
    issuer: () => oidc().issuer,
    scriptNextIdToken: (next) => {
      script = { ...next };
    },
    setAccount: (email, changes) => {
      const changed = account(email);
      if (changes.emailVerified !== undefined) changed.emailVerified = changes.emailVerified;
      if (changes.name !== undefined) changed.name = changes.name;
    },
    setAccessTokenTtl: (seconds) => {
      accessTokenTtl = seconds;
    },
    accessToken,
  };
}
