/**
 * What the browser's Google sign-in addresses take and answer (google-sign-in.routes.ts): the
 * start the app opens, Google's redirect back, and the user-info lookup the app reads the
 * signed-in account from (the sandbox's stand-in for Google's endpoint answers the same).
 */
import { GoogleUserInfoSchema } from '@engage/shared/contract/auth';
import { TEXT_MAX, Text } from '@engage/shared/contract/common';
import { Type } from 'typebox';

/** `users/google/start/?redirect_uri=<app /signin>&state=<the app's state>`. */
export const GoogleSignInStartQuerySchema = Type.Object({
  redirect_uri: Text(TEXT_MAX.url, { minLength: 1 }),
  state: Text(TEXT_MAX.token, { minLength: 1 }),
});

/** Google's redirect back: a code, or an OAuth error; Google may add parameters of its own. */
export const GoogleSignInCallbackQuerySchema = Type.Object(
  {
    code: Type.Optional(Text(TEXT_MAX.token)),
    state: Type.Optional(Text(TEXT_MAX.token)),
    error: Type.Optional(Text(TEXT_MAX.token)),
  },
  { additionalProperties: true },
);

/**
 * The user-info answer: the contract's Google user info (what the app reads), and that the
 * email is verified, as Google's own endpoint says.
 */
export const GoogleUserInfoAnswerSchema = Type.Object({
  ...GoogleUserInfoSchema.properties,
  email_verified: Type.Boolean(),
});
