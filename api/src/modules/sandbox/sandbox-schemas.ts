/**
 * What the sandbox provider's pages take (sandbox.routes.ts, sandbox-media.routes.ts): the
 * consent page of each provider it stands in for, the form that page posts, and the demo media.
 */
import { TEXT_MAX, Text } from '@engage/shared/contract/common';
import { Type, type Static } from 'typebox';

/** `/api/sandbox/oauth/:provider/…`: the providers the sandbox stands in for (sandbox-oauth.service.ts). */
export const SandboxProviderParamsSchema = Type.Object({
  provider: Type.Union([Type.Literal('google'), Type.Literal('youtube'), Type.Literal('twitter')]),
});

/** The consent page's address, as an app or this API opens it. */
export const SandboxAuthorizeQuerySchema = Type.Object({
  redirect_uri: Text(TEXT_MAX.url, { minLength: 1 }),
  state: Type.Optional(Text(TEXT_MAX.token)),
  login_hint: Type.Optional(Text(TEXT_MAX.email)),
});

// Cancel posts a form of its own without the email (the page's Allow form requires it), so the
// email is optional here and required only to allow.
export const SandboxConsentFormSchema = Type.Object({
  redirect_uri: Text(TEXT_MAX.url, { minLength: 1 }),
  state: Type.Optional(Text(TEXT_MAX.token)),
  email: Type.Optional(Type.String({ format: 'email', maxLength: TEXT_MAX.email })),
  decision: Type.Union([Type.Literal('allow'), Type.Literal('deny')]),
});
export type SandboxConsentForm = Static<typeof SandboxConsentFormSchema>;

/** `/api/sandbox/media/:name`: a WebM file of the sandbox's media folder, by its plain name. */
export const SandboxMediaParamsSchema = Type.Object({
  name: Type.String({ maxLength: 64, pattern: '^[a-z0-9-]+\\.webm$' }),
});
