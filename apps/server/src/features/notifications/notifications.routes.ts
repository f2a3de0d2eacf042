import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationSettings } from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import { getNotificationSettings, updateNotificationSettings } from './notifications.service';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerNotifications(app: FastifyInstance, _deps: Pick<PlatformDeps, never>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/account/notifications',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in user's e-mail notification preferences",
        response: { 200: notificationSettings },
      },
    },
    async (request) => getNotificationSettings(app.db, await requireUser(request)),
  );
  routes.put(
    '/api/account/notifications',
    {
      schema: {
        tags: ['account'],
        summary: 'Turn run e-mails (completed, failed) on or off',
        body: notificationSettings,
        response: { 200: notificationSettings },
      },
    },
    async (request) => updateNotificationSettings(app.db, await requireUser(request), request.body),
  );
}
