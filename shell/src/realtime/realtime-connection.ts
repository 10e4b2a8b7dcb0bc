/**
 * One websocket that stays connected: reconnects with exponential backoff and
 * jitter, and tells its owner when it came back so missed events can be fetched
 * (`latest=true&last_seen=`). It knows nothing of posts or alerts.
 *
 * A server that closes an open socket with 1012 (Service Restart: that API instance is
 * draining, the others are up) is answered by reconnecting at once, not after a backoff.
 */

export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number): void;
}

export type SocketFactory = (url: string) => SocketLike;

export interface RealtimeOptions {
  url: () => string;
  onMessage: (message: unknown) => void;
  /** Called after a reconnect (not the first connect): fetch what was missed. */
  onReconnect: () => void;
  createSocket?: SocketFactory;
  /** First retry delay; doubles each failure up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/** Close codes our API uses for a token it will not accept: retrying cannot help. */
const unauthorizedCodes = new Set([1008, 4401, 4403]);
/** The instance is going away on purpose; the load balancer sends the next socket to another. */
const SERVICE_RESTART = 1012;
/** A second 1012 sooner than this after reconnecting at once waits the usual backoff. */
const RESTART_RECONNECT_SPACING_MS = 1000;

export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private attempts = 0;
  private opened = false;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private restartReconnectAt = -Infinity;

  constructor(private readonly options: RealtimeOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
  }

  private connect(): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url());
    } catch (error) {
      // A bad URL or a browser refusing the socket must not take the page down: retry later.
      console.warn('[realtime] could not open a websocket', error);
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.opened;
      this.opened = true;
      this.attempts = 0;
      if (reconnected) this.options.onReconnect();
    };
    socket.onmessage = (event) => {
      try {
        this.options.onMessage(JSON.parse(String(event.data)));
      } catch (error) {
        console.warn('[realtime] ignored a message that is not JSON', error);
      }
    };
    socket.onerror = () => undefined; // a close event always follows; it schedules the retry
    socket.onclose = (event) => {
      this.socket = null;
      if (this.stopped || unauthorizedCodes.has(event.code)) return;
      // A server that keeps answering 1012 (every instance restarting) is not hammered.
      const now = Date.now();
      if (event.code === SERVICE_RESTART && now - this.restartReconnectAt >= RESTART_RECONNECT_SPACING_MS) {
        this.restartReconnectAt = now;
        this.connect();
        return;
      }
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    const base = this.options.baseDelayMs ?? 1000;
    const max = this.options.maxDelayMs ?? 30_000;
    const delay = Math.min(max, base * 2 ** this.attempts) * (0.75 + Math.random() * 0.5);
    this.attempts += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }
}
