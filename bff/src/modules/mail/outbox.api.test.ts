// The local outbox (no SMTP) takes a message to any address the API accepts, the longest (255
// characters) included: its file names stay within what file systems allow.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rest } from '../../test-support/graphql.js';
import { addressOfLength } from '../../test-support/addresses.js';
import { SUPERUSER, startTestApp, type TestApp } from '../../test-support/test-app.js';
import { USER_FIELD_RULES } from '../users/user.rules.js';
import { createMailer, outboxFileStem } from './mailer.gateway.js';

const EMAIL_MAX_LENGTH = USER_FIELD_RULES.email.maxLength;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(SUPERUSER.email, SUPERUSER.password);
});
afterAll(() => t.close());

/** The longest outbox file name: 98 characters before the extension. */
const LONGEST_FILE_NAME = 98 + '.html'.length;

const outbox = () => readdirSync(t.config.mail.outboxDir);
const messagesTo = (address: string) =>
  outbox().filter((file) => readFileSync(path.join(t.config.mail.outboxDir, file), 'utf8').includes(address));

describe('the local outbox with the longest addresses', () => {
  it('answers sign-up and a resent activation for a 255-character address, writing both messages', async () => {
    const email = addressOfLength(EMAIL_MAX_LENGTH, 'signup');
    const signup = await rest(t.app, 'POST', '/api/users/signup', undefined, {
      email,
      full_name: 'Long Address',
      password: 'long-address-pw',
      confirm_password: 'long-address-pw',
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().email).toBe(email);
    const resent = await rest(t.app, 'POST', '/api/activate/resend', undefined, { email });
    expect(resent.statusCode).toBe(200);
    await t.app.deps.afterAnswer.settled();
    const files = outbox().filter((file) => file.includes(email.slice(0, 64)));
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(2);
    expect(files.filter((file) => file.endsWith('.html'))).toHaveLength(2);
    for (const file of files) expect(Buffer.byteLength(file)).toBeLessThanOrEqual(LONGEST_FILE_NAME);
    const eml = files.find((file) => file.endsWith('.eml'))!;
    expect(readFileSync(path.join(t.config.mail.outboxDir, eml), 'utf8')).toContain(`To: ${email}\r\n`);
  });

  it("answers a superuser's creating a user with a 255-character address, writing the welcome message", async () => {
    const email = addressOfLength(EMAIL_MAX_LENGTH, 'created');
    const created = await rest(t.app, 'POST', '/api/users/', admin, { email, password: 'long-address-pw' });
    expect(created.statusCode).toBe(200);
    expect(messagesTo(email).filter((file) => file.endsWith('.eml'))).toHaveLength(1);
  });
});

describe('outbox file names', () => {
  const at = new Date('2030-03-15T10:30:20.500Z');

  it('keep every message when several to one address are written in the same millisecond', async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'touchline-outbox-'));
    const mailer = createMailer({ ...t.config.mail, smtp: null, outboxDir }, t.app.log, () => at);
    await Promise.all(
      [1, 2, 3].map((n) =>
        mailer.send({ to: 'quick@touchline.test', subject: `Message ${n}`, html: `<p>${n}</p>`, text: `Text ${n}` }),
      ),
    );
    const stem = outboxFileStem('quick@touchline.test', at);
    const emls = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
    expect(emls.sort()).toEqual([
      `${stem}.eml`,
      ...[2, 3].map((copy) => `${outboxFileStem('quick@touchline.test', at, copy)}.eml`),
    ]);
    const subjects = emls.map((file) => /Subject: (.*)\r\n/.exec(readFileSync(path.join(outboxDir, file), 'utf8'))![1]);
    expect(subjects.sort()).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(readdirSync(outboxDir).filter((file) => file.endsWith('.html'))).toHaveLength(3);
  });

  it('keep the time, a hash and a short address whole', () => {
    expect(outboxFileStem('ana@touchline.test', at)).toMatch(
      /^2030-03-15T10-30-20-500Z-[0-9a-f]{8}-ana@touchline\.test$/,
    );
  });

  it('stay short for the longest address, and tell apart addresses that share their first characters', () => {
    const one = addressOfLength(EMAIL_MAX_LENGTH, 'same');
    const other = `${one.slice(0, -'d.test'.length)}e.test`;
    expect(other).toHaveLength(EMAIL_MAX_LENGTH);
    const [a, b] = [outboxFileStem(one, at), outboxFileStem(other, at)];
    expect(a).not.toBe(b);
    expect(`${a}.html`.length).toBe(LONGEST_FILE_NAME);
    expect(a).toContain(one.slice(0, 64));
  });

  it('tell apart addresses that differ only in characters a file name cannot hold', () => {
    const plus = outboxFileStem('a+b@touchline.test', at);
    expect(plus).toMatch(/-a_b@touchline\.test$/);
    expect(plus).not.toBe(outboxFileStem('a_b@touchline.test', at));
    expect(outboxFileStem('../../etc/passwd@x.test', at)).not.toContain('/');
  });
});
