/**
 * Consent on record (ours, not in the specs): which version of the terms and of the privacy
 * policy the user accepted and when, and whether they want news and offers by email. The
 * server keeps every answer (the latest per document is the state); a newer version than the
 * one accepted is asked for again at the next sign-in.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, Text } from '@engage/shared/contract/common';

/** A policy version as the server names it (a date such as '2026-11-29'). */
const PolicyVersion = () => Text(32, { minLength: 1 });

/**
 * On the profile detail: whether the user must accept the current terms or privacy policy
 * before anything else, and the versions to accept. Both false when nothing is owed.
 */
export const ConsentNeededSchema = Type.Object({
  terms: Type.Boolean(),
  privacy: Type.Boolean(),
  terms_version: Type.String(),
  privacy_version: Type.String(),
});
export type ConsentNeeded = Static<typeof ConsentNeededSchema>;

/** `POST users/consents/`: the versions the user was shown and accepted. */
export const ConsentAcceptBodySchema = Type.Object({
  terms_version: PolicyVersion(),
  privacy_version: PolicyVersion(),
});
export type ConsentAcceptBody = Static<typeof ConsentAcceptBodySchema>;

const AcceptedDocumentSchema = Nullable(Type.Object({ version: Type.String(), at: DateTime() }));

/** `GET users/consents/`: what is on record, and the versions in force. */
export const ConsentStateSchema = Type.Object({
  terms: AcceptedDocumentSchema,
  privacy: AcceptedDocumentSchema,
  marketing: Type.Boolean(),
  consent_needed: ConsentNeededSchema,
});
export type ConsentState = Static<typeof ConsentStateSchema>;

/** `PUT users/consents/marketing/`: news and offers by email, on or off. */
export const MarketingBodySchema = Type.Object({ marketing: Type.Boolean() });
export type MarketingBody = Static<typeof MarketingBodySchema>;
