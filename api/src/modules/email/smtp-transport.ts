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
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.body,
      html: htmlBody(message.body),
    });
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The HTML part of a message written as plain text: paragraphs as written, and every web address
 * a link a person can tap (mail apps on phones show the HTML part).
 */
function htmlBody(text: string): string {
  const paragraphs = text
    .split('\n')
    .map((line) => escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`))
    .map((line) => `<p style="margin:0 0 12px">${line}</p>`)
    .join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1a1a2e">${paragraphs}<p style="color:#666;font-size:13px">engage</p></body></html>`;
}
