import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message read back from the outbox (the test app opens the `.eml` files with this). */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

type Headers = Map<string, string>;

function splitHead(raw: string): { headers: Headers; body: string } {
  const at = raw.indexOf('\n\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const headers: Headers = new Map();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: at < 0 ? '' : raw.slice(at + 2) };
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Headers, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function parts(headers: Headers, body: string): Array<{ type: string; content: string }> {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ type: type.split(';')[0]!.trim().toLowerCase(), content: decodeBody(headers, body) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => {
      const part = splitHead(chunk.replace(/^\n/, ''));
      return parts(part.headers, part.body.replace(/\n$/, ''));
    });
}

export function parseEml(raw: string, file = ''): OutboxMail {
  const { headers, body } = splitHead(raw.replace(/\r\n/g, '\n'));
  const all = parts(headers, body);
  const text = all.find((p) => p.type === 'text/plain')?.content ?? '';
  const html = all.find((p) => p.type === 'text/html')?.content ?? '';
  return {
    file,
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text,
    html,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  };
}

/** Every message in the outbox folder, oldest first. */
export function readOutbox(dir: string): OutboxMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(readFileSync(join(dir, name), 'utf8'), join(dir, name)));
}
