// What the policies are made of, checked against what they allow: the remotes' origins derived
// from their manifest URLs, and the hash of swagger-ui's one <style> element.
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_DOCS_POLICY, remoteSources, SWAGGER_UI_LOGO_STYLE_HASH } from './security-headers.js';

describe('the origins of the remotes', () => {
  it('are the origins of absolute manifest URLs, the host of protocol-relative ones, and none for the product’s own paths', () => {
    expect(
      remoteSources([
        '/remotes/mf-auth/mf-manifest.json',
        'remotes/mf-keys/mf-manifest.json',
        'https://cdn.example.com/usage/mf-manifest.json',
        'https://cdn.example.com/billing/mf-manifest.json',
        'http://127.0.0.1:4000/mf-manifest.json',
        '//assets.example.net:8443/admin/mf-manifest.json',
      ]),
    ).toEqual(['https://cdn.example.com', 'http://127.0.0.1:4000', 'assets.example.net:8443']);
  });
});

describe("the API docs' policy", () => {
  it('allows exactly the <style> elements the installed swagger-ui writes, by their hashes', () => {
    const swaggerUi = path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui'));
    const preset = readFileSync(path.join(swaggerUi, 'static', 'swagger-ui-standalone-preset.js'), 'utf8');
    const styles = [...preset.matchAll(/createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g)].map(
      (match) => JSON.parse(match[1]!) as string,
    );
    expect(styles).toHaveLength(1);
    const hashes = styles.map((style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(hashes).toEqual([SWAGGER_UI_LOGO_STYLE_HASH]);
    expect(API_DOCS_POLICY).toContain(`style-src 'self' ${SWAGGER_UI_LOGO_STYLE_HASH};`);
  });
});
