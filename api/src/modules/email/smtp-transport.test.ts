/**
 * SMTP delivery against a real SMTP server on loopback (smtp-server, nodemailer's companion):
 * the OTP mail written to the outbox at sign-up is delivered once, and marked sent; the code and
 * the reset link arrive as plain text and HTML; a refused delivery is tried again with backoff.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { openTestApp, type TestApp } from '../../../tests/test-app';

interface Received {
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let received: Received[];
let t: TestApp;
/** Recipients the server turns away, each as many times as counted. */
const refusals = new Map<string, number>();

beforeAll(async () => {
  received = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const left = refusals.get(address.address) ?? 0;
      if (left === 0) return callback();
      refusals.set(address.address, left - 1);
      const busy = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 452 });
      return callback(busy);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  t = await openTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('delivers the outbox over SMTP exactly once and marks each message sent', async () => {
  const email = `smtp.${Date.now()}@example.test`;
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: { email, password: 'smtp-pass-123', user_type: 'consumer' },
  });
  expect(answer.statusCode).toBeLessThan(300);

  const sent = await t.app.services.email.deliverPending();
  expect(sent).toBeGreaterThan(0);
  const mine = received.filter((message) => message.to.includes(email));
  expect(mine).toHaveLength(1);
  expect(mine[0]?.data).toMatch(/Subject: Your engage verification code/);

  expect(await t.app.services.email.deliverPending()).toBe(0);
  expect(received.filter((message) => message.to.includes(email))).toHaveLength(1);
  const outbox = await t.app.services.email.list(email);
  expect(outbox.every((entry) => entry.sent)).toBe(true);
});

it('the verification code and the reset link arrive with a plain-text and an HTML part', async () => {
  const email = `parts.${Date.now()}@example.test`;
  await t.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: { email, password: 'parts-pass-123', user_type: 'consumer' },
  });
  await t.app.inject({ method: 'POST', url: '/api/users/forgot-password/', payload: { email } });
  await t.app.services.email.deliverPending();
  const mine = received.filter((message) => message.to.includes(email));
  expect(mine).toHaveLength(2);
  for (const message of mine) {
    expect(message.data).toMatch(/Content-Type: text\/plain/);
    expect(message.data).toMatch(/Content-Type: text\/html/);
  }
  const [code, reset] = mine;
  expect(code?.data).toMatch(/verification code is \d{6}/);
  // The link is tappable in the HTML part (quoted-printable may fold it, so look for its start).
  expect(reset?.data).toMatch(/password\/reset\/confirm\//);
  expect(reset?.data).toMatch(/<a href=3D"http:\/\/localhost:3000\/password\/reset\/confirm/);
});

it('a delivery the mail server refuses is tried again with backoff, and an operator sees why', async () => {
  const email = `busy.${Date.now()}@example.test`;
  refusals.set(email, 2);
  const warnings: string[] = [];
  const warn = jest.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
  try {
    await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: { email, password: 'busy-pass-123', user_type: 'consumer' },
    });
    const start = Date.now();
    await t.app.services.email.deliverPending(20, new Date(start));
    let [entry] = await t.app.services.email.list(email);
    expect(entry).toMatchObject({ sent: false, attempts: 1, last_error: expect.stringContaining('Mailbox busy') });
    expect(warnings.join('\n')).toMatch(/was not delivered \(try 1\)/);

    // Not again before its backoff has passed; then a second refusal doubles the wait.
    await t.app.services.email.deliverPending(20, new Date(start + 10_000));
    [entry] = await t.app.services.email.list(email);
    expect(entry?.attempts).toBe(1);
    await t.app.services.email.deliverPending(20, new Date(start + 31_000));
    [entry] = await t.app.services.email.list(email);
    expect(entry?.attempts).toBe(2);
    await t.app.services.email.deliverPending(20, new Date(start + 31_000 + 59_000));
    expect((await t.app.services.email.list(email))[0]?.attempts).toBe(2);
    await t.app.services.email.deliverPending(20, new Date(start + 31_000 + 61_000));
    [entry] = await t.app.services.email.list(email);
    expect(entry).toMatchObject({ sent: true, last_error: null });
    expect(received.filter((message) => message.to.includes(email))).toHaveLength(1);
  } finally {
    warn.mockRestore();
  }
});
