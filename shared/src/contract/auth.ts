/** Sign-in, sign-up, tokens, OTP and password reset (spec 000 §3 "Forms", §7). Conventions: see common.ts. */
import { Type, type Static } from 'typebox';
import { PASSWORD_MIN_LENGTH } from '@engage/shared/contract/constants';
import { Email, TEXT_MAX, Text, UserTypeSchema } from '@engage/shared/contract/common';

// ---------------------------------------------------------------------------------------------
// Auth (spec 000 §3 "Forms", §7)
// ---------------------------------------------------------------------------------------------

/**
 * Registration answer: the same whether or not the address already had an account, so it
 * carries nothing that only a new account has. The spec only needs success. Its
 * message is true in both cases (spec 000 §8's 'Signed up successfully!' is not for a taken
 * address): a new account's email holds its code, a taken address's tells its owner what to do.
 */
export const RegisterResponseSchema = Type.Object({
  message: Type.String(),
  email: Type.String(),
});

/** Spec 000 §3 "Login response: access, refresh, session_id." */
export const LoginResponseSchema = Type.Object({
  access: Type.String(),
  refresh: Type.String(),
  session_id: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** Spec 000 §3 "Forms: login (email, password)". */
export const LoginBodySchema = Type.Object({
  email: Email(),
  password: Text(TEXT_MAX.password, { minLength: 1 }),
});
export type LoginBody = Static<typeof LoginBodySchema>;

/** A password being chosen: spec 000 §9's minimum, and {@link TEXT_MAX}'s maximum. */
const NewPassword = () => Text(TEXT_MAX.password, { minLength: PASSWORD_MIN_LENGTH });

/** A referral code as a link carries it (ours are short; the bound only keeps junk out). */
const ReferralCode = () => Text(TEXT_MAX.name);

/**
 * Ours beside the spec's fields: the sign-up form's separate, unticked "Send me news and offers
 * by email". Absent is no.
 */
const Marketing = () => Type.Boolean();

/** Spec 000 §7 "Register | POST {email, password, user_type}" — user_type defaults to consumer (§3). */
const RegisterWithUserTypeBodySchema = Type.Object({
  email: Email(),
  password: NewPassword(),
  user_type: Type.Optional(UserTypeSchema),
  marketing: Type.Optional(Marketing()),
});

/** Spec 000 §7 "or {email, password, type, referral_code?}" with type 'standard' or 'google' (§3). */
const RegisterWithTypeBodySchema = Type.Object({
  email: Email(),
  password: NewPassword(),
  type: Type.Union([Type.Literal('standard'), Type.Literal('google')]),
  referral_code: Type.Optional(ReferralCode()),
  marketing: Type.Optional(Marketing()),
});

/** Spec 000 §3 "registration (email, password, user_type default consumer, or type 'standard'/'google', optional referral_code)". */
export const RegisterBodySchema = Type.Union([RegisterWithUserTypeBodySchema, RegisterWithTypeBodySchema]);
export type RegisterBody = Static<typeof RegisterBodySchema>;

/**
 * Spec 000 §3 "external login (email, password, role, optional referral_code)" — the Google
 * sign-in's register/login call; `password` is what the client derives from the Google `sub`.
 */
export const ExternalLoginBodySchema = Type.Object({
  email: Email(),
  password: Text(TEXT_MAX.token, { minLength: 1 }),
  role: UserTypeSchema,
  referral_code: Type.Optional(ReferralCode()),
});
export type ExternalLoginBody = Static<typeof ExternalLoginBodySchema>;

/** Spec 000 §7 "user-info lookup at a Google endpoint ... (reads email and sub)" — Google's answer, not ours. */
export const GoogleUserInfoSchema = Type.Object({ email: Email(), sub: Type.String() });
export type GoogleUserInfo = Static<typeof GoogleUserInfoSchema>;

/** Refresh of the access token (path and payload not shown; SimpleJWT style). */
export const TokenRefreshBodySchema = Type.Object({ refresh: Text(TEXT_MAX.token) });
export type TokenRefreshBody = Static<typeof TokenRefreshBodySchema>;

/** The refresh answer: a new access token, and a new refresh token when the server rotates them. */
export const TokenRefreshResponseSchema = Type.Object({
  access: Type.String(),
  refresh: Type.Optional(Type.String()),
});
export type TokenRefreshResponse = Static<typeof TokenRefreshResponseSchema>;

/** Logout (not shown in the spec's table): revokes the refresh token server side. */
export const LogoutBodySchema = Type.Object({ refresh: Type.Optional(Text(TEXT_MAX.token)) });

/** Spec 000 §7 "Forgot / reset | POST {email}". */
export const ForgotPasswordBodySchema = Type.Object({ email: Email() });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>;

/**
 * Spec 000 §3 "password reset (password, token, uidb64)". The minimum length is ours (the
 * spec's reset rules stop at required + match); it keeps reset in line with registration.
 */
export const PasswordResetBodySchema = Type.Object({
  password: NewPassword(),
  token: Text(TEXT_MAX.token, { minLength: 1 }),
  uidb64: Text(TEXT_MAX.name, { minLength: 1 }),
});
export type PasswordResetBody = Static<typeof PasswordResetBodySchema>;

/** Spec 000 §3 "verification (otp_code)" — §5 "The verification code is free text." */
export const VerifyEmailBodySchema = Type.Object({ otp_code: Text(TEXT_MAX.name) });
export type VerifyEmailBody = Static<typeof VerifyEmailBodySchema>;

/**
 * Spec 000 §7 "Request OTP | POST; payload not shown". Ours: one verification code at a time.
 * Without a body it makes sure a code is waiting (nothing is sent while one is still valid);
 * `new_code: true` replaces it, at most once per cooldown (429 with `resend_in` otherwise).
 */
export const RequestOtpBodySchema = Type.Object({ new_code: Type.Optional(Type.Boolean()) });
export type RequestOtpBody = Static<typeof RequestOtpBodySchema>;

/**
 * Ours: whether a verification code is waiting in the user's inbox (`live`: sent, unused, not
 * expired, tries left) and in how many seconds a new one may be asked for (`resend_in`).
 */
export const EmailCodeStatusSchema = Type.Object({
  live: Type.Boolean(),
  resend_in: Type.Integer({ minimum: 0 }),
});
export type EmailCodeStatus = Static<typeof EmailCodeStatusSchema>;

/** The answer of Request OTP: its message, whether an email went out, and the cooldown left. */
export const RequestOtpResponseSchema = Type.Object({
  message: Type.String(),
  sent: Type.Boolean(),
  resend_in: Type.Integer({ minimum: 0 }),
});
export type RequestOtpResponse = Static<typeof RequestOtpResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Step-up (ours): what moves money asks for presence proved in the last five minutes
// ---------------------------------------------------------------------------------------------

/**
 * Proving presence: the account's `password`, or, for an account without one (Google sign-in),
 * the `code` emailed by `users/step-up/code/`.
 */
export const StepUpBodySchema = Type.Object({
  password: Type.Optional(Text(TEXT_MAX.line, { minLength: 1 })),
  code: Type.Optional(Text(TEXT_MAX.name, { minLength: 1 })),
});
export type StepUpBody = Static<typeof StepUpBodySchema>;

/** Presence proved: money-moving changes are allowed on this session until `stepped_up_until`. */
export const StepUpResponseSchema = Type.Object({
  message: Type.String(),
  stepped_up_until: Type.String({ format: 'date-time' }),
});
export type StepUpResponse = Static<typeof StepUpResponseSchema>;

/** The single-use link of the "this was not me" email: `token` and the account's `uidb64`. */
export const NotMeBodySchema = Type.Object({
  token: Text(TEXT_MAX.token, { minLength: 1 }),
  uidb64: Text(TEXT_MAX.name, { minLength: 1 }),
});
export type NotMeBody = Static<typeof NotMeBodySchema>;
