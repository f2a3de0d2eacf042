import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { FrontCache } from './front-cache';

type FastifyHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Fastify's serverFactory: the HTTP server Fastify would make, with the front cache answering first.
 * Fastify applies its timeouts only to a server it makes itself, so they are set here the same way.
 */
export function serverWithFrontCache(front: FrontCache) {
  return (handler: FastifyHandler, options: FastifyServerOptions) => {
    const server = createServer((request, response) => {
      if (!front.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
