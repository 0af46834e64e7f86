import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, DestinationStream, Level, Logger } from 'pino';
import { pino } from 'pino';
import type { Config } from './config.js';

/** One pino logger for the process; request lines get a child with the request id. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'touchline-bff' },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers["x-api-key"]',
          'req.headers.cookie',
          'req.headers["stripe-signature"]',
          '*.password',
          '*.hashedPassword',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

const METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * A request's logger that builds its pino child (which serialises the request id binding) only
 * when a line is actually written. Fastify asks for a child on every request; below the
 * configured level, as with LOG_LEVEL=warn on a busy proxy, most never write one. What is
 * written, and with which bindings, is exactly what the eager child would have written.
 */
class LazyChildLogger {
  private built: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): Logger {
    this.built ??= this.parent.child(this.bindings, this.options);
    return this.built;
  }

  get level(): string {
    return this.built?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    if (this.built) return this.built.isLevelEnabled(level);
    const threshold =
      this.options.level === undefined ? this.parent.levelVal : this.parent.levels.values[this.options.level]!;
    return (this.parent.levels.values[level] ?? Infinity) >= threshold;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.logger.child(bindings, options);
  }

  silent(): void {}
}

for (const method of METHODS) {
  Object.defineProperty(LazyChildLogger.prototype, method, {
    value: function (this: LazyChildLogger, ...args: unknown[]) {
      if (this.isLevelEnabled(method))
        (this as unknown as { logger: Record<Level, (...a: unknown[]) => void> }).logger[method](...args);
    },
  });
}

/** Fastify's childLoggerFactory option: see LazyChildLogger. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * Fastify's logController option. Fastify's own per-request lines ("incoming request", "request
 * completed") are written at info; when info is off they are skipped before the logger is asked,
 * which it would be twice a request (about a microsecond of the proxy's hot path). Errors are
 * logged as Fastify always does.
 */
export function requestLogController(logger: Logger): LogController {
  if (logger.isLevelEnabled('info')) return new LogController();
  return new (class extends LogController {
    override incomingRequest(): void {}
    override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
      if (error) super.requestCompleted(error, request, reply);
    }
  })();
}
