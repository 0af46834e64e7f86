// In the single-process product the bff also serves the built dashboard: the shell at /
// (with a fallback to index.html for client-side routes) and each remote under /remotes/.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type Config } from '../config.js';
import { runtimeConfigOf } from './runtime-config.js';

const REMOTE_FOLDERS = new Set(REMOTE_NAMES.map((name) => name.replace('_', '-')));
/** Bundler output names carry a content hash; everything else must be revalidated. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png)$/;

export async function webRoutes(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const runtimeConfig = runtimeConfigOf(config);

  app.get('/runtime-config.json', {
    config: { access: 'public', cost: 'fixed' },
    schema: { hide: true },
    handler: async (_request, reply) => reply.header('cache-control', 'no-cache').send(runtimeConfig),
  });

  const webRoot = config.webRoot;
  if (!webRoot) return;
  await app.register(fastifyStatic, { root: webRoot, serve: false });

  const send = (reply: FastifyReply, root: string, file: string) => {
    reply.header('cache-control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.sendFile(file, root);
  };

  app.get<{ Params: { remote: string; '*': string } }>('/remotes/:remote/*', {
    config: { access: 'public', cost: 'fixed' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const { remote, '*': file } = request.params;
      const root = path.join(webRoot, remote, 'dist');
      if (!REMOTE_FOLDERS.has(remote) || !isFile(path.join(root, file))) return reply.callNotFound();
      reply.header('access-control-allow-origin', '*');
      return send(reply, root, file);
    },
  });

  const shellDist = path.join(webRoot, 'shell', 'dist');
  app.get<{ Params: { '*': string } }>('/*', {
    config: { access: 'public', cost: 'fixed' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const file = request.params['*'];
      // Unknown API paths keep their JSON 404; only page routes fall back to the shell.
      if (file.startsWith('api/') || file === 'api' || file.startsWith('graphql')) return reply.callNotFound();
      if (file && isFile(path.join(shellDist, file))) return send(reply, shellDist, file);
      if (!isFile(path.join(shellDist, 'index.html'))) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The dashboard has not been built yet. Run `npm run build:web` (or `npm start`, which builds it).');
      }
      return send(reply, shellDist, 'index.html');
    },
  });
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
