// The only importer of nodemailer. With SMTP settings messages go out for real; without them
// they are written to a local outbox folder and their links logged, so activation and
// recovery work on a laptop with no mail server.
import nodemailer, { type Transporter } from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';

export interface MailMessage {
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

export function createMailer(config: Config['mail'], log: FastifyBaseLogger): Mailer {
  return config.smtp ? new SmtpMailer(config, config.smtp) : new OutboxMailer(config, log);
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

class OutboxMailer implements Mailer {
  constructor(
    private readonly config: Config['mail'],
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.config.outboxDir, { recursive: true });
    const stem = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^\w.@-]/g, '_')}`;
    const file = path.join(this.config.outboxDir, `${stem}.eml`);
    const eml = [
      `From: ${this.config.from.name} <${this.config.from.email}>`,
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      message.text,
    ].join('\r\n');
    await writeFile(file, eml);
    await writeFile(path.join(this.config.outboxDir, `${stem}.html`), message.html);
    this.log.info({ to: message.to, subject: message.subject, file, link: message.link }, 'e-mail written to the local outbox');
  }

  close() {}
}
