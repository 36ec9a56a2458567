import { istDay } from '@common/time/india-calendar';

/** Invoice numbers start with this, then the financial year and a six-digit sequence. */
export const invoicePrefix = 'VK';

/** The Indian financial year (1 April to 31 March, Indian time) of an instant: '2026-27'. */
export function financialYearOf(date: Date): string {
  const [year, month] = istDay(date).split('-').map(Number) as [number, number];
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** VK/2026-27/000001 */
export const formatInvoiceNumber = (financialYear: string, sequence: number) =>
  `${invoicePrefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;

/** Credit notes have their own series: CN/2026-27/000001. */
export const creditNotePrefix = 'CN';

/** CN/2026-27/000001 */
export const formatCreditNoteNumber = (financialYear: string, sequence: number) =>
  `${creditNotePrefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;
