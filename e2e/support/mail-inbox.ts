// A real SMTP server (the smtp-server package) on a free local port: the product sends its
// e-mail through nodemailer exactly as it would to a provider, and journeys read what arrived
// and follow the links inside.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
}

export interface MailInbox {
  /** Environment that points the product's SMTP settings here (plain SMTP, no auth). */
  env: Record<string, string>;
  readonly messages: readonly ReceivedMail[];
  /** Resolves with the `count`-th message to `address` (1-based) once it has arrived. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailInbox(): Promise<MailInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const { headers, parts } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: headers.subject ?? '',
          text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
          html: parts.find((part) => part.type === 'text/html')?.body ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_TLS: 'false', SMTP_SSL: 'false' },
    messages,
    async waitFor(address, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const received = messages.filter((message) => message.to.includes(address.toLowerCase()));
        if (received.length >= count) return received[count - 1]!;
        if (Date.now() > deadline) {
          throw new Error(`no message #${count} to ${address} within ${timeoutMs} ms (got: ${received.map((m) => m.subject).join(', ') || 'none'})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first absolute link in the message's text whose path is `pathname` (e.g. '/activate'). */
export function linkIn(message: ReceivedMail, pathname: string): URL {
  for (const match of message.text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`no ${pathname} link in "${message.subject}":\n${message.text}`);
}

// --- just enough MIME for what nodemailer writes: multipart, quoted-printable, base64 ---

interface Part {
  type: string;
  body: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) } : { head: raw, body: '' };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_all, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')),
  );
}

function quotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseMessage(raw: string): { headers: Record<string, string>; parts: Part[] } {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  return { headers, parts: leafParts(headers, body) };
}

function leafParts(headers: Record<string, string>, body: string): Part[] {
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => {
        const inner = splitHead(section.replace(/^\r?\n/, ''));
        return leafParts(parseHeaders(inner.head), inner.body.replace(/\r?\n$/, ''));
      });
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? quotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return [{ type, body: decoded }];
}
