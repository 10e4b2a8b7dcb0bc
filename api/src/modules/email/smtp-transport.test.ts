/**
 * SMTP delivery against a real SMTP server on loopback (smtp-server, nodemailer's companion):
 * the OTP mail written to the outbox at sign-up is delivered once, and marked sent.
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

beforeAll(async () => {
  received = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
