import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getWelcomeCreditResponse, updateWelcomeCreditBody, updateWelcomeCreditResponse } from '@basalt/contracts';
import { requireAdmin } from '../../platform/auth';
import type { PlatformDeps } from '../../platform/platform-deps';
import { getWelcomeCredit, updateWelcomeCredit } from './welcome-credit.service';

const tags = ['admin'];
const url = '/api/admin/settings/welcome-credit';

export function registerWelcomeCredit(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    url,
    {
      schema: {
        tags,
        summary: 'Tokens a new account gets when it confirms its e-mail (default 20 until set, 0 = off)',
        response: { 200: getWelcomeCreditResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return getWelcomeCredit(db);
    },
  );
  routes.put(
    url,
    {
      schema: {
        tags,
        summary: 'Set the welcome credit, a whole number of tokens from 0 (off) to 10,000 (audited)',
        body: updateWelcomeCreditBody,
        response: { 200: updateWelcomeCreditResponse },
      },
    },
    async (request) => updateWelcomeCredit(db, await requireAdmin(request), request.body),
  );
}
