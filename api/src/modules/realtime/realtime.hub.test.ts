/**
 * The hub's bookkeeping of sockets, with the database's LISTEN played by hand: what a user's
 * socket hears after the LISTEN connection came back and every socket was closed for a catch-up.
 */
import type { Database } from '../../db/database';
import { RealtimeHub, type RealtimeSocket } from './realtime.hub';

function socket(): RealtimeSocket & { sent: string[] } {
  const sent: string[] = [];
  return { readyState: 1, sent, send: (data) => void sent.push(data), close: () => undefined };
}

async function startedHub() {
  const listeners = new Map<string, { onPayload: (payload: string) => void; onGap?: () => void }>();
  const database = {
    listen: async (channel: string, onPayload: (payload: string) => void, onGap?: () => void) => {
      listeners.set(channel, { onPayload, onGap });
      return async () => undefined;
    },
  } as unknown as Database;
  const hub = new RealtimeHub(database, { alerts: 'alerts', posts: 'posts' });
  await hub.start();
  const alerts = listeners.get('alerts');
  if (!alerts?.onGap) throw new Error('the hub listens to alerts with a gap handler');
  const alert = (userId: number, id: number) =>
    alerts.onPayload(JSON.stringify({ userId, notification: { id, date: new Date().toISOString() } }));
  return { hub, gap: alerts.onGap, alert };
}

test("a socket that reconnected after a gap keeps hearing alerts when the old socket's close comes late", async () => {
  const { hub, gap, alert } = await startedHub();
  const before = socket();
  const unregisterBefore = hub.addAlertsSocket(7, before);
  gap();
  const after = socket();
  hub.addAlertsSocket(7, after);
  // The old socket's close is handled only now, after the browser has reconnected.
  unregisterBefore();
  alert(7, 1);
  expect(after.sent.map((message) => JSON.parse(message).payload.id)).toEqual([1]);
  expect(before.sent).toEqual([]);
});

test("a user's last socket closing takes the user out of the hub", async () => {
  const { hub, alert } = await startedHub();
  const only = socket();
  const unregister = hub.addAlertsSocket(8, only);
  expect(hub.socketCount).toBe(1);
  unregister();
  expect(hub.socketCount).toBe(0);
  alert(8, 2);
  expect(only.sent).toEqual([]);
});
