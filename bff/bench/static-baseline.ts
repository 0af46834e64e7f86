// Baseline A of `npm run bench:proxy`: `node static-baseline.ts <port> <json-file>`, a bare
// Fastify route returning fixed JSON, the floor of any Fastify answer.
//
// Each baseline has a file of its own, holding nothing else: loaded from one file that held both
// (the other behind an `if`), this route ran with V8's `process.nextTick` on its slow path
// (see bff/src/modules/data-proxy/PERFORMANCE.md) and answered at 16-17 µs a request against 13-14 µs,
// which made every ratio against it look better than it was.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [port, jsonFile] = process.argv.slice(2);
const body = readFileSync(jsonFile!);
const app = Fastify({ logger: false });
app.get('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
