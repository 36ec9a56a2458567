import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipProblem } from './zip-check.js';

const zipOf = async (files: Record<string, string>) => {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

describe('an uploaded workbook before it is unpacked', () => {
  it('passes an ordinary workbook', async () => {
    expect(
      zipProblem(await zipOf({ '[Content_Types].xml': '<Types/>', 'xl/worksheets/sheet1.xml': '<x/>' })),
    ).toBeNull();
  });

  it('refuses a part that would unpack to far more than it weighs (a zip bomb)', async () => {
    const bomb = await zipOf({ 'xl/sharedStrings.xml': '0'.repeat(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(zipProblem(bomb)).toMatch(/far more than it weighs/);
  });

  it('refuses a bomb whose directory lies about its sizes', async () => {
    const bomb = await zipOf({ 'xl/worksheets/sheet1.xml': ' '.repeat(20 * 1024 * 1024) });
    // Rewrite the central directory's unpacked size to the packed size, as a crafted file would.
    const entry = bomb.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46; // its central directory entry
    bomb.writeUInt32LE(bomb.readUInt32LE(entry + 20), entry + 24);
    expect(zipProblem(bomb)).toMatch(/unpack to more than it says/);
  });

  it('refuses odd part paths', async () => {
    for (const name of ['../evil.xml', 'xl/../../evil.xml', '/etc/passwd', 'C:/evil.xml'])
      expect(zipProblem(await zipOf({ [name]: 'x' })), name).toMatch(/odd path/);
  });

  it('refuses a cut-off file', async () => {
    const zip = await zipOf({ 'a.xml': 'x' });
    expect(zipProblem(zip.subarray(0, zip.length - 30))).toMatch(/not a complete XLSX/);
  });
});
