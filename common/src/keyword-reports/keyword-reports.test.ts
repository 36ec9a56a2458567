import { describe, expect, it } from 'vitest';
import { cellDate, cellNumber, headerKey } from '../report-files/cells';
import { detectReport } from './detect';
import { dateRangeLabel } from './measured-label';
import { readReportRow } from './read-row';

describe('report cells, quirk by quirk', () => {
  it('reads headers with a BOM, a trailing space, quotes, a ="…" wrapper and doubled spaces', () => {
    expect(headerKey('\uFEFFDate')).toBe('date');
    expect(headerKey('7 Day Total Sales ')).toBe('7 day total sales');
    expect(headerKey('"Search Query"')).toBe('search query');
    expect(headerKey('="Customer Search Term"')).toBe('customer search term');
    expect(headerKey('Total  Advertising Cost of Sales (ACOS) ')).toBe(
      'total advertising cost of sales (acos)',
    );
  });

  it('reads money with a currency sign and Indian or Western grouping, rates with %, ids wrapped as ="…"', () => {
    expect(cellNumber('₹1,23,456.50')).toBe(123456.5);
    expect(cellNumber('$1,234.50')).toBe(1234.5);
    expect(cellNumber('£24.80')).toBe(24.8);
    expect(cellNumber('Rs. 500')).toBe(500);
    expect(cellNumber('INR 1,500')).toBe(1500);
    expect(cellNumber('2.57%')).toBe(2.57);
    expect(cellNumber('="123456789"')).toBe(123456789);
    expect(cellNumber('(12.50)')).toBe(-12.5);
    expect(cellNumber('')).toBe(0);
    expect(cellNumber('-')).toBe(0);
    expect(cellNumber('abc')).toBeNull();
    expect(cellNumber('1,2,3')).toBeNull();
  });

  it('reads the dates the consoles write', () => {
    expect(cellDate('Sep 01, 2026')).toBe('2026-09-01');
    expect(cellDate('2026-04-01')).toBe('2026-04-01');
    expect(cellDate('08/12/2026')).toBe('2026-08-12'); // Amazon: month first
    expect(cellDate('01/09/2026', true)).toBe('2026-09-01'); // day first
    expect(cellDate('1 Jul 2026 4:24:44 am UTC')).toBe('2026-07-01');
    expect(cellDate('31/02/2026', true)).toBeNull();
    expect(dateRangeLabel('2026-09-01', '2026-09-30')).toBe('1–30 Sep 2026');
    expect(dateRangeLabel('2026-08-25', '2026-09-30')).toBe('25 Aug – 30 Sep 2026');
  });
});

describe('recognising a report', () => {
  const header = ['Date', 'Customer Search Term', 'Impressions', 'Clicks', 'Spend', '7 Day Total Orders (#)'];

  it('finds the header under title lines, whatever the column order', () => {
    const found = detectReport([['Sponsored Products Search Term Report', '', ''], [...header].reverse()]);
    expect(found.ok && found.report.headerRow).toBe(1);
    expect(found.ok && found.report.layout.type).toBe('amazon-sp-search-terms');
  });

  it('refuses a required column written twice', () => {
    const found = detectReport([[...header, 'Clicks']]);
    expect(found.ok).toBe(false);
    expect(!found.ok && found.message).toContain("'Clicks' appears twice");
  });

  it('reads a row by its columns, an ASIN or * as a placement, an id wrapped as ="…"', () => {
    const found = detectReport([header]);
    if (!found.ok) throw new Error(found.message);
    const row = (cells: string[]) => readReportRow(found.report, cells, 2);
    expect(row(['Sep 01, 2026', '  cotton   kurti ', '="1,204"', '31', '₹387.50', '12'])).toEqual({
      row: {
        term: 'cotton kurti',
        termKey: 'cotton kurti',
        productId: '',
        dateFrom: '2026-09-01',
        dateTo: '2026-09-01',
        metrics: { impressions: 1204, clicks: 31, spend: 387.5, orders: 12 },
      },
    });
    expect(row(['Sep 01, 2026', 'B00IPGVVZ4', '1', '1', '1', '0'])).toEqual({ skipped: 'placement' });
    expect(row(['Sep 01, 2026', '*', '1', '1', '1', '0'])).toEqual({ skipped: 'placement' });
    expect(row(['someday', 'kurti', '1', '1', '1', '0'])).toEqual({
      problem: { line: 2, column: 'Date', message: "'someday' is not a date." },
    });
    expect(row(['Sep 01, 2026', 'kurti', '1', '1.5', '1', '0'])).toMatchObject({
      problem: { column: 'Clicks' },
    });
  });
});
