// The two answers of the dashboard that are not files on disk, the page (a fresh nonce in every
// answer) and /runtime-config.json (built from the configuration at start), compressed as the
// client's Accept-Encoding prefers, like the files the build precompressed: brotli, then gzip.
import type { FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none.
 * An encoding is accepted when named (or matched by `*`) with a q-value above 0.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    quality.set(name, q ? Number(q[1]) : 1);
  }
  const accepts = (encoding: ContentEncoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Brotli at a middle quality: a few kB compress in well under a millisecond, near the best size. */
const BROTLI_PER_ANSWER = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function compress(body: string | Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_PER_ANSWER) : gzipSync(body);
}

/** Compressed once, sent many times: an answer that never changes while the process runs. */
export class PrecompressedBody {
  private readonly copies: Record<ContentEncoding, Buffer>;

  constructor(private readonly body: Buffer) {
    this.copies = { br: compress(body, 'br'), gzip: compress(body, 'gzip') };
  }

  /** Sends the body in the encoding the request prefers (always saying the answer varies by it). */
  send(reply: FastifyReply, acceptEncoding: string | undefined) {
    const encoding = preferredEncoding(acceptEncoding);
    reply.header('vary', 'accept-encoding');
    if (encoding === null) return reply.send(this.body);
    return reply.header('content-encoding', encoding).send(this.copies[encoding]);
  }
}

/** Sends `body`, compressed for this request as it prefers. */
export function sendCompressed(reply: FastifyReply, acceptEncoding: string | undefined, body: string) {
  const encoding = preferredEncoding(acceptEncoding);
  reply.header('vary', 'accept-encoding');
  if (encoding === null) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compress(body, encoding));
}
