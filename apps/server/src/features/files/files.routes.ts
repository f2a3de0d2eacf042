import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getFileLinkResponse, uploadFileQuery, uploadFileResponse } from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors/app-error';
import type { FilesContext } from './files-context';
import { findOwnedFile, findPublishedAutomationFields, findStoredFile } from './files.queries';
import { uploadFile } from './upload-file.service';

const OWNER_LINK_TTL_SECONDS = 300;

const fileParams = z.object({ id: z.uuid() });
const contentQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) });

/** RFC 6266 filename for any name: an ASCII fallback plus the UTF-8 original. */
const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A program asking for JSON (and not a browser following a link, which asks for HTML first). */
const asksForJson = (accept: string | undefined) =>
  accept !== undefined && accept.includes('application/json') && !accept.includes('text/html');

export function registerFiles(app: FastifyInstance, { files: context }: { files: FilesContext }) {
  // Encapsulated so the parser applies to the upload route only. It hands over the request's own
  // stream: the file goes to storage as it arrives, and its field's limit (not a route-wide one) is
  // enforced while it is read.
  void app.register(async (scope) => {
    scope.addContentTypeParser('*', (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/files',
      {
        schema: {
          tags: ['files'],
          summary: 'Upload a file for a file field of an automation form (the request body is the file)',
          querystring: uploadFileQuery,
          response: { 201: uploadFileResponse },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const automation = await findPublishedAutomationFields(context.db, request.query.automationId);
        if (!automation) throw new AppError('NOT_FOUND', 'Automation not found');
        if (!(request.body instanceof Readable)) throw new AppError('BAD_REQUEST', 'Send the file as the request body');
        const declaredSize = Number(request.headers['content-length'] ?? Number.NaN);
        const file = await uploadFile(
          context,
          { userId: user.id, automation, fieldId: request.query.fieldId, name: request.query.name },
          request.body,
          Number.isSafeInteger(declaredSize) ? declaredSize : undefined,
        );
        return reply.status(201).send({ file });
      },
    );
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Open one of your files: redirects to a short-lived link, or answers it as JSON when asked for JSON',
        params: fileParams,
        response: { 200: getFileLinkResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const file = await findOwnedFile(context.db, request.params.id, user.id);
      if (!file || file.expiresAt.getTime() <= Date.now()) throw new AppError('NOT_FOUND', 'File not found');
      const url = context.links.link(file.id, OWNER_LINK_TTL_SECONDS);
      if (!asksForJson(request.headers.accept)) return reply.redirect(url, 302);
      const expires = Number(new URL(url).searchParams.get('expires'));
      return { url, expiresAt: new Date(expires * 1000).toISOString() };
    },
  );
  routes.get(
    '/api/files/:id/content',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'Download a file through a signed link that expires',
        params: fileParams,
        querystring: contentQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!context.links.verify(id, request.query.expires, request.query.signature)) {
        throw new AppError('FORBIDDEN', 'This download link is invalid or has expired');
      }
      const file = await findStoredFile(context.db, id);
      const stream = file && file.expiresAt.getTime() > Date.now() ? await context.storage.get(file.storageKey) : null;
      if (!file || !stream) throw new AppError('NOT_FOUND', 'File not found');
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .send(stream);
    },
  );
}
