// The inbox reads what nodemailer writes, the way a mail client would.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { linkIn, startSmtpInbox, tokenFromLink, type SmtpInbox } from './smtp-inbox.ts';

function send(inbox: SmtpInbox, mail: SendMailOptions, auth?: { user: string; pass: string }) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: inbox.port,
    secure: false,
    ignoreTLS: true,
    ...(auth ? { auth } : {}),
  });
  return transport.sendMail({ from: 'Touchline <no-reply@touchline.local>', ...mail });
}

describe('the SMTP inbox', () => {
  let inbox: SmtpInbox;
  before(async () => {
    inbox = await startSmtpInbox();
  });
  after(() => inbox.close());

  test('receives a text and HTML message with its subject and bodies decoded, recipients lower-cased', async () => {
    const link = 'https://dashboard.touchline.test/activate?token=abc-DEF_123';
    await send(inbox, {
      to: 'Zoë@Touchline.test',
      subject: 'Touchline – réglages',
      text: `Grüße, Zoë. ${'A long line that quoted-printable must wrap. '.repeat(4)}${link}`,
      html: `<p>Grüße</p><a href="${link.replace('?', '?x=1&amp;')}">Activate</a>`,
    });
    const message = await inbox.waitFor('zoë@touchline.test');
    assert.deepEqual(message.to, ['zoë@touchline.test']);
    assert.equal(message.subject, 'Touchline – réglages');
    assert.deepEqual(
      message.parts.map((part) => part.contentType),
      ['text/plain', 'text/html'],
    );
    assert.match(message.text ?? '', /^Grüße, Zoë\. A long line/);
    assert.match(message.html ?? '', /<p>Grüße<\/p>/);
    assert.match(message.headers.from ?? '', /no-reply@touchline\.local/);
    assert.equal(tokenFromLink(message, '/activate'), 'abc-DEF_123');
    assert.equal(linkIn(message.html ?? '', '/activate').searchParams.get('x'), '1');
  });

  test('waits for the n-th message to an address, and says what arrived when it does not come', async () => {
    await send(inbox, { to: 'twice@touchline.test', subject: 'first', text: 'one' });
    const waiting = inbox.waitFor('twice@touchline.test', 2);
    await send(inbox, { to: 'twice@touchline.test', subject: 'second', text: 'two' });
    assert.equal((await waiting).subject, 'second');
    await assert.rejects(
      inbox.waitFor('twice@touchline.test', 3, 200),
      /no message #3 to twice@touchline\.test within 200 ms \(got: first, second\)/,
    );
  });
});

test('an inbox with credentials refuses a wrong password and records who logged in', async () => {
  const guarded = await startSmtpInbox({ credentials: { user: 'mailer', password: 'mail-secret' } });
  try {
    await assert.rejects(
      send(guarded, { to: 'a@touchline.test', text: 'x' }, { user: 'mailer', pass: 'wrong' }),
      /Invalid username or password/,
    );
    await send(guarded, { to: 'a@touchline.test', text: 'x' }, { user: 'mailer', pass: 'mail-secret' });
    assert.equal((await guarded.waitFor('a@touchline.test')).authenticatedAs, 'mailer');
    assert.equal(guarded.messages.length, 1);
  } finally {
    await guarded.close();
  }
});
