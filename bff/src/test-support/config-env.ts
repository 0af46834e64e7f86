// What the configuration tests start from: a production environment with real secrets, and the
// problems loadConfig lists for an environment (empty when it starts).
import { ConfigError, loadConfig } from '../config.js';

export const productionEnv = {
  APP_ENV: 'production',
  SECRET_KEY: 'a'.repeat(16) + 'b'.repeat(16) + 'c'.repeat(16),
  FIRST_SUPERUSER_PASSWORD: 'a-real-admin-password',
  TURNSTILE_SITE_KEY: '0x4AAAAAAA-site',
  TURNSTILE_SECRET_KEY: '0x4AAAAAAA-secret',
};

export function configProblemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
