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
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
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
}

export function fromPostgres(options: PostgresOptions): Database {
  const pgOptions = options.searchPath ? `-c search_path=${options.searchPath}` : undefined;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(pgOptions ? { options: pgOptions } : {}),
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  // LISTEN needs a connection of its own that stays open; made on first listen.
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: options.connectionString });
    await client.connect();
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    listener = client;
    return client;
  }

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
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listener?.end();
      listener = undefined;
      await pool.end();
    },
  };
}

/** PGlite in `dataDir` (created if absent) or PostgreSQL at `databaseUrl`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) return fromPostgres({ connectionString: options.databaseUrl, max: options.poolSize });
  const client = new PGlite(options.dataDir);
  await client.waitReady;
  return fromPglite(client);
}
