// Baseline B of `npm run bench:proxy`: `node proxy-baseline.ts <port> <upstream-base>`, a bare
// Fastify + undici pass-through, the floor of any proxy. A file of its own, like
// static-baseline.ts (which says why).
import Fastify from 'fastify';
import { Pool } from 'undici';

const [port, upstreamBase] = process.argv.slice(2);
const base = new URL(upstreamBase!);
const pool = new Pool(base.origin, { connections: 64 });
const app = Fastify({ logger: false });
app.get('/*', async (request, reply) => {
  const upstream = await pool.request({ path: base.pathname + request.url.replace(/^\/[^/]+/, ''), method: 'GET' });
  const body = Buffer.from(await upstream.body.arrayBuffer());
  return reply.status(upstream.statusCode).type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
