// Server-side verification of the sign-up bot check (Cloudflare Turnstile siteverify).
import type { Config } from '../../config.js';
import { BadRequestError, ServiceUnavailableError } from '../../shared/errors.js';

export interface BotCheck {
  /** Throws unless the token proves a human solved the challenge for this site. */
  verify(token: string | undefined, clientIp: string): Promise<void>;
}

export function createBotCheck(config: Config['botCheck']): BotCheck {
  if (config.kind === 'disabled') return { verify: async () => {} };
  return {
    async verify(token, clientIp) {
      if (!token) throw new BadRequestError('Bot check failed: complete the challenge and try again');
      let outcome: { success?: boolean };
      try {
        const response = await fetch(config.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: config.secretKey, response: token, remoteip: clientIp }),
          signal: AbortSignal.timeout(5000),
        });
        outcome = (await response.json()) as { success?: boolean };
      } catch {
        throw new ServiceUnavailableError('The bot check could not be verified right now; try again in a moment');
      }
      if (outcome.success !== true) throw new BadRequestError('Bot check failed: complete the challenge and try again');
    },
  };
}
