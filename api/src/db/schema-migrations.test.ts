/**
 * The Drizzle schema (schema.ts) and the SQL migrations are both written by hand: this test
 * fails when they disagree. It migrates a fresh database and compares every table
 * and column the database has with what Drizzle declares — names, types, nullability — both
 * ways, so a migration without its schema change (or the reverse) cannot land.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { openTestDatabase, type TestDatabase } from '../../tests/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** Drizzle's column types as information_schema names them. */
const SQL_TYPES: Record<string, string> = {
  PgBigInt53: 'bigint',
  PgBigInt64: 'bigint',
  PgInteger: 'integer',
  PgText: 'text',
  PgBoolean: 'boolean',
  PgTimestamp: 'timestamp with time zone',
  PgUUID: 'uuid',
  PgNumeric: 'numeric',
  PgDoublePrecision: 'double precision',
  PgDateString: 'date',
  PgDate: 'date',
  PgJsonb: 'jsonb',
  PgArray: 'ARRAY',
};

type Shape = Record<string, Record<string, string>>;

function declared(): Shape {
  const tables: Shape = {};
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    tables[config.name] = Object.fromEntries(
      config.columns.map((column) => [
        column.name,
        `${SQL_TYPES[column.columnType] ?? column.columnType} ${column.notNull ? 'NOT NULL' : 'NULL'}`,
      ]),
    );
  }
  return tables;
}

async function migrated(): Promise<Shape> {
  const rows = await database.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
  }>(
    `SELECT table_name, column_name, data_type, is_nullable
       FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name <> 'schema_migrations'
        -- A partition is its table's storage, not a table of its own (field_events_p20261129).
        AND table_name NOT IN (SELECT relname FROM pg_class
                                WHERE relispartition AND relnamespace = current_schema()::regnamespace)`,
  );
  const tables: Shape = {};
  for (const row of rows) {
    tables[row.table_name] ??= {};
    (tables[row.table_name] ?? {})[row.column_name] =
      `${row.data_type} ${row.is_nullable === 'YES' ? 'NULL' : 'NOT NULL'}`;
  }
  return tables;
}

it('declares exactly the tables and columns the migrations create, with the same types and nullability', async () => {
  expect(declared()).toEqual(await migrated());
});
