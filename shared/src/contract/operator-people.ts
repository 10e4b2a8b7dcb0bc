/**
 * People in the operator console (ours, `operator/people/…`): find an account by email, phone,
 * name or id, and read one account whole (profile, restrictions, sessions, devices and farm
 * flags, payout methods, latest claims). The actions on an account are in `operator-console.ts`.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Id, Nullable } from '@engage/shared/contract/common';
import { CursorPage, CursorQuery } from '@engage/shared/contract/operator-access';
import { StatementPageSchema } from '@engage/shared/contract/wallet';

export const PeopleQuerySchema = Type.Object({
  /** An email, a phone number, part of a name or username, or an account's numeric id. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...CursorQuery,
});
export type PeopleQuery = Static<typeof PeopleQuerySchema>;

export const PersonRowSchema = Type.Object({
  id: Id(),
  email: Type.String(),
  username: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  user_type: Type.Union([Type.Literal('consumer'), Type.Literal('producer')]),
  created_at: DateTime(),
  deleted: Type.Boolean(),
  withdrawals_frozen: Type.Boolean(),
});
export type PersonRow = Static<typeof PersonRowSchema>;
export const PeoplePageSchema = CursorPage(PersonRowSchema);

export const PersonParamsSchema = Type.Object({ id: Id() });

const Freeze = Type.Object({
  reason: Type.Union([Type.Literal('payout_method_disowned'), Type.Literal('operator')]),
  /** What the user is shown; an operator's freeze only. */
  note: Nullable(Type.String()),
  frozen_at: DateTime(),
});
const PayoutHold = Type.Object({
  reason: Type.Union([
    Type.Literal('shared_device'),
    Type.Literal('busy_network'),
    Type.Literal('payout_name'),
    Type.Literal('card_return'),
  ]),
  detail: Type.String(),
  created_at: DateTime(),
});
const Session = Type.Object({
  id: Type.String(),
  scope: Type.Union([Type.Literal('full'), Type.Literal('embed')]),
  created_at: DateTime(),
  expires_at: DateTime(),
  revoked_at: Nullable(DateTime()),
});
const Device = Type.Object({
  device_id: Nullable(Type.String()),
  network: Nullable(Type.String()),
  last_seen: DateTime(),
  /** Other accounts seen on the same device: the farm flag an operator looks at first. */
  shared_with: Type.Array(Id()),
});
const PayoutMethod = Type.Object({
  id: Id(),
  phone: Type.String(),
  name: Type.String(),
  primary: Type.Boolean(),
  usable_from: DateTime(),
});
const Claim = Type.Object({
  id: Id(),
  link_id: Id(),
  action_type: Type.String(),
  status: Type.Union([Type.Literal('review'), Type.Literal('credited'), Type.Literal('refused')]),
  created_at: DateTime(),
  decided_at: Nullable(DateTime()),
});

/** One account as an operator reads it. Lists hold the latest rows only (the newest first). */
export const PersonSchema = Type.Object({
  profile: PersonRowSchema,
  restrictions: Type.Object({
    withdrawals_frozen: Nullable(Freeze),
    payout_holds: Type.Array(PayoutHold),
    /** Task actions refused, and the note the user is shown; null while the account may earn. */
    earning_stopped: Nullable(Type.Object({ note: Type.String(), stopped_at: DateTime() })),
  }),
  sessions: Type.Array(Session),
  devices: Type.Array(Device),
  payout_methods: Type.Array(PayoutMethod),
  claims: Type.Array(Claim),
  /** The newest lines of the account's money, as its owner's statement shows them, and its balances. */
  ledger: StatementPageSchema,
});
export type Person = Static<typeof PersonSchema>;
