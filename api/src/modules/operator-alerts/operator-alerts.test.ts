import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot } from '../../config';
import { ALERT_KINDS } from './operator-alerts';
import { emailOutbox } from '../../db/schema';
import { openTestApp, type TestApp } from '../../../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ operatorEmail: 'ops@engage.test' });
});
afterAll(() => t.close());

const outboxTo = async (address: string) =>
  (await t.app.database.db.select().from(emailOutbox)).filter((row) => row.toAddress === address);

test('an alert is stored once while open, emailed to the operator with what to do', async () => {
  const alerts = t.app.services.operatorAlerts;
  const stuck = { kind: 'payout_unknown', subject: 'withdrawal:7', message: 'KES 500 to 2547…10 since 09:00' } as const;
  expect(await alerts.raise(stuck)).toBe(true);
  expect(await alerts.raise(stuck)).toBe(false);

  const open = await alerts.open();
  expect(open).toEqual([expect.objectContaining({ kind: 'payout_unknown', subject: 'withdrawal:7' })]);
  expect(open[0]?.action).toMatch(/OriginatorConversationID/);
  const mails = await outboxTo('ops@engage.test');
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toContain('withdrawal:7');
  expect(mails[0]?.body).toContain('KES 500');
  expect(mails[0]?.body).toContain('What to do:');

  // Once acknowledged, the same trouble coming back is a new alert.
  expect((await alerts.acknowledge(open[0]!.id, 'ops'))?.after.acknowledgedBy).toBe('ops');
  expect(await alerts.acknowledge(open[0]!.id, 'ops')).toBeUndefined();
  expect(await alerts.open()).toEqual([]);
  expect(await alerts.raise(stuck)).toBe(true);
  expect(await outboxTo('ops@engage.test')).toHaveLength(2);
});

test('an alert raised in a transaction that rolls back is neither kept nor emailed', async () => {
  const alerts = t.app.services.operatorAlerts;
  const before = (await outboxTo('ops@engage.test')).length;
  await expect(
    t.app.database.db.transaction(async (tx) => {
      await alerts.raise({ kind: 'reversal', subject: 'payment:9', message: 'reversed' }, tx);
      throw new Error('the booking failed');
    }),
  ).rejects.toThrow('the booking failed');
  expect((await alerts.open()).filter((alert) => alert.subject === 'payment:9')).toEqual([]);
  expect(await outboxTo('ops@engage.test')).toHaveLength(before);
});

test('the go-live guide tells the operator what to do about every kind of alert', () => {
  const guide = readFileSync(join(apiRoot, '..', 'docs', 'go-live.md'), 'utf8');
  const section = guide.slice(guide.indexOf('## 7. Operator alerts'));
  for (const kind of Object.keys(ALERT_KINDS)) expect(section).toContain(`| \`${kind}\``);
});
