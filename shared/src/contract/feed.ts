/** The home feed: its query, reactions, task endpoints and the view credit (spec 000 §7). Conventions: see common.ts. */
import { Type, type Static } from 'typebox';
import { FEED_PAGE_SIZE } from '@engage/shared/contract/constants';
import {
  DateTime,
  ErrorResponseSchema,
  FeedPlatformSchema,
  Id,
  type MessageResponse,
  MessageResponseSchema,
  PageNumber,
  ReactionActionSchema,
  TEXT_MAX,
  Text,
} from '@engage/shared/contract/common';

/** The feed's `{platform}/`: one of the feed tabs' platforms, or `all`. */
export const FeedParamsSchema = Type.Object({ platform: FeedPlatformSchema });

/**
 * Spec 000 §7 "Feed | GET {platform}/?page={n}, or ?latest=true&last_seen={time}; shorts add
 * shorts=true". `last_seen` is the `created` time of the newest post held.
 */
export const FeedQuerySchema = Type.Object({
  page: Type.Optional(PageNumber()),
  latest: Type.Optional(Type.Boolean()),
  last_seen: Type.Optional(DateTime()),
  shorts: Type.Optional(Type.Boolean()),
  /** Spec 000 §2 navbar 'Search content': words in a task's title, text, tags or producer (ours). */
  search: Type.Optional(Text(100)),
  /** Fewer tasks a page (ours: the data saver asks for 5); ten, as the spec's feed shows, by default. */
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: FEED_PAGE_SIZE })),
});

/** Spec 000 §7 "Reaction | POST {link_id}/action/{action}/". */
export const ReactionParamsSchema = Type.Object({ link_id: Id(), action: ReactionActionSchema });

/** Spec 000 §7 "Reaction | ... {link_id, action 'like' or 'share'}"; spec 001 §7 "Reel interaction". */
export const ReactionBodySchema = Type.Object({ link_id: Id(), action: ReactionActionSchema });

/** The reaction answer: the new like state and count (spec 000 §4 "count adjusting by one"). */
export const ReactionResponseSchema = Type.Object({
  has_liked: Type.Optional(Type.Boolean()),
  thumb_ups: Type.Optional(Type.Integer({ minimum: 0 })),
  message: Type.Optional(Type.String()),
});
export type ReactionResponse = Static<typeof ReactionResponseSchema>;

/** No view lasts longer than a day; the seconds are stored in an int4 column. */
const WATCH_SECONDS_MAX = 86_400;

/**
 * Spec 000 §3 "view credit (watch_time, link_id)"; spec 001 §7 "Watch time | POST |
 * {watch_time, link_id}". `watch_time` is in seconds.
 */
export const ViewCreditBodySchema = Type.Object({
  watch_time: Type.Number({ minimum: 0, maximum: WATCH_SECONDS_MAX, description: 'Seconds watched.' }),
  link_id: Id(),
});
export type ViewCreditBody = Static<typeof ViewCreditBodySchema>;

/**
 * The watch ticket (ours): the player of the video at `link_url` (a task's `link_url`) started.
 * The first start counts; a view credit of that video may claim no more seconds than have
 * passed since it (spec 000 §9's minimum still applies).
 */
export const WatchStartBodySchema = Type.Object({ link_url: Text(TEXT_MAX.url, { minLength: 1 }) });
export type WatchStartBody = Static<typeof WatchStartBodySchema>;
export const WatchStartResponseSchema = Type.Object({ started_at: DateTime() });
export type WatchStartResponse = Static<typeof WatchStartResponseSchema>;

/**
 * Watch progress (ours): every few seconds while the video at `link_url` plays, the player's
 * current time in it. The server counts only time that advanced no faster than its own clock
 * between reports, and a view credit is paid from that count alone.
 */
export const WatchProgressBodySchema = Type.Object({
  link_url: Text(TEXT_MAX.url, { minLength: 1 }),
  position: Type.Number({
    minimum: 0,
    maximum: 86_400,
    description: 'The player’s current time in the video, in seconds.',
  }),
});
export type WatchProgressBody = Static<typeof WatchProgressBodySchema>;
export const WatchProgressResponseSchema = Type.Object({
  watched_seconds: Type.Number({ minimum: 0, description: 'Seconds of watching the server has counted so far.' }),
});
export type WatchProgressResponse = Static<typeof WatchProgressResponseSchema>;

/** A comment or reply a task posts. */
const CommentText = () => Text(TEXT_MAX.text, { minLength: 1 });

/** The address of the Instagram or Facebook post a task acts on. */
const PostUrl = () => Text(TEXT_MAX.url, { minLength: 1 });

/** Spec 000 §7 "YouTube tasks | POST youtube-sub/ {channel_id, link_id}". */
export const YoutubeSubBodySchema = Type.Object({ channel_id: Text(TEXT_MAX.name, { minLength: 1 }), link_id: Id() });

/** Spec 000 §7 "youtube-like/ {video_id, link_id}" — §5: a YouTube id must be 11 characters. */
export const YoutubeLikeBodySchema = Type.Object({
  video_id: Type.String({ minLength: 11, maxLength: 11 }),
  link_id: Id(),
});

/** Spec 000 §7 "youtube-comment/ {link_id, text}"; also twitter-reply/ {link_id, text}. */
export const LinkTextBodySchema = Type.Object({ link_id: Id(), text: CommentText() });

/** Spec 000 §7 "twitter-follow/, twitter-like/, twitter-retweet/, twitter-bookmark/ {link_id}". */
export const LinkOnlyBodySchema = Type.Object({ link_id: Id() });

/** Spec 000 §7 "instagram-follow/, instagram-like/, instagram-p-views/ {post_url, link_id}". */
export const PostUrlLinkBodySchema = Type.Object({ post_url: PostUrl(), link_id: Id() });

/**
 * Spec 000 §7 "instagram-comment/ {post_url, text}" — no link_id in the spec; the server finds
 * the link by post_url.
 */
export const PostUrlTextBodySchema = Type.Object({
  post_url: PostUrl(),
  text: CommentText(),
});

/**
 * Spec 000 §7 "Facebook | instagram-style endpoints with post_url only" — facebook-follow/,
 * facebook-like/, facebook-p-views/ send {post_url}; facebook-comment/ also needs the comment
 * and sends {post_url, text} ({@link PostUrlTextBodySchema}).
 */
export const PostUrlBodySchema = Type.Object({ post_url: PostUrl() });

/** Spec 000 §8 "Task action: ... success the server message or 'Success!', error the message, the response error". */
export const TaskActionResponseSchema = MessageResponseSchema;
export type TaskActionResponse = MessageResponse;

/**
 * A claim engage could not prove yet (ours, HTTP 202, TASK_VERIFIER=platform): nothing is paid;
 * it waits for review with the reason, and is credited or refused later.
 */
export const TaskReviewResponseSchema = Type.Object({
  message: Type.String(),
  status: Type.Literal('review'),
  reason: Type.String(),
});
export type TaskReviewResponse = Static<typeof TaskReviewResponseSchema>;

/** 409 of a task action: done already, or (with `status` and `reason`) a claim waiting for review. */
export const TaskConflictResponseSchema = Type.Object(
  {
    ...ErrorResponseSchema.properties,
    status: Type.Optional(Type.Literal('review')),
    reason: Type.Optional(Type.String()),
  },
  { description: 'Done already, or the claim waits for review (status and reason).' },
);
