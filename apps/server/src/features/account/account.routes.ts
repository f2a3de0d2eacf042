import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import {
  deleteAccountBody,
  deleteAccountResponse,
  getSessionResponse,
  updateProfileInput,
  updateProfileResponse,
} from '@basalt/contracts';
import { getSessionUser, requireSessionUser, requireUser } from '../../platform/auth';
import type { RunsContext } from '../runs';
import { confirmPassword, deleteAccount, updateProfile } from './account.service';

export function registerAccount(app: FastifyInstance, { runs }: { runs: RunsContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/session',
    {
      config: { public: true },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user with their Basalt profile, or null',
        response: { 200: getSessionResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await getSessionUser(request) };
    },
  );

  routes.patch(
    '/api/profile',
    {
      schema: {
        tags: ['account'],
        summary: "Update the signed-in user's profile (full name)",
        body: updateProfileInput,
        response: { 200: updateProfileResponse },
      },
    },
    async (request) => updateProfile(app.db, await requireUser(request), request.body),
  );

  routes.delete(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        summary: "Delete the signed-in user's own account and sign out; the current password is required",
        body: deleteAccountBody,
        response: { 200: deleteAccountResponse },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request);
      await confirmPassword(app.auth, fromNodeHeaders(request.headers), request.body.password);
      await deleteAccount(app.db, runs, user);
      // The sessions are gone already; this clears the browser's cookies.
      const signOut = await app.auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
      const cookies = signOut.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { deleted: true as const };
    },
  );
}
