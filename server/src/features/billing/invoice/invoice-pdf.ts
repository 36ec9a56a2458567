import PDFDocument from 'pdfkit';
import { gstRatePercent } from '@common/gst/gst-split';
import { stateByName } from '@common/gst/states';
import { rupeesInWords } from '@common/text/indian-words';
import type { BillingPeriod } from '@common/contracts/plans';
import { fromRoot } from '../../../lib/paths.js';
import { billingPeriodLabels } from '../billing-period.js';
import { formatDate, formatMoney } from './format.js';
import type { InvoiceRow } from './invoice-fields.js';

/** DejaVu Sans ships in the repo: the PDF standard fonts cannot draw ₹. */
const fonts = {
  regular: fromRoot('server/assets/fonts/DejaVuSans.ttf'),
  bold: fromRoot('server/assets/fonts/DejaVuSans-Bold.ttf'),
};

export const left = 50;
export const right = 545;
export const grey = '#555555';

export const withCode = (state: string | null) => {
  const code = state ? stateByName(state)?.code : undefined;
  return state ? (code ? `${state} (${code})` : state) : null;
};

export type Doc = PDFKit.PDFDocument;

/** The gateway's payment id when it is short (Razorpay's pay_… is 18 characters), else ours, shortened. */
export const paymentReference = (inv: Pick<InvoiceRow, 'providerPaymentId' | 'paymentId'>) =>
  inv.providerPaymentId.length <= 24
    ? inv.providerPaymentId
    : `VKP-${inv.paymentId.replaceAll('-', '').slice(0, 12).toUpperCase()}`;

export function block(doc: Doc, x: number, y: number, title: string, lines: Array<string | null>) {
  doc.font('bold').fontSize(9).fillColor(grey).text(title, x, y);
  doc.fillColor('black');
  const [first, ...rest] = lines.filter((l): l is string => Boolean(l));
  doc
    .font('bold')
    .fontSize(10)
    .text(first ?? '', x, doc.y + 2, { width: 240 });
  doc.font('regular').fontSize(9);
  for (const line of rest) doc.text(line, x, doc.y + 1, { width: 240 });
  return doc.y;
}

export function totalsRow(doc: Doc, y: number, label: string, value: string, bold = false) {
  doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 11 : 10);
  doc.text(label, 300, y, { width: 140 });
  doc.text(value, 440, y, { width: right - 440, align: 'right' });
  return y + (bold ? 18 : 15);
}

/** The supplier and the buyer side by side, then the place of supply; gives the y below them. */
export function parties(doc: Doc, inv: InvoiceRow): number {
  const top = 100;
  const supplierEnd = block(doc, left, top, 'SUPPLIER', [
    inv.supplierName,
    inv.supplierAddress,
    inv.supplierGstin ? `GSTIN ${inv.supplierGstin}` : null,
    inv.supplierState ? `State ${withCode(inv.supplierState)}` : null,
  ]);
  const billedEnd = block(doc, 305, top, 'BILLED TO', [
    inv.billedBusinessName ?? inv.billedName,
    inv.billedBusinessName ? inv.billedName : null,
    inv.billedAddress,
    inv.billedEmail,
    inv.billedPhone,
    inv.billedGstin ? `GSTIN ${inv.billedGstin}` : null,
    inv.billedState ? `State ${withCode(inv.billedState)}` : null,
  ]);
  let y = Math.max(supplierEnd, billedEnd) + 14;
  if (inv.placeOfSupply) {
    doc
      .font('regular')
      .fontSize(9)
      .text(`Place of supply ${withCode(inv.placeOfSupply)}`, left, y);
    y = doc.y + 10;
  }

  return y;
}

function draw(doc: Doc, inv: InvoiceRow) {
  const money = (minor: number) => formatMoney(minor, inv.currency);
  doc.font('bold').fontSize(20).text('TAX INVOICE', left, 50);
  doc.font('regular').fontSize(10);
  doc.text(`Invoice no. ${inv.number}`, 300, 52, { width: right - 300, align: 'right' });
  doc.text(`Date ${formatDate(inv.issuedAt)}`, 300, doc.y + 2, { width: right - 300, align: 'right' });
  if (inv.correctsInvoiceNumber)
    doc.text(`Replaces invoice ${inv.correctsInvoiceNumber}`, 300, doc.y + 2, {
      width: right - 300,
      align: 'right',
    });

  let y = parties(doc, inv);

  doc.moveTo(left, y).lineTo(right, y).strokeColor('#999999').stroke();
  doc.font('bold').fontSize(9).fillColor(grey);
  doc.text('DESCRIPTION', left, y + 6).text('PERIOD', 270, y + 6);
  doc.text('TAXABLE VALUE', 440, y + 6, { width: right - 440, align: 'right' });
  doc.fillColor('black');
  y += 22;
  const period = billingPeriodLabels[inv.billingPeriod as BillingPeriod] ?? inv.billingPeriod;
  const until = inv.periodEnd ? `${formatDate(inv.periodStart)} to ${formatDate(inv.periodEnd)}` : 'Lifetime';
  doc.font('regular').fontSize(10);
  const sac = inv.sacCode ? `, SAC ${inv.sacCode}` : '';
  doc.text(`Vikreta ${inv.planName} plan (${period}), software subscription${sac}`, left, y, { width: 210 });
  const descriptionEnd = doc.y;
  doc.text(until, 270, y, { width: 160 });
  doc.text(money(inv.taxableMinor), 440, y, { width: right - 440, align: 'right' });
  y = Math.max(descriptionEnd, doc.y) + 10;
  if (inv.creditMinor > 0) {
    const price = inv.amountMinor + inv.creditMinor;
    doc.font('regular').fontSize(9).fillColor(grey);
    doc.text(`Plan price ${money(price)} (GST included)`, left, y, { width: 380 });
    doc.text(`Less: ${inv.creditNote ?? 'Credit'}`, left, doc.y + 2, { width: 380 });
    doc.text(`-${money(inv.creditMinor)}`, 440, doc.y - 11, { width: right - 440, align: 'right' });
    doc.fillColor('black');
    y = doc.y + 8;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 10;

  const half = gstRatePercent / 2;
  y = totalsRow(doc, y, 'Taxable value', money(inv.taxableMinor));
  if (inv.igstMinor > 0 || (inv.cgstMinor === 0 && inv.sgstMinor === 0)) {
    y = totalsRow(doc, y, `IGST @ ${gstRatePercent}%`, money(inv.igstMinor));
  } else {
    y = totalsRow(doc, y, `CGST @ ${half}%`, money(inv.cgstMinor));
    y = totalsRow(doc, y, `SGST @ ${half}%`, money(inv.sgstMinor));
  }
  y = totalsRow(doc, y + 4, 'Total', money(inv.amountMinor), true);
  doc
    .font('regular')
    .fontSize(9)
    .text(`Amount in words: ${rupeesInWords(inv.amountMinor)}`, left, y + 6, {
      width: right - left,
    });
  y = doc.y;

  doc.font('regular').fontSize(9).fillColor(grey);
  doc.text(
    `Paid in full on ${formatDate(inv.issuedAt)}. Payment reference ${paymentReference(inv)}`,
    left,
    y + 16,
    {
      width: right - left,
    },
  );
  doc.text(
    `The price includes GST at ${gstRatePercent}%. This is a computer-generated invoice and needs no signature.`,
    left,
    doc.y + 6,
    { width: right - left },
  );
}

/** A PDF of one A4 page drawn by `draw`; the same dates give the same bytes at every download. */
export function renderPdf(
  info: { Title: string; Author: string; Subject: string; date: Date },
  draw: (doc: Doc) => void,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { date, ...names } = info;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { ...names, Creator: 'Vikreta', Producer: 'Vikreta', CreationDate: date, ModDate: date },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  draw(doc);
  doc.end();
  return done;
}

/**
 * The invoice as a PDF. The same invoice row gives the same bytes at every download: the dates in the
 * metadata (and the file ID derived from them) are the invoice's own.
 */
export const renderInvoicePdf = (
  invoice: InvoiceRow,
  options: { compress?: boolean } = {},
): Promise<Buffer> =>
  renderPdf(
    {
      Title: `Tax invoice ${invoice.number}`,
      Author: invoice.supplierName,
      Subject: `Vikreta ${invoice.planName} plan`,
      date: invoice.issuedAt,
    },
    (doc) => draw(doc, invoice),
    options,
  );
