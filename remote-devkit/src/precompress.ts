// Build-time only: the brotli and gzip copies the bff sends in place of each file (its static
// routes pick one by Accept-Encoding), written once here so no request spends CPU compressing.
import type { RsbuildPlugin } from '@rsbuild/core';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What compresses: the text a browser fetches. Images and fonts are compressed already; license notes and source maps are never fetched by a visitor. */
const COMPRESSIBLE = /\.(js|mjs|css|json|html|svg)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `folder`, each only when it is
 * smaller than the file (a tiny file grows). Maximum levels: the cost is paid once, at build time.
 * @returns the files written.
 */
export async function precompressFolder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const copies: [string, Buffer][] = [
        [
          `${file}.br`,
          await brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        ],
        [`${file}.gz`, await gzipped(content, { level: constants.Z_BEST_COMPRESSION })],
      ];
      const smaller = copies.filter(([, compressed]) => compressed.length < content.length);
      await Promise.all(smaller.map(([copy, compressed]) => writeFile(copy, compressed)));
      return smaller.map(([copy]) => copy);
    }),
  );
  return written.flat();
}

/** Precompresses each environment's output after `rsbuild build` (the dev server serves its own way). */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'touchline:precompress',
    apply: 'build',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        for (const environment of Object.values(environments)) await precompressFolder(environment.distPath);
      });
    },
  };
}
