import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogArgs = [unknown, ...unknown[]];

/**
 * A request's logger, made only when the request logs a line of its own (decision 313). Fastify gives
 * every request a child of the app's logger bound to its id; pino serialises and redacts those
 * bindings at each `child()`, 3-4 % of a `/api/health` call, yet nearly every request writes no line
 * but its request line (request-line.ts, written apart). The child is made on the first line with
 * the same bindings and options, so what a request logs is the same, byte for byte.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  fatal(...args: LogArgs): void {
    (this.logger().fatal as (...a: LogArgs) => void)(...args);
  }
  error(...args: LogArgs): void {
    (this.logger().error as (...a: LogArgs) => void)(...args);
  }
  warn(...args: LogArgs): void {
    (this.logger().warn as (...a: LogArgs) => void)(...args);
  }
  info(...args: LogArgs): void {
    (this.logger().info as (...a: LogArgs) => void)(...args);
  }
  debug(...args: LogArgs): void {
    (this.logger().debug as (...a: LogArgs) => void)(...args);
  }
  trace(...args: LogArgs): void {
    (this.logger().trace as (...a: LogArgs) => void)(...args);
  }
  silent(...args: LogArgs): void {
    (this.logger().silent as (...a: LogArgs) => void)(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger, made on its first line. */
export const createLazyRequestLogger = (
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new LazyRequestLogger(parent, bindings, options);
