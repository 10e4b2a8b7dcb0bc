/**
 * Task claims a person decides (ours, not in the specs): the consumer's own claims with their
 * state, the one appeal of a refusal, and the producer's queue of claims on their posts that no
 * API can check. States, as the consumer reads them:
 *
 * - `checking`: engage is still asking the platform (it was down or its quota spent);
 * - `review`: a person decides — `reviewer` says who (`producer`: the post's owner, until
 *   `review_until`; `operator`: engage's operators, after the producer's time ran out or on appeal);
 * - `credited`: paid to the pending balance;
 * - `refused`: not paid, with `reason`; `can_appeal` while the one appeal is unspent.
 */
import { Type, type Static } from 'typebox';
import {
  ActionTypeSchema,
  Id,
  Kes,
  Nullable,
  PageNumber,
  PageSchema,
  PlatformSchema,
  Text,
  TEXT_MAX,
} from '@engage/shared/contract/common';

export const CLAIM_STATES = ['checking', 'review', 'credited', 'refused'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** The most characters an appeal's note and a refusal's reason may have. */
export const CLAIM_NOTE_MAX = TEXT_MAX.text;

const ClaimStateSchema = Type.Union([
  Type.Literal('checking'),
  Type.Literal('review'),
  Type.Literal('credited'),
  Type.Literal('refused'),
]);
const ReviewerSchema = Nullable(Type.Union([Type.Literal('producer'), Type.Literal('operator')]));

export const ClaimSchema = Type.Object({
  id: Type.Integer(),
  link_id: Type.Integer(),
  platform: PlatformSchema,
  action_type: ActionTypeSchema,
  post_title: Type.String(),
  link_url: Type.String(),
  reward: Kes(),
  state: ClaimStateSchema,
  reviewer: ReviewerSchema,
  /** Until when the producer may decide (state `review`, reviewer `producer`). */
  review_until: Nullable(Type.String()),
  /** Why it waits, or why it was refused; a producer's or operator's reason is their own words. */
  reason: Type.String(),
  claimed_at: Type.String(),
  decided_at: Nullable(Type.String()),
  appeal: Nullable(Type.Object({ note: Type.String(), date: Type.String() })),
  can_appeal: Type.Boolean(),
});
export type Claim = Static<typeof ClaimSchema>;

export const ClaimPageSchema = PageSchema(ClaimSchema);
export type ClaimPage = Static<typeof ClaimPageSchema>;

export const ClaimAppealBodySchema = Type.Object({
  note: Text(CLAIM_NOTE_MAX),
});
export type ClaimAppealBody = Static<typeof ClaimAppealBodySchema>;

/** A claim on the producer's post, with the evidence engage holds. */
export const ReviewClaimSchema = Type.Object({
  id: Type.Integer(),
  link_id: Type.Integer(),
  platform: PlatformSchema,
  action_type: ActionTypeSchema,
  post_title: Type.String(),
  link_url: Type.String(),
  reward: Kes(),
  /** The claimant's engage username. */
  claimant: Type.String(),
  /** The claimant's linked account on the post's platform, when they linked one. */
  handle: Nullable(Type.String()),
  claimed_at: Type.String(),
  review_until: Type.String(),
  /** Why engage could not check it itself. */
  reason: Type.String(),
  /** The comment the claimant said they wrote (comment and reply tasks). */
  comment: Nullable(Type.String()),
  /** The seconds the claimant said they watched (view tasks). */
  watch_seconds: Nullable(Type.Integer()),
});
export type ReviewClaim = Static<typeof ReviewClaimSchema>;

export const ReviewClaimPageSchema = PageSchema(ReviewClaimSchema);
export type ReviewClaimPage = Static<typeof ReviewClaimPageSchema>;

/** `?page=` and, for one post's claims, `?link_id=`. */
export const ReviewQuerySchema = Type.Object({
  page: Type.Optional(PageNumber()),
  link_id: Type.Optional(Id()),
});
export type ReviewQuery = Static<typeof ReviewQuerySchema>;

export const ClaimRefuseBodySchema = Type.Object({
  reason: Text(CLAIM_NOTE_MAX),
});
export type ClaimRefuseBody = Static<typeof ClaimRefuseBodySchema>;
