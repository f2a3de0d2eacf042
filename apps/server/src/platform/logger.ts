import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from './config/config';

/** pino's interface as Fastify types it, so the server's logger and its children are one type. */
export type Logger = FastifyBaseLogger;

/**
 * Query parameters that carry a secret in Basalt's own links: callback and e-mail confirmation
 * tokens, and the signature of file links (their expiry is harmless but goes with it).
 */
const secretParameter = /([?&](?:token|signature|expires|secret|password)=)[^&#]*/gi;
/** better-auth's password-reset link carries its token as the last path segment. */
const resetPasswordToken = /(\/reset-password\/)[^/?#]+/gi;

/** A URL as the log may keep it: the path and harmless parameters, never a link's secret. */
export function urlForLog(url: string): string {
  return url.replace(secretParameter, '$1[redacted]').replace(resetPasswordToken, '$1[redacted]');
}

/** Fastify's request fields, with the URL's secrets redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino settings: readable lines in development, JSON elsewhere; secrets never reach the log. */
export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: requestForLog },
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/**
 * The process's one logger: the HTTP server logs through it (with request ids) and every background
 * part through a child of it. `destination` is for tests that read what was logged.
 */
export function createLogger(config: Config, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(config), destination) : pino(loggerOptions(config));
}
