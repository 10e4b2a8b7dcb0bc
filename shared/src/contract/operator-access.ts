/**
 * The operators' own sign-in (ours, `operator/…`): people who run engage, not consumers or
 * producers. An operator is created by a command that prints a one-time enrolment link; the link
 * sets a password and an authenticator app (TOTP, RFC 6238); sign-in takes both. Their token has
 * its own audience: no consumer route takes it, and no consumer token opens an operator route.
 *
 * Every operator list is paged by cursor on the server (`CursorQuery`, `CursorPage`) and can be
 * asked as CSV (`format=csv`).
 */
import { Type, type Static, type TSchema } from 'typebox';
import { DateTime, Id, Nullable, Text } from '@engage/shared/contract/common';
import { REASON_LENGTH } from '@engage/shared/contract/input-limits';

export const OPERATOR_ROLES = ['support', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OperatorRoleSchema = Type.Union([Type.Literal('support'), Type.Literal('finance'), Type.Literal('admin')]);

/** What every operator write takes: why, in the operator's words; the audit log keeps it. */
export const Reason = () => Type.String({ minLength: REASON_LENGTH.min, maxLength: REASON_LENGTH.max });

/** The most rows one list page holds, and the most one CSV export does. */
export const OPERATOR_PAGE_MAX = 200;
export const OPERATOR_CSV_MAX = 10_000;

/** A list's query: the cursor of the page to read, its size, and CSV instead of JSON. */
export const CursorQuery = {
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: OPERATOR_PAGE_MAX })),
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
};

/** A page of a list and the cursor of the next one (null on the last page). */
export const CursorPage = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), next_cursor: Nullable(Type.String()) });
export interface CursorPageOf<T> {
  items: T[];
  next_cursor: string | null;
}

export const OperatorSchema = Type.Object({
  id: Id(),
  email: Type.String(),
  role: OperatorRoleSchema,
});
export type Operator = Static<typeof OperatorSchema>;

export const EnrolmentParamsSchema = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) });

/** The enrolment link opened: who it is for, and the secret to add to an authenticator app. */
export const EnrolmentSchema = Type.Object({
  email: Type.String(),
  role: OperatorRoleSchema,
  /** Base32, for typing into an authenticator app by hand. */
  secret: Type.String(),
  /** The same secret as an `otpauth://totp/…` link, for a QR code. */
  otpauth_url: Type.String(),
});
export type Enrolment = Static<typeof EnrolmentSchema>;

const Password = () => Type.String({ minLength: 12, maxLength: 200 });
/** A six-digit code from the authenticator app. */
const Code = () => Type.String({ pattern: '^[0-9]{6}$', minLength: 6, maxLength: 6 });

export const EnrolBodySchema = Type.Object({ password: Password(), code: Code() });
export const EnrolledSchema = Type.Object({ email: Type.String() });

export const OperatorSignInBodySchema = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  code: Code(),
});
export const OperatorSessionSchema = Type.Object({
  access_token: Type.String(),
  /** When the session ends (at most 8 hours after sign-in): sign in again then. */
  expires_at: DateTime(),
  operator: OperatorSchema,
});
export type OperatorSession = Static<typeof OperatorSessionSchema>;

export const OperatorSignedOutSchema = Type.Object({ signed_out: Type.Boolean() });

/** One line of the audit log: who did what, to what, when, why, and the row before and after. */
export const AuditEntrySchema = Type.Object({
  id: Id(),
  at: DateTime(),
  operator_id: Id(),
  operator_email: Type.String(),
  action: Type.String(),
  subject_type: Type.String(),
  subject_id: Type.String(),
  account_id: Nullable(Id()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditQuerySchema = Type.Object({
  ...CursorQuery,
  /** An operator's id or email. */
  operator: Type.Optional(Text(254)),
  account: Type.Optional(Id()),
  action: Type.Optional(Text(80)),
});
export const AuditPageSchema = CursorPage(AuditEntrySchema);
