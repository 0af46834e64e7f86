// The only importer of nodemailer. With SMTP settings messages go out for real; without them
// they are written to a local outbox folder and their links logged, so activation and
// recovery work on a laptop with no mail server.
import nodemailer, { type Transporter } from 'nodemailer';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';

interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The action link inside, logged when the message goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** `now` names the outbox's files; a test may hold it still. */
export function createMailer(config: Config['mail'], log: FastifyBaseLogger, now = () => new Date()): Mailer {
  return config.smtp ? new SmtpMailer(config, config.smtp) : new OutboxMailer(config, log, now);
}

class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly config: Config['mail'],
    smtp: NonNullable<Config['mail']['smtp']>,
  ) {
    this.transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      requireTLS: !smtp.secure && smtp.requireTls,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: { name: this.config.from.name, address: this.config.from.email },
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
  }

  close() {
    this.transport.close();
  }
}

/**
 * How much of the address an outbox file name keeps: as much as an address's longest local part,
 * enough to tell whose message it is at a glance.
 */
const ADDRESS_CHARS_IN_FILE_NAME = 64;

/**
 * An outbox file's name without its extension: the time (names sort in the order sent), a short
 * hash of the whole address, and the address's first characters made safe for any file system,
 * e.g. `2026-01-31T12-00-00-000Z-3f2a9c1b-ana@example.com`. The second and later messages to one
 * address in one millisecond (mail sent after the answer can be that quick) carry their `copy`
 * number after the time, `...-000Z.2-3f2a9c1b-...`, sorting after the first. Bounded (98
 * characters at most, a few more for a copy):
 * the whole address, up to 255 characters, made names file systems refuse (ENAMETOOLONG, over
 * 255 bytes). The hash keeps apart addresses that share those first characters or differ only in
 * characters made safe (`a+b@x` and `a_b@x`); a name still ends with a short address.
 */
export function outboxFileStem(to: string, at: Date, copy = 1): string {
  const hash = createHash('sha256').update(to).digest('hex').slice(0, 8);
  const readable = to.slice(0, ADDRESS_CHARS_IN_FILE_NAME).replace(/[^\w.@-]/g, '_');
  const time = at.toISOString().replace(/[:.]/g, '-');
  return `${time}${copy > 1 ? `.${copy}` : ''}-${hash}-${readable}`;
}

class OutboxMailer implements Mailer {
  constructor(
    private readonly config: Config['mail'],
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.config.outboxDir, { recursive: true });
    const eml = [
      `From: ${this.config.from.name} <${this.config.from.email}>`,
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      message.text,
    ].join('\r\n');
    const { stem, file } = await this.writeNew(message.to, eml);
    await writeFile(path.join(this.config.outboxDir, `${stem}.html`), message.html);
    this.log.info(
      { to: message.to, subject: message.subject, file, link: message.link },
      'e-mail written to the local outbox',
    );
  }

  /** Writes the .eml under a name no message has yet (never over another one); returns the name. */
  private async writeNew(to: string, eml: string): Promise<{ stem: string; file: string }> {
    const at = this.now();
    for (let copy = 1; ; copy++) {
      const stem = outboxFileStem(to, at, copy);
      const file = path.join(this.config.outboxDir, `${stem}.eml`);
      try {
        await writeFile(file, eml, { flag: 'wx' });
        return { stem, file };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }

  close() {}
}
