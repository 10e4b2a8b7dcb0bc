/**
 * Delivery through an SMTP server when `SMTP_URL` is set (e.g. smtps://user:pass@mail.example.com),
 * with nodemailer: URL parsing, TLS and authentication are its job, not ours.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, OutgoingEmail } from './email.service';

export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from = process.env.MAIL_FROM || 'engage <no-reply@engage.local>',
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingEmail): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.body });
  }
}
