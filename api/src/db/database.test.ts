import { count } from 'drizzle-orm';
import { users as usersTable } from './schema';
import { openTestDatabase, testEngine, type TestDatabase } from '../../tests/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

test(`the migrated schema is there (${testEngine()})`, async () => {
  const rows = await database.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  expect(rows.map((row) => row.name)).toContain('0001_init.sql');
  const [users] = await database.db.select({ n: count() }).from(usersTable);
  expect(users).toEqual({ n: 0 });
});

test('LISTEN/NOTIFY delivers a payload', async () => {
  const channel = `${database.namespace}_probe`;
  let deliver: (payload: string) => void = () => undefined;
  const received = new Promise<string>((resolve) => (deliver = resolve));
  // listen resolves once LISTEN has run, so the notification cannot come before it.
  const unlisten = await database.listen(channel, (payload) => deliver(payload));
  await database.notify(channel, 'hello');
  await expect(received).resolves.toBe('hello');
  await unlisten();
});
