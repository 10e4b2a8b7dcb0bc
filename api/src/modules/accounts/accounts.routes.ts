/**
 * Sign-up, sign-in, sessions, email verification and password reset. Handlers only translate
 * HTTP to AccountsService calls; paths come from the shared route table.
 */
import { apiRoutes } from '@engage/shared/api/routes';
import {
  ExternalLoginBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  PasswordResetBodySchema,
  RegisterBodySchema,
  TokenRefreshBodySchema,
  TokenRefreshResponseSchema,
  VerifyEmailBodySchema,
} from '@engage/shared/contract/auth';
import { MessageResponseSchema } from '@engage/shared/contract/common';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { serverPath } from '../../http/api-route';
import { ApiError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { googleSignInRoutes } from './google-sign-in.routes';

/**
 * Registration answer: the same whether or not the address already had an account, so it
 * carries nothing that only a new account has. The spec only needs success. Its
 * message is true in both cases (spec 000 §8's 'Signed up successfully!' is not for a taken
 * address): a new account's email holds its code, a taken address's tells its owner what to do.
 */
const RegisterResponseSchema = Type.Object({
  message: Type.String(),
  email: Type.String(),
});

/** Per client address and email: a guesser cannot spread attempts over many addresses cheaply. */
const byIpAndEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.toLowerCase() : '';
  return `${request.ip}|${email}`;
};

/**
 * Sign-ups per client address and hour (REGISTER_LIMIT_PER_HOUR): no email bombing, no bulk
 * accounts from one machine.
 */
const registerLimit = (max: number) => ({
  max,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `register|${request.ip}`,
});

const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute', keyGenerator: byIpAndEmail },
  forgotPassword: { max: 5, timeWindow: '15 minutes', keyGenerator: byIpAndEmail },
  otp: { max: 5, timeWindow: '15 minutes' },
} as const;

export async function accountsRoutes(app: AppInstance): Promise<void> {
  const accounts = app.services.accounts;
  await app.register(googleSignInRoutes);

  app.post(
    serverPath(apiRoutes.register),
    {
      config: { public: true, rateLimit: registerLimit(app.config.registerLimitPerHour) },
      schema: { tags: ['auth'], body: RegisterBodySchema, response: { 201: RegisterResponseSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      await accounts.register({
        email: body.email,
        password: body.password,
        userType: 'user_type' in body ? body.user_type : undefined,
        signupType: 'type' in body ? body.type : 'standard',
        referralCode: 'referral_code' in body ? body.referral_code : undefined,
      });
      return reply.status(201).send({ message: 'Check your email to continue.', email: body.email.trim() });
    },
  );

  // Per client address whatever the email, besides the per-(address, email) limit:
  // one address cannot spray passwords across accounts. Generous (LOGIN_LIMIT_PER_IP, 100 per
  // 15 minutes), as many phones share one carrier address. `createRateLimit` rather than a
  // second `rateLimit` hook: the plugin runs only the first of those on a request.
  const loginPerAddress = app.createRateLimit({
    max: app.config.loginLimitPerIp,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `login-address|${request.ip}`,
  });
  const limitLoginPerAddress = async (request: FastifyRequest) => {
    const limit = await loginPerAddress(request);
    if (!limit.isAllowed && limit.isExceeded) {
      const minutes = Math.max(1, Math.ceil(limit.ttl / 60_000));
      throw new ApiError(429, `Too many sign-in attempts from this network. Try again in ${String(minutes)} minutes.`);
    }
  };

  app.post(
    serverPath(apiRoutes.login),
    {
      preHandler: limitLoginPerAddress,
      config: { public: true, rateLimit: RATE_LIMITS.login },
      schema: { tags: ['auth'], body: LoginBodySchema, response: { 200: LoginResponseSchema, ...errorResponses(401) } },
    },
    async (request) => accounts.login(request.body.email, request.body.password),
  );

  app.post(
    serverPath(apiRoutes.googleLogin),
    {
      config: { public: true, rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        description:
          'Google sign-in. `password` carries the token the browser brought back from `users/google/start/` ' +
          '(a one-time sign-in token with real Google, a sandbox access token by default); the server asks ' +
          'the provider whose it is.',
        body: ExternalLoginBodySchema,
        // 503: Google sign-in is off on this server (GOOGLE_PROVIDER=off).
        response: { 200: LoginResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) =>
      accounts.googleLogin({
        email: request.body.email,
        accessToken: request.body.password,
        role: request.body.role,
        referralCode: request.body.referral_code,
      }),
  );

  app.post(
    serverPath(apiRoutes.refreshToken),
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: TokenRefreshBodySchema,
        response: { 200: TokenRefreshResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => accounts.refresh(request.body.refresh),
  );

  app.post(
    serverPath(apiRoutes.logout),
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: Type.Optional(LogoutBodySchema),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await accounts.logout(currentUser(request));
      return { message: 'Logged out successfully.' };
    },
  );

  app.post(
    serverPath(apiRoutes.requestOtp),
    {
      config: {
        rateLimit: { ...RATE_LIMITS.otp, keyGenerator: (request) => `otp|${request.auth?.userId ?? request.ip}` },
      },
      // 400: the email is verified already.
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: MessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await accounts.requestOtp(currentUser(request).userId);
      return { message: 'Please check your email' };
    },
  );

  app.post(
    serverPath(apiRoutes.verifyEmail),
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          keyGenerator: (request) => `verify|${request.auth?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: VerifyEmailBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await accounts.verifyEmail(currentUser(request).userId, request.body.otp_code);
      return { message: 'Verification successful!' };
    },
  );

  app.post(
    serverPath(apiRoutes.forgotPassword),
    {
      config: { public: true, rateLimit: RATE_LIMITS.forgotPassword },
      schema: { tags: ['auth'], body: ForgotPasswordBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await accounts.forgotPassword(request.body.email);
      return { message: 'Kindly check your email!' };
    },
  );

  app.post(
    serverPath(apiRoutes.passwordReset),
    {
      config: { public: true },
      schema: { tags: ['auth'], body: PasswordResetBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await accounts.resetPassword(request.body.password, request.body.token, request.body.uidb64);
      return { message: 'Password reset successful!' };
    },
  );
}
