/**
 * An XLSX is a zip: before any of it is unpacked, its central directory is read and the file refused when it
 * could unpack to far more than it weighs (a zip bomb), holds odd entry names (absolute, '..', drive letters,
 * backslashes) or uses zip64, which no report needs.
 */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Unpacked ÷ packed size of one entry; spreadsheet XML packs about 10 to 20 times. */
  maxRatio: number;
}

export const xlsxLimits: ZipLimits = { maxEntries: 2000, maxTotalBytes: 1024 * 1024 * 1024, maxRatio: 200 };

/** Null when the zip may be read, else why not, for the seller. */
export function zipProblem(zip: Buffer, limits: ZipLimits = xlsxLimits): string | null {
  const end = findEndOfDirectory(zip);
  if (end < 0) return 'The file is not a complete XLSX workbook.';
  const entries = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff)
    return 'The workbook uses a zip64 layout, which a report never needs.';
  if (entries > limits.maxEntries) return 'The workbook holds too many parts to be a report.';
  if (offset + size > zip.length) return 'The file is not a complete XLSX workbook.';
  let at = offset;
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50)
      return 'The file is not a complete XLSX workbook.';
    const packed = zip.readUInt32LE(at + 20);
    const unpacked = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (name.startsWith('/') || name.includes('\\') || /(^|\/)\.\.(\/|$)/.test(name) || /^[a-z]:/i.test(name))
      return 'The workbook holds a part with an odd path, so it is not read.';
    if (packed === 0xffffffff || unpacked === 0xffffffff)
      return 'The workbook uses a zip64 layout, which a report never needs.';
    if (unpacked > 1024 * 1024 && unpacked / Math.max(packed, 1) > limits.maxRatio)
      return 'The workbook would unpack to far more than it weighs, so it is not read.';
    total += unpacked;
    if (total > limits.maxTotalBytes)
      return 'The workbook would unpack to more than 1 GB, so it is not read.';
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return null;
}

function findEndOfDirectory(zip: Buffer): number {
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) return i;
  return -1;
}
