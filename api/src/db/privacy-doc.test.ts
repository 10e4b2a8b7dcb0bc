/**
 * docs/privacy.md names every column of every table as personal or not personal, with the table's
 * purpose, retention and what deleting an account does: a new column (personal or not) fails
 * here until someone has decided, in the doc, which it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'privacy.md'), 'utf8');

interface DocTable {
  personal: string[];
  notPersonal: string[];
  fields: Set<string>;
}

/**
 * One `### \`table\`` section a table, with its bulleted `**Field:**` lines (wrapped lines joined);
 * a section ends at the next heading of either level.
 */
function documentedTables(): Map<string, DocTable> {
  const tables = new Map<string, DocTable>();
  const sections = doc
    .split(/^### /m)
    .slice(1)
    .map((section) => section.split(/^## /m)[0] ?? '');
  for (const section of sections) {
    const name = /^`([a-z0-9_]+)`/.exec(section)?.[1];
    if (!name) continue;
    const items = section
      .split(/^- /m)
      .slice(1)
      .map((item) => item.replace(/\s+/g, ' ').trim());
    const field = (label: string) => items.find((item) => item.startsWith(`**${label}:**`));
    const columns = (label: string) =>
      [...(field(label) ?? '').matchAll(/`([a-z0-9_]+)`/g)].map((match) => match[1] ?? '');
    tables.set(name, {
      personal: columns('Personal'),
      notPersonal: columns('Not personal'),
      fields: new Set(items.flatMap((item) => /^\*\*([A-Za-z ]+):\*\*/.exec(item)?.[1] ?? [])),
    });
  }
  return tables;
}

const schemaTables = new Map(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => {
      const config = getTableConfig(table);
      return [config.name, config.columns.map((column) => column.name)] as const;
    }),
);

test('every table of the schema is in docs/privacy.md, and only those', () => {
  const documented = documentedTables();
  expect([...documented.keys()].sort()).toEqual([...schemaTables.keys()].sort());
});

test.each([...schemaTables])('`%s`: every column is listed once, as personal or not personal', (table, columns) => {
  const entry = documentedTables().get(table);
  expect(entry).toBeDefined();
  if (!entry) return;
  for (const label of ['Purpose', 'Retention', 'On deletion', 'Personal', 'Not personal'])
    expect(entry.fields).toContain(label);
  const listed = [...entry.personal, ...entry.notPersonal];
  // Listed twice (both personal and not) is a decision not made.
  expect(listed.filter((column, index) => listed.indexOf(column) !== index)).toEqual([]);
  expect([...listed].sort()).toEqual([...columns].sort());
});

test('the check is not empty: the columns that name a person are listed as personal', () => {
  const documented = documentedTables();
  expect(documented.get('users')?.personal).toEqual(
    expect.arrayContaining(['email', 'phone_number', 'first_name', 'birth_date', 'location']),
  );
  expect(documented.get('withdrawal_methods')?.personal).toEqual(
    expect.arrayContaining(['mpesa_phone', 'first_name', 'last_name', 'id_number']),
  );
  expect(documented.get('farm_signals')?.personal).toEqual(expect.arrayContaining(['device_id', 'network']));
});
