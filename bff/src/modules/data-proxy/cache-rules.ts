// How long each kind of upstream answer stays fresh: live scores for seconds, fixtures for
// minutes, transfers and profiles for hours. Matched on the normalised endpoint.
import type { ProviderName } from '../../config.js';

interface Rule {
  pattern: RegExp;
  ttlSeconds: number;
}

const RULES: Record<ProviderName, Rule[]> = {
  flashscore: [
    { pattern: /\/live$/, ttlSeconds: 5 },
    { pattern: /^\/match\//, ttlSeconds: 15 },
    { pattern: /\/today$/, ttlSeconds: 60 },
    { pattern: /\/(fixtures|results|standings)$/, ttlSeconds: 300 },
    { pattern: /.*/, ttlSeconds: 60 },
  ],
  transfermarkt: [
    { pattern: /\/search\//, ttlSeconds: 3600 },
    { pattern: /.*/, ttlSeconds: 6 * 3600 },
  ],
};

export function ttlSecondsFor(provider: ProviderName, endpoint: string, overrides: Readonly<Record<string, number>> = {}): number {
  return overrides[`${provider}:${endpoint}`] ?? RULES[provider].find((rule) => rule.pattern.test(endpoint))!.ttlSeconds;
}
