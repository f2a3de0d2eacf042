import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text answers (pages, JSON, CSS/JS outside the build) are compressed for clients that accept it.
 * Never text/event-stream: a compressor buffers, and a live stream must reach the browser as each
 * event is written (the SSE routes also hijack their reply, so no onSend hook sees them). Files a
 * visitor uploaded or a run produced (octet-stream, images, archives) are sent as they are.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|javascript/u;

/** Before any route: the plugin attaches its hook to each route as it is added (decision 033). */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies stay as sent: bodyLimit and the webhook signatures read the bytes that arrived.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // The plugin's brotli default (quality 4) costs about what gzip does for a better ratio; the
    // build's own files are compressed once at level 11 instead (precompress-assets).
  });
}
