/**
 * The console's payments, alerts and reconciliation pages over the real routes: payments by state; alerts newest first, open
 * ones unless all are asked, paged by cursor and exported as CSV; the reconciliation overview holds
 * the recent reports and the float's last reading per day; both are finance's (and admin's) only.
 */
import { mpesaFloatReadings, payments } from '../../db/schema';
import { insertLink, insertUser } from '../../../tests/fixtures';
import { signUp } from '../../../tests/auth-helpers';
import { operatorToken, type SignedInOperator } from '../../../tests/operator-helpers';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { nairobiDay } from '../../i18n/nairobi-days';
import { saveReport } from '../reconciliation/reconciliation-reports-table';

let t: TestApp;
let support: SignedInOperator;
let finance: SignedInOperator;
let admin: SignedInOperator;
beforeAll(async () => {
  t = await openTestApp();
  support = await operatorToken(t.app, 'support');
  finance = await operatorToken(t.app, 'finance');
  admin = await operatorToken(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

const asOperator = (who: SignedInOperator, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/operator/${url}`, headers: who.headers });

const DAY_MS = 24 * 60 * 60 * 1000;

describe('operatorAlerts', () => {
  it('lists open alerts newest first, pages by cursor, shows acknowledged ones on asking, and exports CSV', async () => {
    const alerts = t.app.services.operatorAlerts;
    // Each new alert is also said in the server's log; not in the test's output.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await alerts.raise({ kind: 'payout_unknown', subject: 'withdrawal:901', message: 'KES 500 to 0712…' });
    await alerts.raise({ kind: 'payout_unknown', subject: 'withdrawal:902', message: 'KES 700 to 0713…' });
    await alerts.raise({ kind: 'payout_unknown', subject: 'withdrawal:903', message: '=HYPERLINK("x")' });
    const [seen] = (await alerts.open()).filter((alert) => alert.subject === 'withdrawal:902');
    await alerts.acknowledge(seen!.id, 'finance@example.com');
    warn.mockRestore();

    const first = await asOperator(finance, 'alerts/?limit=1');
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((item: { subject: string }) => item.subject)).toEqual(['withdrawal:903']);
    expect(first.json().items[0]).toMatchObject({ kind: 'payout_unknown', acknowledged_at: null });
    expect(first.json().items[0].title).toEqual(expect.any(String));
    const second = await asOperator(finance, `alerts/?limit=1&cursor=${first.json().next_cursor}`);
    expect(second.json().items.map((item: { subject: string }) => item.subject)).toEqual(['withdrawal:901']);

    const all = (await asOperator(admin, 'alerts/?state=all')).json().items;
    const acknowledged = all.find((item: { subject: string }) => item.subject === 'withdrawal:902');
    expect(acknowledged).toMatchObject({ acknowledged_by: 'finance@example.com' });
    expect(acknowledged.acknowledged_at).toEqual(expect.any(String));

    const csv = await asOperator(finance, 'alerts/?format=csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('id,raised_at,kind,subject,title,message,acknowledged_at,acknowledged_by');
    // A cell a spreadsheet would run as a formula is written as text.
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).not.toContain('withdrawal:902');
  });

  it('acknowledges an open alert once, with a reason, audit-logged; support may not', async () => {
    const alerts = t.app.services.operatorAlerts;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await alerts.raise({ kind: 'payout_unknown', subject: 'withdrawal:911', message: 'KES 900 to 0714…' });
    warn.mockRestore();
    const [alert] = (await alerts.open()).filter((open) => open.subject === 'withdrawal:911');
    const acknowledge = (who: SignedInOperator, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/alerts/${alert!.id}/acknowledge/`,
        headers: who.headers,
        payload,
      });

    expect((await acknowledge(support, { reason: 'Seen' })).statusCode).toBe(403);
    const blank = await acknowledge(finance, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('reason');
    expect((await alerts.open()).some((open) => open.id === alert!.id)).toBe(true);

    const done = await acknowledge(finance, { reason: 'Asked M-PESA; its answer came' });
    expect(done.statusCode).toBe(200);
    expect(done.json().alert).toMatchObject({ id: alert!.id, acknowledged_by: expect.stringContaining('@') });
    expect((await alerts.open()).some((open) => open.id === alert!.id)).toBe(false);
    expect((await acknowledge(admin, { reason: 'Again' })).statusCode).toBe(409);

    const audit = (await asOperator(admin, 'audit/?action=acknowledge_alert')).json().items;
    expect(audit).toEqual([
      expect.objectContaining({ subject_id: String(alert!.id), reason: 'Asked M-PESA; its answer came' }),
    ]);
  });

  it('refuses a cursor it never wrote, naming the field', async () => {
    const answer = await asOperator(finance, 'alerts/?cursor=nonsense');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toHaveProperty('cursor');
  });
});

describe('operatorPayments', () => {
  it('lists stuck, duplicate, late, reversed and disputed payments, each by what the tables record', async () => {
    const producer = await insertUser(t.database.db);
    // One post each: a post has one completed payment at most.
    const payment = async (status: 'pending' | 'completed' | 'duplicate', ageSeconds: number) => {
      const link = await insertLink(t.database.db, producer.id);
      const [row] = await t.database.db
        .insert(payments)
        .values({
          linkId: link.id,
          userId: producer.id,
          provider: 'mpesa',
          status,
          amountCents: 150_000,
          currency: 'KES',
          originalAmountCents: 150_000,
          providerRef: `ws_CO_${Math.random().toString(36).slice(2)}`,
          createdAt: new Date(Date.now() - ageSeconds * 1000),
        })
        .returning();
      return row!.id;
    };
    const stuck = await payment('pending', 3600);
    const fresh = await payment('pending', 1);
    const duplicate = await payment('duplicate', 10);
    const late = await payment('completed', 7200);
    const disputed = await payment('completed', 7200);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await t.app.services.operatorAlerts.raise({ kind: 'late_result', subject: `payment:${late}`, message: 'late' });
    await t.app.services.operatorAlerts.raise({ kind: 'dispute', subject: `payment:${disputed}`, message: 'opened' });
    warn.mockRestore();

    const ids = async (state: string) =>
      (await asOperator(finance, `money/payments/?state=${state}&limit=200`))
        .json()
        .items.map((item: { id: number }) => item.id);
    expect(await ids('stuck')).toContain(stuck);
    expect(await ids('stuck')).not.toContain(fresh);
    expect(await ids('duplicate')).toEqual([duplicate]);
    expect(await ids('late')).toEqual([late]);
    expect(await ids('disputed')).toEqual([disputed]);
    expect(await ids('reversed')).toEqual([]);
    const one = (await asOperator(finance, `money/payments/?state=duplicate`)).json().items[0];
    expect(one).toMatchObject({ provider: 'mpesa', status: 'duplicate', amount: 1500, currency: 'KES' });
    const csv = await asOperator(finance, 'money/payments/?state=stuck&format=csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'id,created_at,user,post,provider,status,amount,currency,provider_ref,receipt,status_description',
    );
    expect((await asOperator(support, 'money/payments/')).statusCode).toBe(403);
    expect((await asOperator(finance, 'money/payments/?state=lost')).statusCode).toBe(400);
  });
});

describe('operatorPaymentAction', () => {
  it('asks the provider now through the reconcile path, once the payment is closed refuses, and is audit-logged', async () => {
    const producer = await insertUser(t.database.db);
    const link = await insertLink(t.database.db, producer.id);
    // A PayPal order the provider never took, long past the time an approval would have come back.
    const [open] = await t.database.db
      .insert(payments)
      .values({
        linkId: link.id,
        userId: producer.id,
        provider: 'paypal',
        amountCents: 1_000,
        currency: 'USD',
        originalAmountCents: 1_000,
        providerRef: `ORDER-${Math.random().toString(36).slice(2)}`,
        createdAt: new Date(Date.now() - 3600_000),
      })
      .returning();
    const url = `money/payments/${open!.id}/actions/`;
    const post = (who: SignedInOperator, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/operator/${url}`, headers: who.headers, payload });

    expect((await post(support, { action: 'query', reason: 'Payer asks' })).statusCode).toBe(403);
    expect((await post(finance, { action: 'query', reason: '' })).statusCode).toBe(400);
    const asked = await post(finance, { action: 'query', reason: 'Payer says it hangs' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().payment).toMatchObject({ id: open!.id, status: 'failed' });
    expect((await post(finance, { action: 'query', reason: 'Again' })).statusCode).toBe(409);
    const audit = (await asOperator(support, `audit/?action=query_payment&account=${producer.id}`)).json().items;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      reason: 'Payer says it hangs',
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'failed' }),
    });
  });
});

describe('operatorReconciliation', () => {
  it('holds the recent reports and the float with its last reading per day', async () => {
    const now = Date.now();
    const today = nairobiDay(new Date(now));
    const longAgo = nairobiDay(new Date(now - 40 * DAY_MS));
    await saveReport(t.database.db, {
      day: today,
      provider: 'mpesa',
      madeAt: new Date(now),
      mismatches: 1,
      items: [
        { category: 'matched', note: 'fine' },
        { category: 'missing_theirs', note: 'we paid, M-PESA has no record' },
      ],
      floatCents: 1_234_500,
    });
    await saveReport(t.database.db, {
      day: longAgo,
      provider: 'paypal',
      madeAt: new Date(now - 40 * DAY_MS),
      mismatches: 0,
      items: [],
      floatCents: null,
    });
    const reading = (id: string, cents: number, at: number) => ({
      originatorConversationId: id,
      status: 'read' as const,
      utilityAvailableCents: cents,
      askedAt: new Date(at),
      readAt: new Date(at),
    });
    await t.database.db
      .insert(mpesaFloatReadings)
      .values([
        reading('float-a', 900_000, now - 2 * DAY_MS),
        reading('float-b', 1_000_000, now - 1 * DAY_MS - 60_000),
        reading('float-c', 1_100_000, now - 1 * DAY_MS),
        reading('float-d', 1_234_500, now - 60_000),
      ]);

    const answer = await asOperator(finance, 'reconciliation/');
    expect(answer.statusCode).toBe(200);
    const overview = answer.json();
    expect(overview.reports.map((report: { day: string }) => report.day)).toEqual([today]);
    expect(overview.reports[0]).toMatchObject({
      provider: 'mpesa',
      mismatches: 1,
      float: 12_345,
      counts: { matched: 1, missing_theirs: 1, missing_ours: 0, amount_differs: 0, open: 0 },
      items: [{ category: 'missing_theirs', note: 'we paid, M-PESA has no record' }],
    });
    expect(overview.float).toMatchObject({ float: 12_345 });
    const trend = overview.float_trend.map((day: { float: number }) => day.float);
    // The day before yesterday, yesterday's later reading, today.
    expect(trend.slice(-3)).toEqual([9_000, 11_000, 12_345]);
  });
});

describe('roles', () => {
  it('keeps alerts and reconciliation from support and from a consumer', async () => {
    expect((await asOperator(support, 'alerts/')).statusCode).toBe(403);
    expect((await asOperator(support, 'reconciliation/')).statusCode).toBe(403);
    const consumer = await signUp(t.app, t.database, { verified: true });
    for (const url of ['alerts/', 'reconciliation/']) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/operator/${url}`, headers: consumer.headers });
      expect([401, 403]).toContain(answer.statusCode);
    }
  });
});
