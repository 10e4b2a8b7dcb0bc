// An alerts websocket held the way the shell holds it (`/ws/alerts/?token=`): reconnects at
// once when the server goes away, then asks for what it missed with `latest=true&last_seen=`
// (the newest alert it holds). It counts every alert by id, by how it came (the socket or the
// catch-up), so the audit can say whether each alert reached the user exactly once.
import { createRequire } from 'node:module';

// `ws` is the API's own websocket library; the scripts have no dependencies of their own.
const WebSocket = createRequire(new URL('../../api/package.json', import.meta.url))('ws');

/**
 * How far before the newest alert held the catch-up asks from. An alert's time is when its
 * transaction began: one that commits late (it waited for a lock, or for the database to come
 * back) is older than alerts shown before it, and asking from the newest exactly would skip it.
 * What comes twice is recognised by its id.
 */
const CATCH_UP_OVERLAP_MS = 30_000;

/**
 * How long the audit waits for an alert the server holds but the subscriber has not had yet. One
 * can still be on its way: its notification not yet delivered on a loaded machine, or an instance
 * whose LISTEN connection is still coming back after a database restart (up to 5 s between
 * attempts), which then closes its sockets so that they reconnect and catch up. Late is counted;
 * only what never arrives is missed.
 */
const LATE_ALERT_WAIT_MS = 15_000;

/** Close codes for a token the server will not take: refresh it before trying again. */
const UNAUTHORIZED = new Set([1008, 4401, 4403]);

export class AlertSubscriber {
  /**
   * @param {{ wsUrl: string, client: ReturnType<typeof import('./load-http.mjs').apiClient>,
   *   user: { id: number, access: string }, refresh: () => Promise<void> }} options
   */
  constructor({ wsUrl, client, user, refresh }) {
    this.wsUrl = wsUrl;
    this.client = client;
    this.user = user;
    this.refresh = refresh;
    /** alert id -> how many times the socket delivered it */
    this.viaSocket = new Map();
    /** alert ids that only a catch-up brought */
    this.viaCatchUp = new Set();
    /** ids the user already had before this subscriber started */
    this.before = new Set();
    this.lastSeen = null;
    /** When the subscriber started: what a catch-up asks from while it holds no alert yet. */
    this.startedAt = null;
    this.opens = 0;
    this.closes = [];
    this.catchUps = 0;
    this.failedCatchUps = 0;
    this.stopped = false;
    this.socket = null;
    this.failures = 0;
    /** The catch-up under way after the last reconnect, if any. */
    this.catchingUp = Promise.resolve();
  }

  /** Opens the socket and waits until the server has registered it ('connected'). */
  async start() {
    this.startedAt = new Date().toISOString();
    await this.connect();
    // The alerts the user had when the socket was registered: anything newer must arrive.
    const page = await this.client.call('GET', 'alerts/', { token: this.user.access });
    for (const alert of page.results) {
      this.before.add(alert.id);
      this.seen(alert.date);
    }
  }

  seen(date) {
    if (date && (this.lastSeen === null || date > this.lastSeen)) this.lastSeen = date;
  }

  /** Resolves once the server has registered the socket (the first time, or after reconnecting). */
  connect() {
    return new Promise((resolve) => {
      const url = new URL(`alerts/?token=${encodeURIComponent(this.user.access)}`, this.wsUrl);
      const socket = new WebSocket(url);
      this.socket = socket;
      let registered = false;
      socket.on('message', (data) => {
        let message;
        try {
          message = JSON.parse(String(data));
        } catch {
          return;
        }
        if (message.type === 'connected') {
          registered = true;
          this.failures = 0;
          this.opens += 1;
          // Back after a drop: fetch what came meanwhile, as the shell does.
          if (this.opens > 1) this.catchingUp = this.catchUp();
          resolve();
          return;
        }
        if (message.type !== 'new_notification' || !message.payload) return;
        const { id, date } = message.payload;
        this.viaSocket.set(id, (this.viaSocket.get(id) ?? 0) + 1);
        this.seen(date);
      });
      socket.on('error', () => undefined); // a close always follows
      socket.on('close', (code) => {
        this.closes.push({ at: Date.now(), code, registered });
        if (this.socket === socket) this.socket = null;
        if (this.stopped) return resolve();
        // At once after a drop; with a short growing delay while the server cannot be reached.
        const delay = registered ? 0 : Math.min(2000, 100 * 2 ** this.failures++);
        setTimeout(() => {
          if (this.stopped) return resolve();
          const fresh = UNAUTHORIZED.has(code) ? this.refresh().catch(() => undefined) : Promise.resolve();
          void fresh.then(() => this.connect()).then(resolve);
        }, delay);
      });
    });
  }

  /** What arrived while the socket was away: `alerts/?latest=true&last_seen=`. */
  async catchUp() {
    this.catchUps += 1;
    // A user with no alert yet asks from the start: alerts made while the socket was away count too.
    const newest = this.lastSeen ?? this.startedAt;
    if (!newest) return;
    const from = new Date(Date.parse(newest) - CATCH_UP_OVERLAP_MS).toISOString();
    for (let attempt = 0; attempt < 60 && !this.stopped; attempt += 1) {
      const answer = await this.client.request('GET', `alerts/?latest=true&last_seen=${encodeURIComponent(from)}`, {
        token: this.user.access,
      });
      if (answer.status === 200) {
        for (const alert of answer.body.results) {
          if (!this.viaSocket.has(alert.id)) this.viaCatchUp.add(alert.id);
          this.seen(alert.date);
        }
        return;
      }
      // The database may still be coming back: ask again shortly, as a person would.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    this.failedCatchUps += 1;
  }

  /** Every alert the user has now that was not there at the start (newest first, paged). */
  async serverAlertsSinceStart() {
    const found = [];
    for (let page = 1; page < 1000; page += 1) {
      const answer = await this.client.call('GET', `alerts/?page=${page}`, {
        token: this.user.access,
        retryForMs: 10_000,
      });
      let reachedStart = false;
      for (const alert of answer.results) {
        if (this.before.has(alert.id)) reachedStart = true;
        else found.push(alert);
      }
      if (reachedStart || !answer.next) break;
    }
    return found;
  }

  /**
   * The user's alerts since the start against what this subscriber got: `duplicates` (the socket
   * delivered one alert twice), `missed` (neither the socket nor a catch-up brought it),
   * `caughtUp` (only the catch-up brought it).
   */
  async audit() {
    await this.catchingUp;
    const server = await this.serverAlertsSinceStart();
    const ids = new Set(server.map((alert) => alert.id));
    const notHad = () => [...ids].filter((id) => !this.viaSocket.has(id) && !this.viaCatchUp.has(id));
    const lateIds = notHad();
    for (const deadline = Date.now() + LATE_ALERT_WAIT_MS; notHad().length > 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await this.catchingUp;
    }
    let duplicates = 0;
    for (const [, times] of this.viaSocket) if (times > 1) duplicates += times - 1;
    const missed = notHad();
    const foreign = [...this.viaSocket.keys()].filter((id) => !ids.has(id) && !this.before.has(id));
    return {
      userId: this.user.id,
      alerts: ids.size,
      viaSocket: [...ids].filter((id) => this.viaSocket.has(id)).length,
      caughtUp: [...ids].filter((id) => !this.viaSocket.has(id) && this.viaCatchUp.has(id)).length,
      duplicates,
      missed: missed.length,
      missedIds: missed.slice(0, 20),
      late: lateIds.length - missed.length,
      foreign: foreign.length,
      opens: this.opens,
      closes: this.closes.map((close) => close.code),
      catchUps: this.catchUps,
      failedCatchUps: this.failedCatchUps,
    };
  }

  stop() {
    this.stopped = true;
    this.socket?.close(1000);
  }
}
