// A real SMTP server (smtp-server) on a free local port: the product sends its e-mail through
// nodemailer exactly as it would to a provider, and tests read what arrived, parsed by mailparser,
// and follow the links inside.
import { Splitter } from '@zone-eu/mailsplit';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { finished } from 'node:stream/promises';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface MimePart {
  contentType: string;
}

export interface ReceivedMessage {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** The user the client authenticated as, when it did. */
  authenticatedAs: string | undefined;
  /** Each header as written, by lower-cased name (folded lines joined; encoded words left as they are). */
  headers: Record<string, string>;
  /** The Subject header, decoded. */
  subject: string;
  raw: string;
  /** The leaf parts of the message in order: `text/plain` and `text/html` for an alternative. */
  parts: MimePart[];
  /** The text/plain part, decoded (mailparser makes one from the HTML when there is none). */
  text: string | undefined;
  /** The text/html part, decoded. */
  html: string | undefined;
}

export interface SmtpInbox {
  port: number;
  /** Environment that points the product's SMTP settings here (plain SMTP). */
  env: Record<string, string>;
  readonly messages: readonly ReceivedMessage[];
  messagesTo(address: string): ReceivedMessage[];
  /** Resolves with the `count`-th message to `address` (1-based) once it has arrived. */
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
        const raw = Buffer.concat(chunks);
        readMessage(raw).then(
          (content) => {
            messages.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              authenticatedAs: typeof session.user === 'string' ? session.user : undefined,
              raw: raw.toString('utf8'),
              ...content,
            });
            for (const wake of [...waiters]) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const messagesTo = (address: string) => messages.filter((message) => message.to.includes(address.toLowerCase()));

  return {
    port,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_TLS: 'false', SMTP_SSL: 'false' },
    messages,
    messagesTo,
    waitFor(address, count = 1, timeoutMs = 15_000) {
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
          const subjects = messagesTo(address).map((message) => message.subject);
          reject(
            new Error(
              `no message #${count} to ${address} within ${timeoutMs} ms (got: ${subjects.join(', ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the message's link to `linkPath`. */
export function tokenFromLink(message: ReceivedMessage, linkPath: '/activate' | '/reset-password'): string {
  const token = linkIn(message, linkPath).searchParams.get('token');
  if (!token) throw new Error(`the ${linkPath} link in "${message.subject}" carries no token`);
  return token;
}

/** The first absolute URL whose path is `linkPath` in a message's text, or in any text (a saved .eml). */
export function linkIn(source: ReceivedMessage | string, linkPath: string): URL {
  const text = typeof source === 'string' ? source : (source.text ?? '');
  for (const match of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname === linkPath) return url;
  }
  throw new Error(`no ${linkPath} link in:\n${typeof source === 'string' ? source : (source.text ?? source.raw)}`);
}

type MessageContent = Pick<ReceivedMessage, 'headers' | 'subject' | 'parts' | 'text' | 'html'>;

async function readMessage(raw: Buffer): Promise<MessageContent> {
  const [mail, parts] = await Promise.all([simpleParser(raw), leafParts(raw)]);
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    headers[key] = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return { headers, subject: mail.subject ?? '', parts, text: mail.text, html: mail.html || undefined };
}

/** The message's MIME structure, read by mailsplit (the splitter mailparser itself reads with). */
async function leafParts(raw: Buffer): Promise<MimePart[]> {
  const parts: MimePart[] = [];
  const splitter = new Splitter();
  splitter.on('data', (chunk) => {
    if (chunk.type === 'node' && !chunk.multipart) parts.push({ contentType: chunk.contentType || 'text/plain' });
  });
  splitter.end(raw);
  await finished(splitter);
  return parts;
}
