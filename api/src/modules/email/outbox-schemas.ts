/** What the development outbox route (email.routes.ts) takes and answers: the messages written. */
import { TEXT_MAX } from '@engage/shared/contract/common';
import { Type, type Static } from 'typebox';

/** One message of the outbox, as written and as its delivery stands. */
const OutboxEntrySchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  created: Type.String({ format: 'date-time' }),
  sent: Type.Boolean(),
  /** Failed tries so far, and the mail server's last answer (null once delivered). */
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
});
export type OutboxEntry = Static<typeof OutboxEntrySchema>;

/** `?to=`: only the messages to that address. */
export const OutboxQuerySchema = Type.Object({ to: Type.Optional(Type.String({ maxLength: TEXT_MAX.email })) });

/** The outbox, newest first. */
export const OutboxAnswerSchema = Type.Object({ results: Type.Array(OutboxEntrySchema) });
