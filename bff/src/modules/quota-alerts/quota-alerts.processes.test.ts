// Two bff processes behind one quota (shared Redis and PostgreSQL), each counting calls past 80%
// at the same moment: exactly one e-mail per threshold goes out between them.
import { afterAll, describe, expect, it } from '@jest/globals';
import { startSmtpInbox } from '@touchline/test-stand-ins/smtp-inbox';
import { startProxyReplicas, type ProxyReplicas } from '../../test-support/proxy-replicas.js';
import { TEST_REDIS_URL } from '../../test-support/test-redis.js';

const SUPERUSER_EMAIL = 'admin@example.com';
let replicas: ProxyReplicas | undefined;
afterAll(() => replicas?.stop());

describe('quota alerts with two processes', () => {
  it('mail each threshold exactly once when both processes count past it concurrently', async () => {
    const inbox = await startSmtpInbox();
    replicas = await startProxyReplicas(TEST_REDIS_URL, {
      ...inbox.env,
      PLAN_FREE_PER_SECOND: '1000',
      PLAN_FREE_PER_DAY: '10',
    });
    const { first, second, key } = replicas;
    try {
      const call = async (url: string) => {
        const response = await fetch(`${url}/api/flashscore/football`, { headers: { 'x-api-key': key } });
        await response.arrayBuffer();
        return response.status;
      };
      for (let i = 0; i < 6; i++) expect(await call(i % 2 === 0 ? first.url : second.url)).toBe(200);
      // Calls 7 to 14 at once, half to each process: both count past 80% and past 100%, and each
      // hands both thresholds on to its own recorder.
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => call(i % 2 === 0 ? first.url : second.url)),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(4);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    } finally {
      // A graceful stop records and mails every crossing under way: after it, nothing more can arrive.
      // The second stops first and the first waits for it: the first's stop ends the embedded
      // PostgreSQL both share, which the second's crossings under way may still be writing to.
      await replicas.stop();
    }
    try {
      const subjects = inbox
        .messagesTo(SUPERUSER_EMAIL)
        .map((message) => message.subject)
        .sort();
      expect(subjects).toEqual([
        'Touchline - 80% of your daily quota is used',
        'Touchline - Your daily quota is used up',
      ]);
    } finally {
      await inbox.close();
    }
  }, 240_000);
});
