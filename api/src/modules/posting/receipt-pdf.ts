/**
 * A receipt (receipts.ts) as a one-page A4 PDF in the reader's language, with pdfkit's built-in
 * Helvetica: no font file to ship, and every character our two languages write (’, the no-break
 * space of "Ksh 1,234.50") is in its encoding.
 */
import PDFDocument from 'pdfkit';
import type { Receipt } from '@engage/shared/contract/post-report';
import { toCents } from '@engage/shared/format/money';
import type { Language } from '@engage/shared/i18n/language';
import { nairobiDateTime } from '../../i18n/date-words';
import { text, written, type MessageKey } from '../../i18n/messages';
import { kes } from '../ledger/money-text';

/** What the browser saves the PDF as. */
export const receiptFileName = (receipt: Pick<Receipt, 'kind' | 'id'>): string =>
  `engage-receipt-${receipt.kind}-${receipt.id}.pdf`;

function providerName(provider: NonNullable<Receipt['provider']>, language: Language): string {
  if (provider === 'mpesa') return 'M-PESA';
  if (provider === 'paypal') return 'PayPal';
  return written(text(provider === 'balance' ? 'receiptBalance' : 'receiptCard'), language);
}

/** The receipt's lines, label and value, in the reader's language. */
export function receiptLines(receipt: Receipt, language: Language): [string, string][] {
  const say = (key: MessageKey) => written(text(key), language);
  const lines: [string, string][] = [
    [say('receiptNumber'), `${receipt.kind === 'payment' ? 'P' : 'R'}-${receipt.id}`],
    [say('receiptDate'), nairobiDateTime(new Date(receipt.date))[language]],
    [say('receiptAccount'), `${receipt.producer.username} <${receipt.producer.email}>`],
    [say('receiptPost'), receipt.post.title || receipt.post.link_url],
    [say('receiptLink'), receipt.post.link_url],
    [say('receiptDescription'), receipt.description],
    [say('receiptAmount'), kes(toCents(receipt.amount), language)],
  ];
  if (receipt.provider) {
    // A return that has a provider was refunded through it.
    lines.push([
      say(receipt.kind === 'return' ? 'receiptRefundedTo' : 'receiptPaidWith'),
      providerName(receipt.provider, language),
    ]);
    lines.push([say('receiptProviderReference'), receipt.reference]);
    if (receipt.receipt) {
      lines.push([
        say(receipt.provider === 'mpesa' ? 'receiptMpesaReceipt' : 'receiptProviderReceipt'),
        receipt.receipt,
      ]);
    }
  } else {
    lines.push([say('receiptLedgerReference'), receipt.reference]);
  }
  return lines;
}

export function receiptPdf(receipt: Receipt, language: Language): Promise<Buffer> {
  const title = written(text('receiptTitle'), language);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'engage' }, lang: language });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text('engage');
  doc.moveDown(0.3).font('Helvetica').fontSize(14).fillColor('#444444').text(title);
  doc.moveDown(1.2).fillColor('#000000');
  const labelWidth = 160;
  const left = doc.page.margins.left;
  const valueWidth = doc.page.width - doc.page.margins.right - left - labelWidth;
  for (const [label, value] of receiptLines(receipt, language)) {
    const top = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(label, left, top, { width: labelWidth - 12 });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value, left + labelWidth, top, { width: valueWidth });
    doc.y = Math.max(doc.y, labelBottom) + 6;
  }
  doc.moveDown(2).font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(written(text('receiptThanks'), language), left, doc.y, { width: doc.page.width - left * 2 });
  doc.end();
  return done;
}
