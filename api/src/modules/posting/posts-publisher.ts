/**
 * The hook through which a post that has just gone live reaches the posts websocket
 * (`/ws/posts/?token=`, spec 000 §7 `new_post`). The default announces it with NOTIFY on the
 * realtime hub's `postsChannel(prefix)` inside the funding transaction — `{type: 'new_post',
 * link_id}`, heard by every API process only if the payment commits; the hub
 * (`realtime/realtime.hub.ts`) sends `{type: 'new_post', post}` with the link's view to the
 * sockets. Another transport plugs in through `ServiceOptions.postsPublisher`.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

export interface PostsPublisher {
  /** Called inside the transaction that makes the post live. */
  newPost(linkId: number, executor: Executor): Promise<void>;
}

export class NotifyPostsPublisher implements PostsPublisher {
  constructor(private readonly channel: string) {}

  async newPost(linkId: number, executor: Executor): Promise<void> {
    await executor.execute(
      sql`SELECT pg_notify(${this.channel}, ${JSON.stringify({ type: 'new_post', link_id: linkId })})`,
    );
  }
}
