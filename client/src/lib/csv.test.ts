import { describe, expect, it } from 'vitest';
import { utf8Bom } from '@common/text/csv-write';
import { csvText } from './csv';

describe('CSV export text', () => {
  it('starts with the UTF-8 byte order mark and keeps Indian scripts and commas intact', async () => {
    const text = await csvText(
      ['Type', 'Keyword'],
      [
        ['Related', 'साड़ी, सिल्क'],
        ['Long tail', 'கைத்தறி சேலை'],
      ],
    );
    expect(text.startsWith(utf8Bom)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Type,Keyword',
      'Related,"साड़ी, सिल्क"',
      'Long tail,கைத்தறி சேலை',
    ]);
  });

  it('escapes cells a spreadsheet would run as a formula', async () => {
    const text = await csvText(['Keyword'], [['=HYPERLINK("http://evil.example")'], ['+91 98xxxx']]);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Keyword',
      '"\'=HYPERLINK(""http://evil.example"")"',
      '"\'+91 98xxxx"',
    ]);
  });

  it('escapes a formula with a line break inside, and a cell starting with any of = + - @ tab or return', async () => {
    const link = '=HYPERLINK("http://evil.example/steal",\n"Click")';
    const text = await csvText(
      ['=Keyword'],
      [[link], ['@SUM(A1)'], ['-2+3'], ['\t=1+1'], ['\r=1+1'], ['a=b']],
    );
    expect(text.slice(1)).toBe(
      [
        '"\'=Keyword"',
        '"\'=HYPERLINK(""http://evil.example/steal"",\n""Click"")"',
        '"\'@SUM(A1)"',
        '"\'-2+3"',
        '"\'\t=1+1"',
        '"\'\r=1+1"',
        'a=b',
      ].join('\r\n'),
    );
  });
});
