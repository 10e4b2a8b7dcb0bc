/**
 * Websocket fan-out (spec 000 §7): `/ws/posts/` gets `{type: 'new_post', post}` and
 * `/ws/alerts/` gets `{type: 'new_notification', payload}`. Events travel through PostgreSQL
 * LISTEN/NOTIFY, so a notification committed by any API process reaches the sockets held by
 * every process; each process only delivers to its own sockets.
 */
import type { Database, Unlisten } from '../../db/database';
import type { NotificationView } from '../alerts/alerts.service';
import { linkView } from '../feed/link-view';
import { findLink } from '../posting/links-table';

/** Newly live posts: `{type: 'new_post', link_id}` (published by posting inside the funding transaction). */
export const postsChannel = (prefix: string) => `${prefix}engage_posts`;

/** The part of a ws socket the hub uses. */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;
/**
 * Service Restart: this process is going away, another one takes the socket. The browser
 * reconnects at once (no backoff) and catches up on what it missed.
 */
const CLOSE_SERVICE_RESTART = 1012;

export class RealtimeHub {
  private readonly alertSockets = new Map<number, Set<RealtimeSocket>>();
  private readonly postSockets = new Map<RealtimeSocket, number>();
  private readonly unlisten: Unlisten[] = [];

  constructor(
    private readonly database: Database,
    private readonly channels: { alerts: string; posts: string },
    private readonly log: (message: string, error: unknown) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    // Events announced while the database connection was lost never reach this process: its
    // sockets are closed as on a restart, so each browser reconnects at once and catches up.
    const onGap = () => this.closeAll('events may have been missed');
    this.unlisten.push(await this.database.listen(this.channels.alerts, (payload) => this.onAlert(payload), onGap));
    this.unlisten.push(await this.database.listen(this.channels.posts, (payload) => void this.onPost(payload)));
  }

  async stop(): Promise<void> {
    for (const unlisten of this.unlisten.splice(0)) await unlisten().catch(() => undefined);
    this.closeAll('server restarting');
  }

  private closeAll(reason: string): void {
    for (const sockets of this.alertSockets.values())
      for (const socket of sockets) socket.close(CLOSE_SERVICE_RESTART, reason);
    for (const socket of this.postSockets.keys()) socket.close(CLOSE_SERVICE_RESTART, reason);
    this.alertSockets.clear();
    this.postSockets.clear();
  }

  addAlertsSocket(userId: number, socket: RealtimeSocket): () => void {
    const set = this.alertSockets.get(userId) ?? new Set<RealtimeSocket>();
    set.add(socket);
    this.alertSockets.set(userId, set);
    return () => {
      set.delete(socket);
      // After closeAll the user's reconnected socket is in a new set: an old socket's late close
      // must not take that set out of the map, or the new socket would hear nothing more.
      if (set.size === 0 && this.alertSockets.get(userId) === set) this.alertSockets.delete(userId);
    };
  }

  addPostsSocket(userId: number, socket: RealtimeSocket): () => void {
    this.postSockets.set(socket, userId);
    return () => this.postSockets.delete(socket);
  }

  get socketCount(): number {
    let count = this.postSockets.size;
    for (const set of this.alertSockets.values()) count += set.size;
    return count;
  }

  private onAlert(payload: string): void {
    let event: { userId: number; notification: NotificationView };
    try {
      event = JSON.parse(payload);
    } catch (error) {
      this.log('bad alerts payload', error);
      return;
    }
    const message = JSON.stringify({ type: 'new_notification', payload: event.notification });
    for (const socket of this.alertSockets.get(event.userId) ?? []) {
      if (socket.readyState === OPEN) socket.send(message);
    }
  }

  private async onPost(payload: string): Promise<void> {
    try {
      const event = JSON.parse(payload) as { link_id: number };
      // One view per receiving user: has_liked / is_actioned are theirs. A user's own post and
      // a post that is not live (any more) are not offered.
      for (const [socket, userId] of this.postSockets) {
        const post = await linkView(this.database.db, userId, event.link_id);
        if (!post || post.status !== 'active' || socket.readyState !== OPEN) continue;
        const own = await this.isOwn(userId, event.link_id);
        if (!own) socket.send(JSON.stringify({ type: 'new_post', post }));
      }
    } catch (error) {
      this.log('posts fan-out failed', error);
    }
  }

  private async isOwn(userId: number, linkId: number): Promise<boolean> {
    const link = await findLink(this.database.db, linkId);
    return link?.producerId === userId;
  }
}
