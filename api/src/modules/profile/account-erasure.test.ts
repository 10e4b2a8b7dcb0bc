/**
 * Deleting an account erases the person: after it a scan of every text column of every table
 * finds none of their data, their avatar files are gone and no longer served, the ledger still
 * balances with their accounts intact, and they cannot sign in.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { ledgerAccounts, links, notifications, operatorAlerts, taskClaims, users, withdrawals } from '../../db/schema';
import { addPayoutNumber, signUp, stepUp, type SignedIn } from '../../../tests/auth-helpers';
import { connectPlatform } from '../../../tests/fixtures';
import {
  callWallet,
  creditAvailable,
  deliverB2c,
  expectBooksBalanced,
  fundedPost,
  openMoneySuite,
} from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';

let t: TestApp;
openMoneySuite((opened) => (t = opened));

/** Letters only, so a name or a place passes the profile's rules and is found by the scan alone. */
const word = (prefix: string) =>
  `${prefix}${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const digits = (count: number) => String(randomBytes(6).readUIntBE(0, 6) % 10 ** count).padStart(count, '0');

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b' +
    '0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082',
  'hex',
);

function avatarUpload(who: SignedIn) {
  const boundary = '----engage-erasure';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/profile-details/',
    payload,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const call = (who: SignedIn, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** Every text-like column (text, varchar, jsonb, arrays) of every table in this test's schema. */
async function textColumns(): Promise<{ table_name: string; column_name: string }[]> {
  return t.database.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema()
        AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
}

/** Where any of `needles` still appears, as "table.column: needle". */
async function findAnywhere(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of await textColumns()) {
    for (const needle of needles) {
      const [row] = await t.database.query<{ hits: string }>(
        `SELECT count(*) AS hits FROM "${table}" WHERE "${column}"::text ILIKE $1`,
        [`%${needle}%`],
      );
      if (Number(row?.hits ?? 0) > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}

test('deletion leaves none of the person in any table, keeps the books, and ends the sign-in', async () => {
  const device = randomUUID();
  const person = await signUp(t.app, t.database, { verified: true });
  // A sign-in from the app records its device id (farm signals).
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/users/login/',
    headers: { 'x-engage-device': device },
    payload: { email: person.email, password: person.password },
  });
  expect(signIn.statusCode).toBe(200);

  const profile = {
    username: word('handle'),
    first_name: word('Zawadi'),
    last_name: word('Otieno'),
    address: word('Kisumu'),
    mobile_number: `07${digits(8)}`,
  };
  expect((await call(person, 'PUT', '/api/users/profile/', profile)).statusCode).toBe(200);
  const details = {
    bio: word('biography'),
    location: word('Eldoret'),
    education: word('University'),
    job_title: word('Engineer'),
    company: word('Company'),
    languages: word('Dholuo'),
    birth_date: '1994-03-17',
  };
  expect((await call(person, 'PUT', '/api/users/profile-details/', details)).statusCode).toBe(200);

  // Two avatars (the first replaced), and a file left behind by an upload that never finished.
  const avatarsDir = join(t.app.config.mediaDir, 'avatars');
  const firstAvatar = (await avatarUpload(person)).json<{ avatar: string }>().avatar;
  const avatar = (await avatarUpload(person)).json<{ avatar: string }>().avatar;
  expect(avatar).not.toBe(firstAvatar);
  const leftover = `${person.userId}-${randomBytes(8).toString('hex')}.png`;
  await writeFile(join(avatarsDir, leftover), PNG);
  expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200);

  // The withdrawal method: number, names and national ID.
  const method = {
    method_type: 'mpesa',
    mpesa_phone: `2547${digits(8)}`,
    first_name: word('Achieng'),
    last_name: word('Wekesa'),
    country: 'Kenya',
    id_number: `2${digits(7)}`,
  };
  const created = await addPayoutNumber(t.app, t.database, person, method);
  expect(created.statusCode).toBe(201);
  const methodId = created.json<{ id: number }>().id;

  await connectPlatform(t.database.db, person.userId, 'youtube', word('channel'));
  // A post paid with M-PESA (a payment from the person's phone).
  await fundedPost(t, person);

  // Earnings, one withdrawal paid, KES 1,500 left withdrawable and KES 40 pending.
  await creditAvailable(t, person.userId, 3000);
  const withdrawal = await callWallet(t, person, 'POST', 'withdraw/', {
    amount: 1500,
    original_currency: 'KES',
    original_amount: 1500,
    method: methodId,
    is_automatic: false,
  });
  expect(withdrawal.statusCode).toBe(200);
  expect((await deliverB2c(t, withdrawal.json().transaction_id, 0)).statusCode).toBe(200);
  await t.app.services.ledger.transfer({
    idempotencyKey: `test-pending:${person.userId}`,
    kind: 'test_credit',
    legs: [
      { account: { kind: 'external_mpesa' }, amountCents: -4000 },
      { account: { kind: 'consumer_pending', userId: person.userId }, amountCents: 4000 },
    ],
  });
  const comment = word('comment');
  const [link] = await t.database.db.select({ id: links.id }).from(links).where(eq(links.producerId, person.userId));
  await t.database.db.insert(taskClaims).values({
    userId: person.userId,
    linkId: Number(link?.id),
    actionType: 'Comments',
    endpoint: 'youtube-comment',
    payload: JSON.stringify({ comment }),
    reason: 'The comment could not be found yet.',
    recheck: true,
  });

  // Texts we keep that quote the person: an operator alert, and another user's alert.
  const neighbour = await signUp(t.app, t.database);
  await t.app.services.notifications.create(neighbour.userId, {
    title: 'Your invite joined',
    text: `${profile.username} joined with your link. Well done!`,
  });
  await t.app.services.operatorAlerts.raise({
    kind: 'payout_unknown',
    subject: `erasure-test:${person.userId}`,
    message: `Payout to ${method.mpesa_phone} (${method.first_name} ${method.last_name}) is unknown; ID ${method.id_number}.`,
  });

  const accountsBefore = await t.database.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, person.userId));
  const needles = [
    person.email,
    person.email.split('@')[0] ?? person.email,
    profile.username,
    profile.first_name,
    profile.last_name,
    profile.address,
    profile.mobile_number.slice(1),
    ...Object.values(details).filter((value) => value !== details.birth_date),
    method.mpesa_phone.slice(3),
    method.first_name,
    method.last_name,
    method.id_number,
    device,
    comment,
    basename(avatar),
    basename(firstAvatar),
  ];
  // The scan would find each of them before: it is looking in the right places.
  const before = await findAnywhere(needles);
  for (const needle of [person.email, profile.last_name, method.id_number, method.mpesa_phone.slice(3), device])
    expect(before.some((hit) => hit.endsWith(`: ${needle}`))).toBe(true);

  // The rule, read before confirming.
  const preview = await call(person, 'GET', '/api/users/account/deletion/');
  expect(preview.json()).toEqual({
    withdrawable: 1500,
    pending: 40,
    forfeited: 1540,
    on_its_way: 0,
    waits_for_withdrawal: false,
    min_withdrawal: 1000,
  });

  // Not without the step-up: the app's session (signed in above) has not proved presence.
  const appSession = { ...person, headers: { authorization: `Bearer ${signIn.json<{ access: string }>().access}` } };
  const refused = await call(appSession, 'DELETE', '/api/users/account/');
  expect(refused.statusCode).toBe(403);
  expect(refused.json().code).toBe('step_up_required');

  await stepUp(t.app, appSession);
  const deleted = await call(appSession, 'DELETE', '/api/users/account/');
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ message: 'Account deleted.' });

  expect(await findAnywhere(needles)).toEqual([]);
  // Those texts keep their sense, without the person's identifiers.
  const [neighbourAlert] = await t.database.db
    .select({ text: notifications.alertText })
    .from(notifications)
    .where(eq(notifications.userId, neighbour.userId))
    .orderBy(desc(notifications.id));
  expect(neighbourAlert?.text).toBe('[deleted] joined with your link. Well done!');
  const [alert] = await t.database.db
    .select({ subject: operatorAlerts.subject, message: operatorAlerts.message })
    .from(operatorAlerts)
    .where(eq(operatorAlerts.subject, `erasure-test:${person.userId}`));
  expect(alert?.message).toBe('Payout to [deleted] ([deleted]) is unknown; ID [deleted].');
  // The person's own alerts are gone.
  expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, person.userId))).toEqual([]);

  const [row] = await t.database.db.select().from(users).where(eq(users.id, person.userId));
  expect(row).toMatchObject({ birthDate: null, passwordHash: null, avatarPath: null, googleSub: null });
  expect(row?.deletedAt).not.toBeNull();

  // Every avatar file is gone, and none is served.
  for (const name of [basename(firstAvatar), basename(avatar), leftover]) {
    expect(existsSync(join(avatarsDir, name))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/avatars/${name}` })).statusCode).toBe(404);
  }

  // The books: balanced, the person's accounts all still there, the rest forfeited, the payout kept.
  await expectBooksBalanced(t);
  const accountsAfter = await t.database.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, person.userId));
  expect(accountsAfter).toEqual(accountsBefore);
  const ledger = t.app.services.ledger;
  expect(await ledger.balance({ kind: 'consumer_available', userId: person.userId })).toBe(0);
  expect(await ledger.balance({ kind: 'consumer_pending', userId: person.userId })).toBe(0);
  expect(await ledger.balance({ kind: 'forfeited_balances' })).toBe(154000);
  const [payout] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, person.userId));
  expect(payout).toMatchObject({ amountCents: 150000, status: 'completed', mpesaPhone: '' });

  // The person cannot sign in, and the old session is over.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { email: person.email, password: person.password },
  });
  expect(login.statusCode).toBe(401);
  expect((await call(person, 'GET', '/api/users/profile/')).statusCode).toBe(401);
  expect((await call(appSession, 'GET', '/api/users/profile/')).statusCode).toBe(401);
});

test('while a withdrawal is on its way the account is not deleted, and the preview says so', async () => {
  const person = await signUp(t.app, t.database, { verified: true });
  const method = {
    method_type: 'mpesa',
    mpesa_phone: `2547${digits(8)}`,
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    country: 'Kenya',
    id_number: `4${digits(7)}`,
  };
  const methodId = (await addPayoutNumber(t.app, t.database, person, method)).json<{ id: number }>().id;
  await creditAvailable(t, person.userId, 1200);
  const withdrawal = await callWallet(t, person, 'POST', 'withdraw/', {
    amount: 1000,
    original_currency: 'KES',
    original_amount: 1000,
    method: methodId,
    is_automatic: false,
  });
  expect(withdrawal.statusCode).toBe(200);

  expect((await call(person, 'GET', '/api/users/account/deletion/')).json()).toMatchObject({
    withdrawable: 200,
    on_its_way: 1000,
    waits_for_withdrawal: true,
  });
  await stepUp(t.app, person);
  const refused = await call(person, 'DELETE', '/api/users/account/');
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    code: 'withdrawal_on_its_way',
    detail: 'A withdrawal of yours is on its way to M-PESA. Delete your account once it has arrived.',
  });
  // Nothing changed: the person, their method and their money are all still there.
  expect((await call(person, 'GET', '/api/users/profile/')).json().email).toBe(person.email);
  expect((await callWallet(t, person, 'GET', 'withdrawal-methods/')).json().results).toHaveLength(1);
  expect(await t.app.services.ledger.balance({ kind: 'consumer_available', userId: person.userId })).toBe(20000);

  // Once it has arrived, deletion goes ahead.
  expect((await deliverB2c(t, withdrawal.json().transaction_id, 0)).statusCode).toBe(200);
  expect((await call(person, 'DELETE', '/api/users/account/')).statusCode).toBe(200);
});
