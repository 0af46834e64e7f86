/** @jest-environment node */
// The copies the bff sends compressed are the very bytes of the built file, and only where they help.
import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFolder } from './precompress.ts';

function builtFolder(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'touchline-dist-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('precompressFolder', () => {
  it('writes a brotli and a gzip copy beside each script, manifest and stylesheet, in every subfolder, that decompress to the file', async () => {
    const script = 'export const answer = "a chunk worth compressing";\n'.repeat(100);
    const root = builtFolder({
      'static/js/async/1.0123456789.js': script,
      'mf-manifest.json': JSON.stringify({ list: Array(50).fill('x') }),
      'static/css/a.0123456789.css': 'body{margin:0}'.repeat(50),
    });
    await precompressFolder(root);
    for (const file of ['static/js/async/1.0123456789.js', 'mf-manifest.json', 'static/css/a.0123456789.css']) {
      const original = readFileSync(path.join(root, file));
      expect(brotliDecompressSync(readFileSync(path.join(root, `${file}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(path.join(root, `${file}.gz`))).equals(original)).toBe(true);
    }
    expect(readFileSync(path.join(root, 'static/js/async/1.0123456789.js.br')).length).toBeLessThan(script.length / 10);
  });

  it('writes no copy that would be larger than the file, nor of images, license notes or source maps', async () => {
    const root = builtFolder({
      'tiny.js': '1',
      'logo.png': Buffer.alloc(4096),
      'a.js.LICENSE.txt': 'MIT '.repeat(500),
      'a.js.map': '{"mappings":""}'.repeat(200),
    });
    await precompressFolder(root);
    for (const file of ['tiny.js', 'logo.png', 'a.js.LICENSE.txt', 'a.js.map']) {
      expect([existsSync(path.join(root, `${file}.br`)), existsSync(path.join(root, `${file}.gz`))]).toEqual([
        false,
        false,
      ]);
    }
  });
});
