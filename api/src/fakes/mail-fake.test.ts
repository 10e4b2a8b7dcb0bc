/** The mail fake keeps what our SMTP transport sends, and answers it in the outbox's shape. */
import Fastify from 'fastify';
import { SmtpTransport } from '../modules/email/smtp-transport';
import { startMailFake } from './mail-fake';

it('keeps each message for its recipient, subject and plain text decoded, newest first', async () => {
  const mail = await startMailFake();
  const app = Fastify();
  await app.register(mail.plugin, { prefix: '/mail' });
  try {
    const transport = new SmtpTransport(mail.smtpUrl);
    await transport.send({ to: 'amani@engage.test', subject: 'First', body: 'Your verification code is 123456.' });
    const long = `Nambari yako ya uthibitishaji ni 654321. ${'Muda wake unaisha baada ya dakika 10. '.repeat(4)}`;
    await transport.send({ to: 'Amani@engage.test', subject: 'Second', body: long });
    await transport.send({ to: 'someone@engage.test', subject: 'Other', body: 'not yours' });
    const answer = await app.inject({ method: 'GET', url: '/mail/?to=amani@engage.test' });
    const { results } = answer.json<{ results: { subject: string; body: string }[] }>();
    expect(results.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(results[0]?.body.trim()).toBe(long.trim());
    expect(results[1]?.body.trim()).toBe('Your verification code is 123456.');
  } finally {
    await app.close();
    await mail.close();
  }
});
