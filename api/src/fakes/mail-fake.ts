/**
 * A mail server that keeps what it is sent: where an API with real providers delivers its email
 * (SMTP_URL), since such a server has no development outbox to read (config.ts, devBackdoors).
 * The messages are read back at `GET <fakes>/mail/?to=`, newest first, in the outbox's shape.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';

export interface FakeMail {
  to: string;
  subject: string;
  body: string;
}

export interface MailFake {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  smtpUrl: string;
  plugin(app: FastifyInstance): Promise<void>;
  close(): Promise<void>;
}

/** Quoted-printable, as nodemailer writes a long or non-ASCII line. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The subject and the plain-text part of a message as it came over SMTP. */
export function readMessage(raw: string): { subject: string; body: string } {
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/.exec(raw);
  const headers = part?.[0] ?? '';
  const text = part?.[1] ?? '';
  return {
    subject,
    body: /Content-Transfer-Encoding: quoted-printable/i.test(headers) ? fromQuotedPrintable(text) : text,
  };
}

export async function startMailFake(): Promise<MailFake> {
  const received: FakeMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const message = readMessage(raw);
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, ...message });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${String(port)}`,
    async plugin(app) {
      app.get<{ Querystring: { to?: string } }>('/', async (request) => {
        const to = request.query.to?.toLowerCase();
        const mine = received.filter((mail) => to === undefined || mail.to.toLowerCase() === to);
        return { results: [...mine].reverse() };
      });
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
