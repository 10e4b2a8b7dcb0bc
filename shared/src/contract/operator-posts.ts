/**
 * The console's posts (ours, `operator/posts/…`): every producer's post, searched by title, link,
 * the producer's email or an id, filtered by status, paged by cursor and exported to CSV.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Id, Kes, Nullable, PostStatusSchema, Text } from '@engage/shared/contract/common';
import { CursorPage, CursorQuery, Reason } from '@engage/shared/contract/operator-access';

export const OperatorPostsQuerySchema = Type.Object({
  ...CursorQuery,
  /** A post's or producer's id, a producer's email, or words of the title or link. */
  q: Type.Optional(Text(200)),
  status: Type.Optional(PostStatusSchema),
  sort: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('oldest')])),
});

export const OperatorPostSchema = Type.Object({
  id: Id(),
  producer_id: Id(),
  producer_email: Type.String(),
  title: Type.String(),
  link_url: Type.String(),
  platform: Type.String(),
  action_type: Type.String(),
  status: PostStatusSchema,
  targets_needed: Type.Integer(),
  targets_reached: Type.Integer(),
  reward: Kes(),
  /** The unspent budget given back to the producer when the post closed. */
  returned: Kes(),
  /** Who paused a paused post: a producer may not resume an operator's pause. */
  paused_by: Nullable(Type.Union([Type.Literal('producer'), Type.Literal('operator')])),
  created_at: DateTime(),
});
export type OperatorPost = Static<typeof OperatorPostSchema>;
export const OperatorPostsPageSchema = CursorPage(OperatorPostSchema);

/**
 * `POST operator/posts/:id/actions/`: pause, resume or cancel a post as its producer could, or
 * take down one that breaks the rules; a cancel or take-down gives the unspent budget back to the
 * producer. The reason is shown to the producer.
 */
export const OperatorPostActionBodySchema = Type.Object({
  action: Type.Union([
    Type.Literal('pause'),
    Type.Literal('resume'),
    Type.Literal('cancel'),
    Type.Literal('take_down'),
  ]),
  reason: Reason(),
});
export type OperatorPostAction = Static<typeof OperatorPostActionBodySchema>['action'];
export const OperatorPostActionDoneSchema = Type.Object({ message: Type.String(), post: OperatorPostSchema });
