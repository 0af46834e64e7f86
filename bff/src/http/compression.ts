// Answers of the API and GraphQL (JSON, or any other compressible type) are compressed when the client asks (Accept-Encoding: br,
// then gzip) and they are large enough for it to pay: a usage series or a page of records is
// several kB of repetitive JSON that compresses to a fifth, while a small answer would cost the
// compressor's setup and headers for nothing.
//
// Not compressed here, each for its reason:
//  - the dashboard's files (web/web.routes.ts): compressed once at build time and served as such;
//    this plugin is registered only around the API and GraphQL, and also leaves alone any answer
//    that already says how it is encoded;
//  - the data proxy's answers, written straight to Node's response past Fastify's hooks (its
//    cached hits are the product's hottest request; BENCHMARKS.md has what compressing them
//    would cost and save).
// Request bodies are never decompressed: a small compressed body could expand past the body limit
// only after it had been accepted.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this (bytes) go out as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Compresses the JSON answers of the routes registered in `scope` (and its children) after this. */
export async function installApiCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
