import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../platform/auth';
import type { PlatformDeps } from '../../platform/platform-deps';

export const ADMIN_API_PREFIX = '/api/admin/';

/**
 * Every route under /api/admin/ needs an admin (DESIGN D8), by construction rather than by each
 * handler remembering to ask. It runs on the matched route before body validation, so a visitor gets
 * 401 and a regular user 403 whatever they send.
 */
export function registerAdminGuard(app: FastifyInstance, _deps: Pick<PlatformDeps, never>) {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.startsWith(ADMIN_API_PREFIX)) await requireAdmin(request);
  });
}
