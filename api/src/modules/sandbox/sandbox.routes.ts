/**
 * The sandbox provider's pages: a consent screen per provider that sends the browser back to
 * the caller's redirect_uri (Google: `#access_token=…` like Google's token flow; YouTube and
 * Twitter: `?code=…&state=…`), and Google's user-info endpoint. Only redirect targets on the
 * app or this API are accepted, so the page cannot be used as an open redirect.
 */
import type { AppInstance } from '../../http/app-instance';
import { bearerToken } from '../../http/authenticate';
import { jsonOrForm } from '../../http/content-types';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { requestBaseUrl } from '../../http/pages';
import { escapeHtml, sandboxPage } from '../../http/sandbox-page';
import { errorResponses, htmlResponse, redirectResponse } from '../../http/openapi';
import type { SandboxProvider } from './sandbox-oauth.service';
import { GoogleUserInfoAnswerSchema } from '../accounts/google-sign-in-schemas';
import { sandboxMediaRoutes } from './sandbox-media.routes';
import {
  SandboxAuthorizeQuerySchema,
  SandboxConsentFormSchema,
  SandboxProviderParamsSchema,
  type SandboxConsentForm,
} from './sandbox-schemas';

const TITLES: Record<SandboxProvider, string> = {
  google: 'Sign in with Google',
  youtube: 'Connect your YouTube channel',
  twitter: 'Connect your X (Twitter) account',
};

const ACCOUNTS: Record<SandboxProvider, string> = {
  google: 'Google',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
};

export async function sandboxRoutes(app: AppInstance): Promise<void> {
  await app.register(sandboxMediaRoutes);
  const sandbox = app.services.sandbox;

  // Google sign-in's sandbox serves only while it is the Google provider and no real provider
  // is configured: beside real Google, real money or real mail (in development too) its page
  // would still sign anyone in as anyone (config.ts, devBackdoors).
  const serves = (provider: SandboxProvider) =>
    provider !== 'google' || (app.config.providers.google === 'sandbox' && app.config.devBackdoors);

  const allowedRedirect = (target: string, base: string) => {
    try {
      const url = new URL(target);
      return [
        new URL(app.config.appUrl).origin,
        new URL(base).origin,
        ...app.config.corsOrigins.map((o) => new URL(o).origin),
      ].includes(url.origin);
    } catch {
      return false;
    }
  };

  app.get(
    '/api/sandbox/oauth/:provider/authorize',
    {
      config: { public: true },
      schema: {
        tags: ['sandbox'],
        params: SandboxProviderParamsSchema,
        querystring: SandboxAuthorizeQuerySchema,
        response: {
          200: htmlResponse('The consent page: choose the account, allow or cancel.'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!serves(provider)) throw notFound();
      const { redirect_uri: redirectUri, state = '', login_hint: hint = '' } = request.query;
      if (!allowedRedirect(redirectUri, requestBaseUrl(request, app.config.publicUrl))) {
        throw badRequest('redirect_uri is not an address of this app.');
      }
      const hidden = `<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">`;
      const html = sandboxPage(
        `${TITLES[provider]} (sandbox)`,
        `<h1>${TITLES[provider]}</h1>
<p class="muted">A stand-in for ${ACCOUNTS[provider]}: no real account is contacted. Type the email of the account to use.</p>
<form method="post" id="allow">
${hidden}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(hint)}">
</form>
<form method="post" id="deny">
${hidden}
</form>
<div class="actions">
<button class="secondary" form="deny" name="decision" value="deny">Cancel</button>
<button class="primary" form="allow" name="decision" value="allow">Allow</button>
</div>`,
      );
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    '/api/sandbox/oauth/:provider/authorize',
    {
      config: { public: true },
      // The consent page posts an HTML form (content-types.ts).
      schema: {
        tags: ['sandbox'],
        params: SandboxProviderParamsSchema,
        body: jsonOrForm(SandboxConsentFormSchema),
        response: {
          302: redirectResponse('To redirect_uri, with the token or code (or `error=access_denied`).'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!serves(provider)) throw notFound();
      // Validated against SandboxConsentFormSchema whichever of the two declared types it came in.
      const { redirect_uri: redirectUri, state = '', email, decision } = request.body as SandboxConsentForm;
      if (!allowedRedirect(redirectUri, requestBaseUrl(request, app.config.publicUrl))) {
        throw badRequest('redirect_uri is not an address of this app.');
      }
      const target = new URL(redirectUri);
      if (decision === 'deny') {
        target.searchParams.set('error', 'access_denied');
        if (state) target.searchParams.set('state', state);
        return reply.redirect(target.toString(), 302);
      }
      if (!email) throw badRequest('Type the email of the account to use.');
      const secret = await sandbox.grant(provider, email, state);
      if (provider === 'google') {
        const fragment = new URLSearchParams({ access_token: secret, token_type: 'Bearer', expires_in: '3600', state });
        target.hash = fragment.toString();
      } else {
        target.searchParams.set('code', secret);
        target.searchParams.set('state', state);
      }
      return reply.redirect(target.toString(), 302);
    },
  );

  app.get(
    '/api/sandbox/oauth/google/userinfo',
    {
      config: { public: true },
      schema: {
        tags: ['sandbox'],
        description: "Google's user-info endpoint, sandboxed: the Bearer is the sandbox Google access token.",
        response: {
          200: GoogleUserInfoAnswerSchema,
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!serves('google')) throw notFound();
      const grant = token ? await sandbox.lookup('google', token) : null;
      if (!grant) throw unauthorized('Invalid Google access token.');
      return { email: grant.email, sub: grant.subject, email_verified: true };
    },
  );
}
