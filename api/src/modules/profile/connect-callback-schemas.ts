/**
 * What the YouTube and X (Twitter) linking callbacks take (profile.routes.ts): the provider's
 * redirect back after its consent page, with a code or an OAuth error.
 */
import { TEXT_MAX, Text } from '@engage/shared/contract/common';
import { Type } from 'typebox';

export const ConnectCallbackQuerySchema = Type.Object({
  code: Type.Optional(Text(TEXT_MAX.token)),
  state: Type.Optional(Text(TEXT_MAX.token)),
  error: Type.Optional(Text(TEXT_MAX.line)),
  // The issuer, from providers that name themselves on the redirect (RFC 9207).
  iss: Type.Optional(Text(TEXT_MAX.url)),
});
