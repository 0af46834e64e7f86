// A real SMTP server, in-process, on a free local port: the app sends through nodemailer as it
// would to a provider, and tests read what arrived and follow the links inside.
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface MimePart {
  contentType: string;
  /** Decoded body (quoted-printable and base64 undone). */
  body: string;
}

export interface ReceivedMessage {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** The user the client authenticated as, when it did. */
  authenticatedAs: string | undefined;
  headers: Record<string, string>;
  subject: string;
  raw: string;
  /** Leaf parts of the message, each decoded; a single-part message has one. */
  parts: MimePart[];
  text: string | undefined;
  html: string | undefined;
}

export interface SmtpInbox {
  port: number;
  /** Environment for startTestApp that sends the app's mail here. */
  env: Record<string, string>;
  readonly messages: readonly ReceivedMessage[];
  messagesTo(address: string): ReceivedMessage[];
  /** Resolves with the `count`-th message to `address` once it has arrived. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

export interface SmtpInboxOptions {
  /** Require these credentials (AUTH PLAIN/LOGIN over the plain connection). */
  credentials?: { user: string; password: string };
}

export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const messages: ReceivedMessage[] = [];
  const waiters = new Set<() => void>();
  const { credentials } = options;

  const serverOptions: SMTPServerOptions = {
    authOptional: !credentials,
    allowInsecureAuth: Boolean(credentials),
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.password) {
        return callback(null, { user: auth.username });
      }
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers, parts } = parseMessage(raw);
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          authenticatedAs: typeof session.user === 'string' ? session.user : undefined,
          headers,
          subject: headers.subject ?? '',
          raw,
          parts,
          text: parts.find((part) => part.contentType === 'text/plain')?.body,
          html: parts.find((part) => part.contentType === 'text/html')?.body,
        });
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const messagesTo = (address: string) => messages.filter((message) => message.to.includes(address.toLowerCase()));

  return {
    port,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_TLS: 'false', SMTP_SSL: 'false' },
    messages,
    messagesTo,
    waitFor(address, count = 1, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const received = messagesTo(address);
          if (received.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received[count - 1]!);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no message #${count} to ${address} within ${timeoutMs} ms (got ${messagesTo(address).length})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Finds the link to `path` (e.g. '/activate') in a message and returns its token. */
export function tokenFromLink(message: ReceivedMessage, linkPath: '/activate' | '/reset-password'): string {
  const url = linkIn(message.text ?? '', linkPath);
  const token = url?.searchParams.get('token');
  if (!token) throw new Error(`no ${linkPath} link in:\n${message.text ?? message.raw}`);
  return token;
}

/** The first absolute URL in `text` whose path is `linkPath`. */
export function linkIn(text: string, linkPath: string): URL | undefined {
  for (const match of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname === linkPath) return url;
  }
  return undefined;
}

// --- a small MIME reader: enough for what nodemailer writes (multipart, QP, base64) ---

function splitHead(raw: string): { head: string; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  if (index < 0) return { head: raw, body: '' };
  const separator = /\r?\n\r?\n/.exec(raw.slice(index))![0];
  return { head: raw.slice(0, index), body: raw.slice(index + separator.length) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Undoes quoted-printable: soft line breaks (`=\r\n`) and `=XX` escapes such as `=3D`. */
export function decodeQuotedPrintable(text: string): string {
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

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function parseMessage(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  return { headers, parts: leafParts(headers, body) };
}

function leafParts(headers: Record<string, string>, body: string): MimePart[] {
  const contentType = headers['content-type'] ?? 'text/plain';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (mediaType.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => {
        const { head, body: inner } = splitHead(section.replace(/^\r?\n/, ''));
        return leafParts(parseHeaders(head), inner.replace(/\r?\n$/, ''));
      });
  }
  return [{ contentType: mediaType, body: decodeBody(body, headers['content-transfer-encoding']) }];
}
