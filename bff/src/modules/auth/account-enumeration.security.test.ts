// Password recovery and a resent activation answer the same whether or not the address is
// registered, and they must not take longer for one: otherwise the time of the answer tells a
// stranger which addresses have accounts. What only a registered address costs (finding it,
// issuing a link, the mail server's round trip) happens after the answer, which these tests show
// without timing anything: the answer comes while the accounts table is locked, and while the
// mail server says nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { seedUser } from '../../test-support/fixtures.js';
import { rest } from '../../test-support/graphql.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  ACTIVATION_SENT,
  inbox,
  mailAfterAnswers,
  recover,
  RECOVERY_SENT,
  resendActivation,
  signupAndReceiveLink,
  t,
  useAccountsSuite,
} from '../../test-support/accounts-suite.js';

useAccountsSuite();

/** How long the lock is held at most: code that reads the accounts before answering then answers late, not never. */
const LOCK_HELD_AT_MOST_MS = 3_000;

/** Runs `requests` while another connection locks the accounts table; tells whether they finished before the lock went. */
async function finishedWhileAccountsLocked(requests: () => Promise<void>): Promise<boolean> {
  let isHeld = false;
  let finished!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const requestsDone = new Promise<void>((resolve) => (finished = resolve));
  const held = t.app.deps.orm.em.fork().transactional(async (em: EntityManager) => {
    await em.execute('lock table users in access exclusive mode');
    isHeld = true;
    locked();
    await Promise.race([requestsDone, new Promise((resolve) => setTimeout(resolve, LOCK_HELD_AT_MOST_MS))]);
    isHeld = false;
  });
  await isLocked;
  await requests();
  const finishedLocked = isHeld;
  finished();
  await held;
  return finishedLocked;
}

describe('answers that cannot tell a registered address from an unknown one', () => {
  it('answers password recovery without reading the accounts, then mails only the registered address', async () => {
    const member = await seedUser(t, { email: 'locked-out-reader@touchline.test' });
    const answers: Awaited<ReturnType<typeof recover>>[] = [];
    const whileLocked = await finishedWhileAccountsLocked(async () => {
      for (const email of [member.email, 'nobody-at-all@touchline.test']) answers.push(await recover(email));
    });
    expect(whileLocked).toBe(true);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: RECOVERY_SENT });
    }
    await mailAfterAnswers();
    expect(inbox.messagesTo(member.email)).toHaveLength(1);
    expect(inbox.messagesTo('nobody-at-all@touchline.test')).toEqual([]);
  });

  it('answers a resent activation without reading the accounts, then mails only the account awaiting it', async () => {
    const waiting = 'still-waiting@touchline.test';
    await signupAndReceiveLink(waiting);
    const answers: Awaited<ReturnType<typeof resendActivation>>[] = [];
    const whileLocked = await finishedWhileAccountsLocked(async () => {
      for (const email of [waiting, 'never-signed-up@touchline.test']) answers.push(await resendActivation(email));
    });
    expect(whileLocked).toBe(true);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: ACTIVATION_SENT });
    }
    await mailAfterAnswers();
    expect(inbox.messagesTo(waiting)).toHaveLength(2);
    expect(inbox.messagesTo('never-signed-up@touchline.test')).toEqual([]);
  });
});

describe('a mail server that accepts the connection and never answers', () => {
  let silent: net.Server;
  const connections = new Set<net.Socket>();
  let isClosing = false;
  let quiet: TestApp;
  beforeAll(async () => {
    silent = net.createServer((socket) => (isClosing ? socket.destroy() : connections.add(socket)));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    quiet = await startTestApp({ ...inbox.env, SMTP_PORT: String(port) });
  });
  afterAll(async () => {
    // The mail under way fails when its connection ends; only then can the app close.
    isClosing = true;
    for (const socket of connections) socket.destroy();
    await quiet.close();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("answers a registered address's recovery while its mail still waits for the server", async () => {
    const member = await seedUser(quiet, { email: 'silent-server@touchline.test' });
    const mailConnects = new Promise((resolve) => silent.once('connection', resolve));
    const answer = await rest(quiet.app, 'POST', `/api/password-recovery/${member.email}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: RECOVERY_SENT });
    await mailConnects;
  });
});
