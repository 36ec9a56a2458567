import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a mail body. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function latestMailTo(outbox: string, address: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const mails = files
    .map((f) => ({ path: join(outbox, f), at: statSync(join(outbox, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map((m) => decodeQuotedPrintable(readFileSync(m.path, 'utf8')));
  return mails.find((m) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
}

/**
 * Waits for the newest mail to `address` whose link contains `pathPart`, and returns that link.
 * `dataDir` is the data folder of the server that sent it (the shared e2e server's by default).
 */
export async function linkFromMail(address: string, pathPart: string, dataDir = e2eDataDir): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = latestMailTo(outbox, address);
        link = mail?.match(new RegExp(`https?://[^\\s"<>]*${pathPart}\\?token=[A-Za-z0-9_-]+`))?.[0];
        return link;
      },
      // Mail goes out from a background job: beside a long job of another journey (a 1,000-order settlement
      // check on the same server) it took more than 10 s in one CI run.
      { message: `a mail to ${address} with a ${pathPart} link`, timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}
