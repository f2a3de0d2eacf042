import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors/app-error';
import { loopbackOnly } from '../../platform/http/loopback-only';
import { mailListPage, mailMessagePage } from './dev-mailbox-pages';
import { getMail, listMail } from './dev-mailbox.queries';
import type { PlatformDeps } from '../../platform/platform-deps';

/**
 * /dev/mailbox: the outbox as a mailbox, so that sign-up and reset work on a machine with no SMTP
 * server. Registered only outside production, and served to this machine only (it shows every
 * user's e-mail).
 */
export function registerDevMailbox(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };
  routes.get(
    '/dev/mailbox',
    { onRequest: loopbackOnly, schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .type('text/html; charset=utf-8')
        .send(mailListPage(await listMail(db, request.query.to), request.query.to)),
  );
  routes.get(
    '/dev/mailbox/:id',
    { onRequest: loopbackOnly, schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const mail = await getMail(db, request.params.id);
      if (!mail) throw notFound('No such e-mail');
      return reply.headers(noStore).type('text/html; charset=utf-8').send(mailMessagePage(mail));
    },
  );
}
