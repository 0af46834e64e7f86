// Two bff processes sharing one database, as behind a load balancer: a session ended through one
// refuses its token on the other from the very next request.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type BootedServer,
  bootReplicas,
  killServerProcesses,
  stopServers,
  superuserToken,
} from '../../test-support/server-process.js';

type Server = BootedServer;
let first: Server;
let second: Server;

beforeAll(async () => {
  // One secret, as replicas of one deployment share it.
  [first, second] = await bootReplicas({ SECRET_KEY: 'sessions-across-processes-secret-0123456789abcdef' });
}, 180_000);

afterAll(async () => {
  await stopServers(first, second);
  killServerProcesses();
});

const call = (server: Server, method: string, path: string, token: string) =>
  fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } }).then(
    (response) => response.status,
  );

describe('ending sessions across processes', () => {
  it('"sign out everywhere else" on one process refuses the other sessions\' tokens on the other at once', async () => {
    const [mine, stolen] = [await superuserToken(first.url), await superuserToken(first.url)];
    expect(await call(second, 'GET', '/api/users/me', stolen)).toBe(200);
    expect(await call(first, 'POST', '/api/sessions/end-others', mine)).toBe(200);
    expect(await call(second, 'GET', '/api/users/me', stolen)).toBe(403);
    expect(await call(second, 'GET', '/api/users/me', mine)).toBe(200);
  });

  it('signing out on one process refuses the token on the other at once', async () => {
    const token = await superuserToken(second.url);
    expect(await call(first, 'GET', '/api/users/me', token)).toBe(200);
    expect(await call(second, 'POST', '/api/logout', token)).toBe(200);
    expect(await call(first, 'GET', '/api/users/me', token)).toBe(403);
  });
});
