// The two bare baselines the proxy is measured against, each a separate process:
//   A  `node baselines.ts static <port> <json-file>`: a bare Fastify route returning fixed JSON.
//   B  `node baselines.ts proxy <port> <upstream-base>`: a bare Fastify + undici pass-through.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';

const [mode, port, arg] = process.argv.slice(2);
const app = Fastify({ logger: false });

if (mode === 'static') {
  const body = readFileSync(arg!);
  app.get('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
} else {
  const base = new URL(arg!);
  const pool = new Pool(base.origin, { connections: 64 });
  app.get('/*', async (request, reply) => {
    const upstream = await pool.request({ path: base.pathname + request.url.replace(/^\/[^/]+/, ''), method: 'GET' });
    const body = Buffer.from(await upstream.body.arrayBuffer());
    return reply.status(upstream.statusCode).type('application/json; charset=utf-8').send(body);
  });
}

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
