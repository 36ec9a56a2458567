/**
 * The last instant a credit note may be issued against an invoice of the financial year `financialYear`
 * ('2026-27'): the end of 30 November following the end of that year, Indian time (CGST Act s.34(2), as
 * amended by the Finance Act 2022; docs/decisions/0010-corrected-invoices.md). The section also ends the
 * period earlier if the annual return for that year is filed earlier; the app cannot know that date (see the
 * decision record).
 */
export function correctionDeadline(financialYear: string): Date {
  const firstYear = Number(financialYear.slice(0, 4));
  // 1 December, 00:00 in India (UTC+5:30) of the year the financial year ends, less one millisecond.
  return new Date(Date.UTC(firstYear + 1, 10, 30, 18, 30) - 1);
}
