import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

/** One pino logger for the process; request lines get a child with the request id. */
export function createLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'touchline-bff' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', '*.password', '*.hashedPassword'],
      censor: '[redacted]',
    },
  });
}
