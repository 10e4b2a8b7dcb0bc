/**
 * One database handle for both engines: node-postgres on PostgreSQL when DATABASE_URL is set,
 * otherwise embedded PGlite in a data folder. Services see only Drizzle (`db`) plus two
 * primitives the query builder lacks: raw multi-statement SQL (migrations) and LISTEN/NOTIFY
 * (websocket fan-out between API processes).
 */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept `Db | Tx` where a caller may already hold one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Unlisten = () => Promise<void>;

export interface SqlConnection {
  exec(sqlText: string): Promise<void>;
  query<Row>(sqlText: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs SQL text that may hold several statements, without parameters. */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows (migrator bookkeeping). */
  query<Row>(sqlText: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Runs `fn` on one connection while holding a session advisory lock, so that several
   * processes on one PostgreSQL take turns (PGlite has one connection: it just runs `fn`).
   */
  exclusive<T>(lockId: number, fn: (conn: SqlConnection) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` only if no other process holds the advisory lock `lockId`, and says whether it
   * ran: background jobs on several API instances then run once per tick, not once per instance.
   */
  ifUnlocked(lockId: number, fn: () => Promise<unknown>): Promise<boolean>;
  /**
   * `onGap` is called when the listening connection was lost and has been made again: what was
   * announced in between never arrived, so a subscriber that must not miss anything catches up.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async exec(sqlText) {
      await client.exec(sqlText);
    },
    async query<Row>(sqlText: string, params: unknown[] = []) {
      const result = await client.query<Row>(sqlText, params);
      return result.rows;
    },
    async exclusive(_lockId, fn) {
      return fn(this);
    },
    async ifUnlocked(_lockId, fn) {
      await fn();
      return true;
    },
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return unlisten;
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Tests run each file in its own schema. */
  searchPath?: string;
  max?: number;
  /**
   * How long a query waits for a connection (a new one, or a free one of the pool) before it
   * fails: a database that does not answer makes requests fail fast (503), not hang.
   */
  connectTimeoutMs?: number;
  /** Where connection trouble is reported (an idle connection lost, the listener reconnecting). */
  log?: DatabaseLog;
}

export type DatabaseLog = (message: string, error?: unknown) => void;

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
/** The listener's reconnection waits: the first at once, then longer up to the cap. */
const LISTENER_RETRY_FIRST_MS = 250;
const LISTENER_RETRY_MAX_MS = 5_000;

export function fromPostgres(options: PostgresOptions): Database {
  const log: DatabaseLog = options.log ?? ((message, error) => console.warn(`[database] ${message}`, error ?? ''));
  const pgOptions = options.searchPath ? `-c search_path=${options.searchPath}` : undefined;
  const connectionTimeoutMillis = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis,
    // A peer that vanished without closing (a host gone, a cable pulled) is noticed by TCP.
    keepAlive: true,
    ...(pgOptions ? { options: pgOptions } : {}),
  });
  // An idle connection the server closed (a restart, pg_terminate_backend) is dropped by the pool,
  // which opens a fresh one on the next query; unhandled, this event would end the process.
  pool.on('error', (error) => log('an idle database connection was lost', error));
  // A connection lost while taken from the pool between two queries (a job holding its advisory
  // lock while the job runs, a transaction between statements) reports it as an 'error' on its
  // client, with no query to receive it: unhandled, that ended the process. Its next query fails
  // instead (503), and the pool drops the dead client when it is given back.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const listener = new NotificationListener(options.connectionString, connectionTimeoutMillis, log);

  return {
    kind: 'postgres',
    db,
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    async query<Row>(sqlText: string, params: unknown[] = []) {
      const result = await pool.query(sqlText, params);
      return result.rows as Row[];
    },
    async ifUnlocked(lockId, fn) {
      const client = await pool.connect();
      try {
        const [row] = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockId]))
          .rows;
        if (!row?.locked) return false;
        try {
          await fn();
          return true;
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        client.release();
      }
    },
    async exclusive(lockId, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockId]);
        try {
          return await fn({
            exec: async (sqlText) => {
              await client.query(sqlText);
            },
            query: async <Row>(sqlText: string, params: unknown[] = []) =>
              (await client.query(sqlText, params)).rows as Row[],
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, onGap) => listener.listen(channel, onPayload, onGap),
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own that stays open (made on the first listen). When it drops
 * (the database restarted, the backend was terminated) it is made again, with waits growing up
 * to a cap while the database stays away, and every channel is listened to again: the
 * subscribers (the websockets' hub, the live sessions) keep receiving, and those that gave an
 * `onGap` are told that the announcements of the meantime were lost.
 */
class NotificationListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly gapHandlers = new Set<() => void>();
  /** The connection was lost since it was last made: the next one made ends a gap. */
  private lostSinceOpen = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelayMs = 0;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly connectTimeoutMs: number,
    private readonly log: DatabaseLog,
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<Unlisten> {
    const known = this.handlers.has(channel);
    const set = this.handlers.get(channel) ?? new Set<(payload: string) => void>();
    this.handlers.set(channel, set);
    set.add(onPayload);
    if (onGap) this.gapHandlers.add(onGap);
    const unlisten = async () => {
      set.delete(onPayload);
      if (onGap) this.gapHandlers.delete(onGap);
    };
    if (known) return unlisten;
    try {
      // LISTEN twice is harmless: a connection being made may or may not have seen the channel.
      const client = this.client ?? (await this.connect());
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // A reconnection under way listens to every known channel, this one included.
      if (this.retryTimer) return unlisten;
      set.delete(onPayload);
      if (set.size === 0) this.handlers.delete(channel);
      if (onGap) this.gapHandlers.delete(onGap);
      throw error;
    }
    return unlisten;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** One connection attempt at a time; it listens to every channel known when it opens. */
  private connect(): Promise<pg.Client> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: this.connectTimeoutMs,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      if (this.closed) return;
      this.lostSinceOpen = true;
      this.log('the LISTEN connection was lost; reconnecting', error);
      this.scheduleReconnect();
    };
    // Both can come for one loss; without an 'error' listener the process would crash.
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('the database was closed while its LISTEN connection was being made');
    }
    this.client = client;
    this.retryDelayMs = 0;
    if (this.lostSinceOpen) {
      this.lostSinceOpen = false;
      for (const onGap of this.gapHandlers) onGap();
    }
    return client;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryDelayMs;
    this.retryDelayMs = Math.min(LISTENER_RETRY_MAX_MS, Math.max(LISTENER_RETRY_FIRST_MS, delay * 2));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.closed || this.client) return;
      this.connect().then(
        () => this.log('the LISTEN connection is back'),
        (error: unknown) => {
          this.log('the LISTEN connection could not be made again yet', error);
          this.scheduleReconnect();
        },
      );
    }, delay);
  }
}

/** PGlite in `dataDir` (created if absent) or PostgreSQL at `databaseUrl`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  log?: DatabaseLog;
}): Promise<Database> {
  if (options.databaseUrl) {
    return fromPostgres({ connectionString: options.databaseUrl, max: options.poolSize, log: options.log });
  }
  const client = new PGlite(options.dataDir);
  await client.waitReady;
  return fromPglite(client);
}
