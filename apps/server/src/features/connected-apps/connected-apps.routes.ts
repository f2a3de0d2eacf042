import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  connectedAppParams,
  deletedAnswer,
  getOAuthConsentRequestQuery,
  getOAuthConsentRequestResponse,
  listConnectedAppsResponse,
} from '@basalt/contracts';
import { requireSessionUser } from '../../platform/auth';
import { notFound } from '../../platform/errors/app-error';
import { disconnectApp, listConnectedApps } from './connected-apps.queries';
import type { PlatformDeps } from '../../platform/platform-deps';
import { findConsentRequest } from './consent-request.queries';

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The apps a person allowed through OAuth (MCP clients, decision 032), and the way to disconnect one.
 * Signed in only (requireSessionUser): an app's own token must not be able to keep itself connected.
 */
export function registerConnectedApps(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['connected-apps'];
  routes.get(
    '/api/connected-apps',
    {
      schema: { tags, summary: 'Apps you allowed to act for you', response: { 200: listConnectedAppsResponse } },
    },
    async (request, reply) => {
      const rows = await listConnectedApps(db, (await requireSessionUser(request)).id);
      reply.header('cache-control', 'no-store');
      return {
        connectedApps: rows.map((row) => ({
          ...row,
          connectedAt: new Date(row.connectedAt).toISOString(),
          lastSignInAt: isoOrNull(row.lastSignInAt),
        })),
      };
    },
  );
  routes.delete(
    '/api/connected-apps/:clientId',
    {
      schema: {
        tags,
        summary: 'Disconnect an app: its tokens stop working at once and its next sign-in asks you again',
        params: connectedAppParams,
        response: { 204: deletedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request);
      if (!(await disconnectApp(db, user.id, request.params.clientId))) throw notFound('Connected app not found');
      return reply.status(204).send(null);
    },
  );
  routes.get(
    '/api/oauth/consent-request',
    {
      schema: {
        tags,
        summary: "An authorization request awaiting your consent: the client's registered name and where it returns",
        querystring: getOAuthConsentRequestQuery,
        response: { 200: getOAuthConsentRequestResponse },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request);
      const found = await findConsentRequest(db, request.query.consent_code, user.id);
      if (!found) throw notFound('Authorization request not found: start again from your MCP client');
      reply.header('cache-control', 'no-store');
      return found;
    },
  );
}
