import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { maskSigningTokens } from './log-redaction.js';

const { lsCacheSym, timeSym, chindingsSym, endSym, streamSym } = pino.symbols;
const INFO = 30;

/**
 * Writes the one line of an answer (decision 151), as `request.log.info` wrote it, byte for byte
 * (a unit test writes both and compares). It holds the request serializer's five fields
 * (log-redaction.ts), the status code and the time, none of which a redaction path names, so it
 * skips redaction (decision 296); and it is written from a template into the logger's own stream
 * (decision 319): pino's generic walk of the object (a serializer call, a type switch and a
 * stringify per key) was half of the line's cost. The level prefix, clock, bindings and line end
 * are the logger's own, so the line follows its options. Every other line is pino's, redacted.
 */
export function createRequestLineWriter(
  log: FastifyBaseLogger,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const logger = log as unknown as pino.Logger & Record<symbol, unknown>;
  // Logging off (`logger: false`): Fastify's stand-in logger is no pino and writes nothing.
  if (logger[lsCacheSym] === undefined) return () => {};
  const levelPrefix = (logger[lsCacheSym] as Record<number, string>)[INFO]!;
  const time = logger[timeSym] as () => string;
  const end = logger[endSym] as string;
  const stream = logger[streamSym] as pino.DestinationStream;
  return (request, reply) => {
    if (!logger.isLevelEnabled('info')) return;
    const host = request.host;
    const port = request.socket?.remotePort;
    const line =
      levelPrefix +
      time() +
      (logger[chindingsSym] as string) +
      ',"reqId":' +
      JSON.stringify(request.id) +
      ',"req":{"method":' +
      JSON.stringify(request.method) +
      ',"url":' +
      JSON.stringify(maskSigningTokens(request.url)) +
      (host === undefined ? '' : ',"host":' + JSON.stringify(host)) +
      (request.ip === undefined ? '' : ',"remoteAddress":' + JSON.stringify(request.ip)) +
      (port === undefined ? '' : ',"remotePort":' + port) +
      '},"res":{"statusCode":' +
      reply.statusCode +
      '},"responseTime":' +
      finiteOrNull(reply.elapsedTime) +
      ',"msg":"request completed"' +
      end;
    stream.write(line);
  };
}

/** How pino writes a number: non-finite ones as null. */
const finiteOrNull = (value: number) => (Number.isFinite(value) ? String(value) : 'null');
