/**
 * Sign-up, sign-in, sessions, email verification and password reset. Handlers only translate
 * HTTP to AccountsService calls; paths come from the shared route table.
 */
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { apiRoute } from '../../http/api-route';
import { ApiError } from '../../http/errors';
import { text } from '../../i18n/messages';
import { answered } from '../../i18n/request-language';
import { googleSignInRoutes } from './google-sign-in.routes';

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

  /**
   * The farm signals of a sign-up or sign-in (modules/farms): the app's device id and the
   * client's network. They never stop anyone signing in: a failure to record them is logged.
   */
  const seen = async (request: FastifyRequest, userId: number, event: 'signup' | 'signin') => {
    try {
      await app.services.farms.record(userId, event, { device: request.headers['x-engage-device'], ip: request.ip });
    } catch (error) {
      request.log.error({ err: error }, 'farm signals were not recorded');
    }
  };
  const seenWith = async (request: FastifyRequest, access: string) => {
    const auth = await accounts.authenticate(access);
    if (auth) await seen(request, auth.userId, 'signin');
  };
  await app.register(googleSignInRoutes);

  app.route({
    ...apiRoute('register', {
      tags: ['auth'],
      config: { public: true, rateLimit: registerLimit(app.config.registerLimitPerHour) },
    }),
    handler: async (request, reply) => {
      const body = request.body;
      const user = await accounts.register({
        email: body.email,
        password: body.password,
        userType: 'user_type' in body ? body.user_type : undefined,
        signupType: 'type' in body ? body.type : 'standard',
        referralCode: 'referral_code' in body ? body.referral_code : undefined,
        marketing: body.marketing,
      });
      if (user) await seen(request, user.id, 'signup');
      return reply
        .status(201)
        .send({ message: answered(request, text('checkEmailToContinue')), email: body.email.trim() });
    },
  });

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
      throw new ApiError(429, text('tooManySignIns', { minutes }));
    }
  };

  app.route({
    ...apiRoute('login', { tags: ['auth'], config: { public: true, rateLimit: RATE_LIMITS.login }, errors: [401] }),
    preHandler: limitLoginPerAddress,
    handler: async (request) => {
      const tokens = await accounts.login(request.body.email, request.body.password);
      await seenWith(request, tokens.access);
      return tokens;
    },
  });

  app.route({
    // 503: Google sign-in is off on this server (GOOGLE_PROVIDER=off).
    ...apiRoute('googleLogin', {
      tags: ['auth'],
      config: { public: true, rateLimit: RATE_LIMITS.login },
      description:
        'Google sign-in. `password` carries the token the browser brought back from `users/google/start/` ' +
        '(a one-time sign-in token with real Google, a sandbox access token by default); the server asks ' +
        'the provider whose it is.',
      errors: [503],
    }),
    handler: async (request) => {
      const tokens = await accounts.googleLogin({
        email: request.body.email,
        accessToken: request.body.password,
        role: request.body.role,
        referralCode: request.body.referral_code,
      });
      await seenWith(request, tokens.access);
      return tokens;
    },
  });

  app.route({
    ...apiRoute('refreshToken', { tags: ['auth'], config: { public: true }, errors: [401] }),
    handler: async (request) => accounts.refresh(request.body.refresh),
  });

  app.route({
    ...apiRoute('logout', { tags: ['auth'] }),
    handler: async (request) => {
      await accounts.logout(currentUser(request));
      return { message: answered(request, text('loggedOut')) };
    },
  });

  app.route({
    // 400: the email is verified already; 429: a new code asked for within the cooldown.
    ...apiRoute('requestOtp', {
      tags: ['auth'],
      config: {
        rateLimit: { ...RATE_LIMITS.otp, keyGenerator: (request) => `otp|${request.auth?.userId ?? request.ip}` },
      },
      errors: [400, 429],
    }),
    handler: async (request) => {
      const state = await accounts.requestOtp(currentUser(request).userId, request.body?.new_code === true);
      return { message: answered(request, text('pleaseCheckEmail')), sent: state.sent, resend_in: state.resendIn };
    },
  });

  app.route({
    ...apiRoute('emailCodeStatus', { tags: ['auth'] }),
    handler: async (request) => {
      const state = await accounts.otpStatus(currentUser(request).userId);
      return { live: state.live, resend_in: state.resendIn };
    },
  });

  app.route({
    ...apiRoute('verifyEmail', {
      tags: ['auth'],
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          keyGenerator: (request) => `verify|${request.auth?.userId ?? request.ip}`,
        },
      },
    }),
    handler: async (request) => {
      await accounts.verifyEmail(currentUser(request).userId, request.body.otp_code);
      return { message: answered(request, text('verificationSuccessful')) };
    },
  });

  app.route({
    ...apiRoute('forgotPassword', { tags: ['auth'], config: { public: true, rateLimit: RATE_LIMITS.forgotPassword } }),
    handler: async (request) => {
      await accounts.forgotPassword(request.body.email);
      return { message: answered(request, text('kindlyCheckEmail')) };
    },
  });

  app.route({
    ...apiRoute('passwordReset', { tags: ['auth'], config: { public: true } }),
    handler: async (request) => {
      await accounts.resetPassword(request.body.password, request.body.token, request.body.uidb64);
      return { message: answered(request, text('passwordResetSuccessful')) };
    },
  });

  app.route({
    // 403: the caller is itself an embedded area's token.
    ...apiRoute('embedToken', {
      tags: ['auth'],
      description:
        "Tokens for an embedded area (docs/integrators.md): a new session whose access tokens, refreshed ones too, are refused (403 `embed_scope`) on payout-number changes, account deletion, unfreezing withdrawals and step-up. Give these, not the page's own sign-in, to `getToken`.",
      errors: [403],
    }),
    handler: async (request) => accounts.openEmbedSession(currentUser(request)),
  });

  app.route({
    // 400: wrong password or code (naming the field); 403: an embedded area's token.
    ...apiRoute('stepUp', {
      tags: ['auth'],
      description:
        'Proves presence on this session: `password`, or for an account without one the `code` from `users/step-up/code/`. For the next five minutes this session may add or change a payout number, unfreeze withdrawals and delete the account; without it those answer 403 with `code: "step_up_required"`.',
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          keyGenerator: (request) => `step-up|${request.auth?.userId ?? request.ip}`,
        },
      },
      errors: [400, 403],
    }),
    handler: async (request) => {
      const until = await accounts.stepUp.prove(currentUser(request), request.body);
      return { message: answered(request, text('stepUpDone')), stepped_up_until: until.toISOString() };
    },
  });

  app.route({
    // 400: the account has a password, which is what proves presence; 403: an embedded area's token.
    ...apiRoute('stepUpCode', {
      tags: ['auth'],
      description: 'Emails a six-digit step-up code (10 minutes), for an account without a password.',
      config: {
        rateLimit: {
          ...RATE_LIMITS.otp,
          keyGenerator: (request) => `step-up-code|${request.auth?.userId ?? request.ip}`,
        },
      },
      errors: [400, 403],
    }),
    handler: async (request) => {
      const minutes = await accounts.stepUp.sendCode(currentUser(request));
      return { message: answered(request, text('stepUpCodeSent', { minutes })) };
    },
  });
}
