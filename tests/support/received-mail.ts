import type { ReceivedMail } from './smtp-receiver';

// Reads a mail the SMTP receiver took (smtp-receiver.ts) as a person's mail program would: its
// headers with encoded words decoded (a German subject arrives as =?UTF-8?Q?...?=) and the text
// and HTML parts decoded from quoted-printable or base64. Enough for the tests' own mails; not a
// general MIME parser.

export interface ReadMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

function splitHead(block: string): [Map<string, string>, string] {
  const at = block.search(/\r?\n\r?\n/);
  const head = block.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const body = block.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return [headers, body];
}

function decodeBody(headers: Map<string, string>, body: string) {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function readMail(mail: ReceivedMail): ReadMail {
  const [headers, body] = splitHead(mail.raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const [partHeaders, partBody] = splitHead(chunk.replace(/^\r?\n/, ''));
      const type = (partHeaders.get('content-type') ?? '').split(';')[0]!.trim();
      parts[type] = decodeBody(partHeaders, partBody);
    }
  } else {
    parts[(headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim()] = decodeBody(headers, body);
  }
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), to: headers.get('to') ?? '', text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}
