import { inflateRawSync } from 'node:zlib';

/**
 * An XLSX is a zip: before it is read, its central directory is checked and the file refused when it could unpack
 * to far more than it weighs (a zip bomb), holds odd entry names (absolute, '..', drive letters, backslashes) or
 * uses zip64, which no report needs. Then every entry is inflated once with its declared size as the limit, so
 * sizes the directory lies about are caught too (the workbook is read through the same directory afterwards).
 */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Unpacked ÷ packed size of one entry; spreadsheet XML packs about 10 to 20 times. */
  maxRatio: number;
}

export const xlsxLimits: ZipLimits = { maxEntries: 2000, maxTotalBytes: 256 * 1024 * 1024, maxRatio: 200 };

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
  let total = 0;
  for (const e of centralEntries(zip, offset, entries)) {
    if (e === null) return 'The file is not a complete XLSX workbook.';
    const { name, packed, unpacked } = e;
    if (name.startsWith('/') || name.includes('\\') || /(^|\/)\.\.(\/|$)/.test(name) || /^[a-z]:/i.test(name))
      return 'The workbook holds a part with an odd path, so it is not read.';
    if (packed === 0xffffffff || unpacked === 0xffffffff)
      return 'The workbook uses a zip64 layout, which a report never needs.';
    if (unpacked > 1024 * 1024 && unpacked / Math.max(packed, 1) > limits.maxRatio)
      return 'The workbook would unpack to far more than it weighs, so it is not read.';
    total += unpacked;
    if (total > limits.maxTotalBytes)
      return 'The workbook would unpack to more than 256 MB, so it is not read: export the report as CSV instead.';
    const inflated = inflateEntry(zip, e);
    if (typeof inflated === 'string') return inflated;
  }
  return null;
}

function findEndOfDirectory(zip: Buffer): number {
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) return i;
  return -1;
}

interface CentralEntry {
  name: string;
  packed: number;
  unpacked: number;
  method: number;
  localOffset: number;
}

/** The central directory's entries, in order; null where the directory is broken. */
function* centralEntries(zip: Buffer, offset: number, count: number): Generator<CentralEntry | null> {
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return yield null;
    const nameLength = zip.readUInt16LE(at + 28);
    yield {
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      packed: zip.readUInt32LE(at + 20),
      unpacked: zip.readUInt32LE(at + 24),
      method: zip.readUInt16LE(at + 10),
      localOffset: zip.readUInt32LE(at + 42),
    };
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
}

/**
 * The one workbook inside a zip that is not itself a workbook (Meesho's payments download), inflated; null when
 * the zip is a workbook or holds no single .xlsx. Call after `zipProblem` has passed the zip.
 */
export function innerWorkbook(zip: Buffer): Buffer | null {
  const end = findEndOfDirectory(zip);
  const entries = [...centralEntries(zip, zip.readUInt32LE(end + 16), zip.readUInt16LE(end + 10))];
  if (entries.some((e) => e?.name === '[Content_Types].xml')) return null;
  const workbooks = entries.filter((e): e is CentralEntry => e !== null && /\.xlsx$/i.test(e.name));
  if (workbooks.length !== 1) return null;
  const inflated = inflateEntry(zip, workbooks[0]!);
  return typeof inflated === 'string' ? null : inflated;
}

/** The entry inflated with its declared size as the limit, or why the file is refused. */
function inflateEntry(zip: Buffer, { localOffset, method, packed, unpacked }: CentralEntry): Buffer | string {
  if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== 0x04034b50)
    return 'The file is not a complete XLSX workbook.';
  const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
  if (start + packed > zip.length) return 'The file is not a complete XLSX workbook.';
  if (method === 0)
    return packed === unpacked
      ? zip.subarray(start, start + packed)
      : "The workbook's parts are not what it says they are.";
  if (method !== 8) return 'The workbook uses a compression a report never needs.';
  try {
    const out = inflateRawSync(zip.subarray(start, start + packed), {
      maxOutputLength: Math.max(unpacked, 1),
    });
    return out.length === unpacked ? out : "The workbook's parts are not what it says they are.";
  } catch {
    return "The workbook's parts unpack to more than it says, so it is not read.";
  }
}
