// `node bench/cached-answer-compression.ts` (after a build): what compressing the data proxy's
// cached answers would cost, per answer, against what a cached hit costs the whole product
// (`npm run bench:proxy`, "CPU per cached hit"). Two ways were open: compress on every hit
// (as @fastify/compress does for the rest of the API), or compress once when an answer enters the
// cache and keep both forms, choosing one by Accept-Encoding on every hit. It measures, for the
// answers the bench and the fault suite call, the time of one brotli (quality 4, as the API's) and
// one gzip compression, their sizes, and the time to choose a form from a typical Accept-Encoding.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startSampleUpstream } from '../dist/sample-upstream/sample-upstream.js';
import { writeBenchmarkSection } from './bench-support.ts';

const PATHS = ['/flashscore/football/live', '/transfermarkt/players/search/rodri', '/transfermarkt/clubs/11/players'];
const REPEAT = 2000;

/** Mean µs of `work` over REPEAT runs, after as many to warm up. */
function microseconds(work: () => unknown): number {
  for (let i = 0; i < REPEAT; i++) work();
  const startedAt = performance.now();
  for (let i = 0; i < REPEAT; i++) work();
  return ((performance.now() - startedAt) * 1000) / REPEAT;
}

/** The choice a hit would make: brotli, else gzip, else the plain form (q-values honoured only as 0). */
function chosenForm(acceptEncoding: string | undefined): 'br' | 'gzip' | 'plain' {
  if (acceptEncoding === undefined) return 'plain';
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name, q] = part.trim().split(';');
    if (q?.trim() === 'q=0') continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : 'plain';
}

const upstream = await startSampleUpstream();
try {
  const rows: string[] = [];
  for (const path of PATHS) {
    const body = Buffer.from(await (await fetch(upstream.url + path)).arrayBuffer());
    const brotli = () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    const gzip = () => gzipSync(body);
    rows.push(
      `| \`${path}\` | ${body.length} | ${brotli().length} / ${gzip().length} | ${microseconds(brotli).toFixed(1)} / ${microseconds(gzip).toFixed(1)} |`,
    );
  }
  const choosing = microseconds(() => chosenForm('gzip, deflate, br, zstd'));
  writeBenchmarkSection(
    '## Data proxy: compressing cached answers',
    `## Data proxy: compressing cached answers

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node bench/cached-answer-compression.ts\` (bff, after a build), one thread, ${REPEAT} runs each,
on the shared 2-core machine at a load average of ${os.loadavg()[0]!.toFixed(1)} (wall-clock times: they grow with the load).
The API's and GraphQL's answers over 1 kB are compressed on request (\`bff/src/http/compression.ts\`); the data proxy's are not.

| sample answer | bytes | br (q4) / gzip bytes | br / gzip µs per compression |
|---|---|---|---|
${rows.join('\n')}

Choosing a stored form from \`Accept-Encoding: gzip, deflate, br, zstd\`: ${choosing.toFixed(2)} µs a hit.

Against "CPU per cached hit" in *Data proxy* above (the whole product's CPU per hit, tens of µs): compressing on every
hit would add one compression per hit, several times what the hit itself costs, to save bytes that on loopback or a
data-centre link cost next to nothing; so hits are never compressed per request. Compressing once per cache fill and
keeping both forms would cost one compression per fill, the compressed copy's memory in the cache, and the choice above
plus a \`Vary\` header on every hit; it is not built: whether the smaller write pays for the choice on a hit has not been
measured under load (it would need \`bench:proxy\` with a client that asks for compression), and a reverse proxy in front
compresses in native code (ARCHITECTURE.md).
`,
  );
} finally {
  await upstream.close();
}
