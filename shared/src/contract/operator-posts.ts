/**
 * The console's posts (ours, `operator/posts/…`): every producer's post, searched by title, link,
 * the producer's email or an id, filtered by status, paged by cursor and exported to CSV.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Id, Kes, PostStatusSchema, Text } from '@engage/shared/contract/common';
import { CursorPage, CursorQuery } from '@engage/shared/contract/operator-access';

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
  created_at: DateTime(),
});
export type OperatorPost = Static<typeof OperatorPostSchema>;
export const OperatorPostsPageSchema = CursorPage(OperatorPostSchema);
