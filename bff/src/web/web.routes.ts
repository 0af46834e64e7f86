// In the single-process product the bff also serves the built dashboard: the shell at /
// (with a fallback to index.html for client-side routes) and each remote under /remotes/.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type Config } from '../config.js';
import { PrecompressedBody, sendCompressed } from './content-encoding.js';
import { runtimeConfigOf } from './runtime-config.js';
import { DashboardPolicy, newNonce } from '../http/security-headers.js';

const REMOTE_FOLDERS = new Set(REMOTE_NAMES.map((name) => name.replace('_', '-')));
/** Bundler output names carry a content hash; everything else must be revalidated. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png)$/;
/**
 * The only paths ever looked up on disk: what the bundlers write (names of letters, digits and
 * `_ - . ~ @ +`, in folders), no segment starting with a dot. Anything else (`..` however encoded,
 * `%`, a backslash, an empty segment, a dot-file) cannot be one of the dashboard's files, so it
 * gets the answer a missing file gets without the disk being asked: whether a file exists
 * outside the build, or as a dot-file inside it, shows in no answer.
 */
const SERVABLE_PATH = /^[\w~@+-][\w.~@+-]*(?:\/[\w~@+-][\w.~@+-]*)*$/;

export async function webRoutes(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const runtimeConfig = new PrecompressedBody(Buffer.from(JSON.stringify(runtimeConfigOf(config))));
  const dashboardPolicy = new DashboardPolicy(config);

  app.get('/runtime-config.json', {
    config: { access: 'public', cost: 'fixed' },
    schema: { hide: true },
    handler: async (request, reply) =>
      runtimeConfig.send(
        reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8'),
        request.headers['accept-encoding'],
      ),
  });

  const webRoot = config.webRoot;
  if (!webRoot) return;
  // `cacheControl: false`: the plugin would otherwise replace the header `send` sets with its own
  // `public, max-age=0`, and a reload would revalidate every hashed file. `preCompressed`: the build
  // writes `.br` and `.gz` beside each file (remote-devkit's pluginPrecompress), and the plugin
  // picks the one the client's Accept-Encoding prefers (br, then gzip, else the file itself), with
  // `Vary: Accept-Encoding` and the Content-Length of what is sent: no compression per request.
  await app.register(fastifyStatic, { root: webRoot, serve: false, cacheControl: false, preCompressed: true });

  /** The dist file at `file` under `root`, or null without touching the disk when `file` is no servable path. */
  const fileIn = (root: string, file: string): string | null =>
    SERVABLE_PATH.test(file) && isFile(path.join(root, file)) ? file : null;

  const send = (reply: FastifyReply, root: string, file: string) => {
    reply.header('cache-control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.sendFile(file, root);
  };

  app.get<{ Params: { remote: string; '*': string } }>('/remotes/:remote/*', {
    config: { access: 'public', cost: 'fixed' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const { remote, '*': wanted } = request.params;
      const root = path.join(webRoot, remote, 'dist');
      const file = REMOTE_FOLDERS.has(remote) ? fileIn(root, wanted) : null;
      if (file === null) return reply.callNotFound();
      reply.header('access-control-allow-origin', '*');
      return send(reply, root, file);
    },
  });

  const shellDist = path.join(webRoot, 'shell', 'dist');
  const shellPage = path.join(shellDist, 'index.html');
  app.get<{ Params: { '*': string } }>('/*', {
    config: { access: 'public', cost: 'fixed' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const wanted = request.params['*'];
      // Unknown API paths keep their JSON 404; only page routes fall back to the shell.
      if (wanted.startsWith('api/') || wanted === 'api' || wanted.startsWith('graphql')) return reply.callNotFound();
      const file = wanted === 'index.html' ? null : fileIn(shellDist, wanted);
      if (file !== null) return send(reply, shellDist, file);
      const page = await readFile(shellPage, 'utf8').catch(() => null);
      if (page === null) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The dashboard has not been built yet. Run `npm run build:web` (or `npm start`, which builds it).');
      }
      // Every answer of the page has a nonce of its own, in its policy and in the page, so the page
      // is never kept by a cache: a kept page answered by a 304 would meet a newer policy's nonce.
      const nonce = newNonce();
      reply
        .header('content-security-policy', dashboardPolicy.withNonce(nonce))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      return sendCompressed(reply, request.headers['accept-encoding'], withStyleNonce(page, nonce));
    },
  });
}

/**
 * The page with `<meta property="csp-nonce">` first in its head: styled-components reads the nonce
 * there and puts it on the <style> elements it writes, which the page's policy then allows.
 */
function withStyleNonce(page: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`;
  const head = /<head[^>]*>/i.exec(page);
  if (head === null) throw new Error('shell/dist/index.html has no <head>');
  const at = head.index + head[0].length;
  return `${page.slice(0, at)}\n    ${meta}${page.slice(at)}`;
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
