/**
 * `/ws/posts/?token=` and `/ws/alerts/?token=` (spec 000 §7). The access token rides in the
 * query because browsers cannot set headers on a websocket; a bad token closes the socket
 * with 4401 right after the handshake.
 */
import type { AppInstance } from '../../http/app-instance';
import { SocketTokenQuerySchema } from './realtime-schemas';

const CLOSE_UNAUTHORIZED = 4401;

export async function realtimeRoutes(app: AppInstance): Promise<void> {
  const hub = app.realtime;

  for (const kind of ['posts', 'alerts'] as const) {
    app.get(
      `/ws/${kind}/`,
      { websocket: true, config: { public: true }, schema: { hide: true, querystring: SocketTokenQuerySchema } },
      (socket, request) => {
        // Messages that arrive before authentication finishes are not expected; nothing is read.
        const token = request.query.token ?? '';
        void app.services.accounts.authenticate(token).then(
          (auth) => {
            if (!auth) {
              socket.close(CLOSE_UNAUTHORIZED, 'invalid token');
              return;
            }
            const remove =
              kind === 'posts' ? hub.addPostsSocket(auth.userId, socket) : hub.addAlertsSocket(auth.userId, socket);
            socket.on('close', remove);
            socket.send(JSON.stringify({ type: 'connected', channel: kind }));
          },
          (error: unknown) => {
            request.log.error({ err: error }, 'websocket authentication failed');
            socket.close(1011, 'internal error');
          },
        );
      },
    );
  }
}
