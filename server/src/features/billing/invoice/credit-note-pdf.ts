import { gstRatePercent } from '@common/gst/gst-split';
import { rupeesInWords } from '@common/text/indian-words';
import type { CreditNoteRow } from './correction-fields.js';
import { formatDate, formatMoney } from './format.js';
import type { InvoiceRow } from './invoice-fields.js';
import { grey, left, parties, renderPdf, right, totalsRow, type Doc } from './invoice-pdf.js';

function draw(doc: Doc, note: CreditNoteRow, invoice: InvoiceRow) {
  const money = (minor: number) => formatMoney(minor, note.currency);
  doc.font('bold').fontSize(20).text('CREDIT NOTE', left, 50);
  doc.font('regular').fontSize(10);
  doc.text(`Credit note no. ${note.number}`, 300, 52, { width: right - 300, align: 'right' });
  doc.text(`Date ${formatDate(note.issuedAt)}`, 300, doc.y + 2, { width: right - 300, align: 'right' });
  let y = parties(doc, invoice);

  doc.moveTo(left, y).lineTo(right, y).strokeColor('#999999').stroke();
  y += 10;
  doc.font('regular').fontSize(10);
  doc.text(
    `Against tax invoice ${invoice.number} dated ${formatDate(invoice.issuedAt)}, cancelled in full.`,
    left,
    y,
    { width: right - left },
  );
  doc.text(`Reason: ${note.reason}`, left, doc.y + 4, { width: right - left });
  y = doc.y + 10;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 10;

  y = totalsRow(doc, y, 'Taxable value', money(note.taxableMinor));
  if (note.igstMinor > 0 || (note.cgstMinor === 0 && note.sgstMinor === 0)) {
    y = totalsRow(doc, y, `IGST @ ${gstRatePercent}%`, money(note.igstMinor));
  } else {
    y = totalsRow(doc, y, `CGST @ ${gstRatePercent / 2}%`, money(note.cgstMinor));
    y = totalsRow(doc, y, `SGST @ ${gstRatePercent / 2}%`, money(note.sgstMinor));
  }
  y = totalsRow(doc, y + 4, 'Total credited', money(note.amountMinor), true);
  doc
    .font('regular')
    .fontSize(9)
    .text(`Amount in words: ${rupeesInWords(note.amountMinor)}`, left, y + 6, { width: right - left });
  doc.fillColor(grey);
  doc.text(
    'Issued under section 34 of the CGST Act. A corrected invoice replaces the one above; no money is refunded by this note.',
    left,
    doc.y + 16,
    { width: right - left },
  );
  doc.text('This is a computer-generated credit note and needs no signature.', left, doc.y + 6, {
    width: right - left,
  });
}

/** A credit note as a PDF, with the parties of the invoice it cancels; the same bytes at every download. */
export const renderCreditNotePdf = (note: CreditNoteRow, invoice: InvoiceRow): Promise<Buffer> =>
  renderPdf(
    {
      Title: `Credit note ${note.number}`,
      Author: invoice.supplierName,
      Subject: `Credit note against invoice ${invoice.number}`,
      date: note.issuedAt,
    },
    (doc) => draw(doc, note, invoice),
  );
