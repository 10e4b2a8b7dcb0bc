/** A task / post ("link") and pages of them: the feed, the reels and the profile lists all carry it (spec 000 §3). Conventions: see common.ts. */
import { Type, type Static } from 'typebox';
import {
  ActionTypeSchema,
  DateTime,
  Id,
  Kes,
  Nullable,
  type Page,
  PageNumber,
  PageSchema,
  PlatformSchema,
  PostStatusSchema,
} from '@engage/shared/contract/common';

/** How a task's claim is decided (ours): checked with the platform, or reviewed. */
const TaskVerificationSchema = Type.Union([Type.Literal('automatic'), Type.Literal('review')]);

// ---------------------------------------------------------------------------------------------
// Links (tasks and posts)
// ---------------------------------------------------------------------------------------------

/**
 * A link: a task in the feed (spec 000 §3) and a post of its producer (spec 001 §3) — one
 * entity with the fields of both. `post_descrption` is spelled as the specs spell it.
 * `post_tags` is comma-separated (both specs). `is_shorts` marks short videos (reels).
 */
export const LinkSchema = Type.Object({
  link_id: Id(),
  link_url: Type.String(),
  platform: PlatformSchema,
  action_type: ActionTypeSchema,
  is_shorts: Type.Boolean(),
  created: DateTime(),
  producer_username: Type.String(),
  producer_avatar: Nullable(Type.String()),
  producer_amount: Kes(),
  producer_location: Type.String(),
  anonymous: Type.Boolean(),
  post_title: Type.String(),
  post_descrption: Type.String(),
  post_tags: Type.String(),
  post_thumbnail: Nullable(Type.String()),
  targets_location: Type.String(),
  targets_needed: Type.Integer({ minimum: 0 }),
  targets_reached: Type.Integer({ minimum: 0 }),
  thumb_ups: Type.Integer({ minimum: 0 }),
  has_liked: Type.Boolean(),
  is_actioned: Type.Boolean(),
  is_draft: Type.Boolean(),
  status: PostStatusSchema,
  available_actions: Type.Array(ActionTypeSchema),
  /** Ours: what one engagement pays the consumer — the amount the server credits for this task. */
  reward: Kes(),
  /**
   * Ours, only on a server that verifies tasks (TASK_VERIFIER=platform): `automatic` — the
   * claim is checked with the platform and credited at once when proven; `review` — engage
   * cannot check it, so a claim waits for review, unpaid, for the reason in `verification_note`.
   */
  verification: Type.Optional(TaskVerificationSchema),
  verification_note: Type.Optional(Type.String()),
  /** Ours: the unspent budget given back to the producer when the post closed (0 while it lives). */
  returned: Kes(),
  /** Ours: when a live or paused post expires (POST_EXPIRY_DAYS after it went live); null otherwise. */
  expires_at: Nullable(DateTime()),
});
export type Link = Static<typeof LinkSchema>;

/** A page of links: feed, reels, my posts, liked posts, drafts (spec 000 §7 "results, next"). */
export const LinkPageSchema = PageSchema(LinkSchema);
export type LinkPage = Page<Link>;

/** A query that only pages (`?page={n}`): my posts, liked, drafts, affiliate, transactions. */
export const PageQuerySchema = Type.Object({ page: Type.Optional(PageNumber()) });
