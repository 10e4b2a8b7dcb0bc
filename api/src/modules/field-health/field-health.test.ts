/**
 * Field health over the real route and database: beacons sent as sendBeacon sends them, checked,
 * stripped of anything that could name someone, rolled up per area and release, shown to
 * operators only, and kept 30 days.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { signUp } from '../../../tests/auth-helpers';
import { operatorToken, type SignedInOperator } from '../../../tests/operator-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { addDays, nairobiDay } from '../../i18n/nairobi-days';
import { FieldHealth } from './field-health';

let t: TestApp;
let support: SignedInOperator;
beforeAll(async () => {
  t = await openTestApp();
  support = await operatorToken(t.app, 'support');
});
afterAll(async () => {
  await t.close();
});

const visitor = () => randomBytes(8).toString('hex');
const release = () => `r${randomBytes(4).toString('hex')}`;

/** As `navigator.sendBeacon(url, JSON.stringify(batch))` sends it. */
const beacon = (batch: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/telemetry/',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof batch === 'string' ? batch : JSON.stringify(batch),
  });

const storedOf = async (releaseId: string) =>
  (
    (await t.database.db.execute(
      sql`select day::text as day, area, kind, metric, value, detail, visitor from field_events where release = ${releaseId} order by at, kind`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows;

test('a beacon is stored under today, with nothing in it that could name someone', async () => {
  const id = visitor();
  const shipped = release();
  const answer = await beacon({
    visitor: id,
    events: [
      { kind: 'view', area: 'mf_wallet', release: shipped },
      { kind: 'vital', area: 'mf_wallet', release: shipped, name: 'LCP', value: 1830.5, target: 'main>img.hero' },
      {
        kind: 'error',
        area: 'mf_wallet',
        release: shipped,
        source: 'window',
        message: 'No method for jane.doe@example.com 0712345678 at https://x.test/pay?token=abc123',
      },
    ],
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ accepted: 3 });

  const rows = await storedOf(shipped);
  expect(rows).toHaveLength(3);
  expect(rows.every((row) => row.day === nairobiDay(new Date()) && row.visitor === id)).toBe(true);
  const error = rows.find((row) => row.kind === 'error');
  expect(error?.metric).toBe('window');
  expect(error?.detail).toBe('No method for <email> <n> at https://x.test/pay?…');
  expect(rows.find((row) => row.kind === 'vital')).toMatchObject({
    metric: 'LCP',
    value: 1830.5,
    detail: 'main>img.hero',
  });
});

test('a malformed beacon is refused, naming what is wrong, and nothing is stored', async () => {
  const shipped = release();
  const unknownArea = await beacon({
    visitor: visitor(),
    events: [{ kind: 'view', area: 'mf_nowhere', release: shipped }],
  });
  expect(unknownArea.statusCode).toBe(400);
  expect(JSON.stringify(unknownArea.json())).toContain('area');

  const tooMany = await beacon({
    visitor: visitor(),
    events: Array.from({ length: 51 }, () => ({ kind: 'view', area: 'mf_feed', release: shipped })),
  });
  expect(tooMany.statusCode).toBe(400);
  expect(JSON.stringify(tooMany.json())).toContain('events');

  expect((await beacon('{"visitor": ')).statusCode).toBe(400);
  const huge = await beacon({
    visitor: visitor(),
    events: [{ kind: 'error', area: 'mf_feed', release: shipped, source: 'window', message: 'x'.repeat(20_000) }],
  });
  expect(huge.statusCode).toBe(413);
  expect(await storedOf(shipped)).toEqual([]);
});

test('one visitor id may send 60 beacons a minute', async () => {
  const id = visitor();
  const shipped = release();
  const statuses: number[] = [];
  for (let sent = 0; sent < 61; sent += 1) {
    statuses.push(
      (await beacon({ visitor: id, events: [{ kind: 'view', area: 'mf_feed', release: shipped }] })).statusCode,
    );
  }
  expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
  expect(statuses[60]).toBe(429);
  expect(await storedOf(shipped)).toHaveLength(60);
});

test('operators see each area release beside release: error rate per 1,000 views and p75 vitals', async () => {
  const stable = release();
  const canary = release();
  const send = async (shipped: string, views: number, errors: number, lcps: number[]) => {
    const events = [
      ...Array.from({ length: views }, () => ({ kind: 'view', area: 'mf_posting', release: shipped })),
      ...Array.from({ length: errors }, () => ({
        kind: 'error',
        area: 'mf_posting',
        release: shipped,
        source: 'boundary',
        message: 'Cannot read properties of undefined',
      })),
      ...lcps.map((value) => ({ kind: 'vital', area: 'mf_posting', release: shipped, name: 'LCP', value })),
    ];
    expect((await beacon({ visitor: visitor(), events })).statusCode).toBe(200);
  };
  await send(stable, 20, 1, [1000, 1200, 1400, 1600, 1800]);
  await send(canary, 10, 5, [2000, 3000, 4000, 5000, 6000]);
  await t.app.services.fieldHealth.maintain();

  const answer = await t.app.inject({ method: 'GET', url: '/api/operator/area-health/', headers: support.headers });
  expect(answer.statusCode).toBe(200);
  const posting = answer.json().results.find((area: { area: string }) => area.area === 'mf_posting');
  const byRelease = (id: string) => posting.releases.find((entry: { release: string }) => entry.release === id);
  expect(byRelease(stable)).toMatchObject({ views: 20, errors: 1, error_rate: 50, lcp_p75: 1600, inp_p75: null });
  expect(byRelease(canary)).toMatchObject({ views: 10, errors: 5, error_rate: 500, lcp_p75: 5000 });
  expect(byRelease(canary).daily).toEqual([{ day: nairobiDay(new Date()), views: 10, errors: 5, lcp_p75: 5000 }]);

  const consumer = await signUp(t.app, t.database);
  const refused = await t.app.inject({ method: 'GET', url: '/api/operator/area-health/', headers: consumer.headers });
  expect([401, 403]).toContain(refused.statusCode);
});

test('days get their own partition ahead of time and leave after 30 days', async () => {
  const today = nairobiDay(new Date());
  const partitions = async () =>
    (
      (await t.database.db.execute(
        sql`select child.relname as name from pg_inherits join pg_class child on child.oid = pg_inherits.inhrelid
             where pg_inherits.inhparent = 'field_events'::regclass order by 1`,
      )) as unknown as { rows: { name: string }[] }
    ).rows.map((row) => row.name);

  const now = new FieldHealth(t.database.db);
  await now.maintain();
  const compact = (day: string) => `field_events_p${day.replaceAll('-', '')}`;
  expect(await partitions()).toEqual(
    expect.arrayContaining([compact(today), compact(addDays(today, 1)), compact(addDays(today, 2))]),
  );

  const shipped = release();
  await beacon({ visitor: visitor(), events: [{ kind: 'view', area: 'mf_feed', release: shipped }] });
  const [stored] = (
    (await t.database.db.execute(
      sql`select tableoid::regclass::text as partition from field_events where release = ${shipped}`,
    )) as unknown as { rows: { partition: string }[] }
  ).rows;
  expect(stored?.partition).toContain(compact(today));

  // Thirty days on, today is the first day no longer kept.
  const later = new FieldHealth(t.database.db, () => new Date(Date.now() + 30 * 24 * 3600_000));
  const { dropped } = await later.maintain();
  expect(dropped).toContain(today);
  expect(await partitions()).not.toContain(compact(today));
  expect(await storedOf(shipped)).toEqual([]);
});
