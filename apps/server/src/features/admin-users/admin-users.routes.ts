import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserParams,
  changeAdminRoleResponse,
  getAdminUserResponse,
  listAdminUsersQuery,
  listAdminUsersResponse,
  promoteAdminBody,
  updateAdminUserBody,
  updateAdminUserResponse,
} from '@basalt/contracts';
import { requireAdmin } from '../../platform/auth';
import { demoteAdmin, getUserDetails, listUsers, promoteToAdmin, updateUser } from './admin-users.service';
import type { PlatformDeps } from '../../platform/platform-deps';

const tags = ['admin'];

export function registerAdminUsers(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Users with their balance, tokens used, purchases and runs; 20 per page, newest first',
        querystring: listAdminUsersQuery,
        response: { 200: listAdminUsersResponse },
      },
    },
    (request) => listUsers(db, request.query),
  );
  routes.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: "A user's details, figures and last 20 ledger entries",
        params: adminUserParams,
        response: { 200: getAdminUserResponse },
      },
    },
    async (request) => ({ user: await getUserDetails(db, request.params.id) }),
  );
  routes.patch(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: "Change a user's name, phone, company or subscription (audited)",
        params: adminUserParams,
        body: updateAdminUserBody,
        response: { 200: updateAdminUserResponse },
      },
    },
    async (request) => ({
      user: await updateUser(db, await requireAdmin(request), request.params.id, request.body),
    }),
  );
  routes.post(
    '/api/admin/users/:id/promote',
    {
      schema: {
        tags,
        summary: 'Make a user an admin (audited); needs the acknowledgement',
        params: adminUserParams,
        body: promoteAdminBody,
        response: { 200: changeAdminRoleResponse },
      },
    },
    async (request) => promoteToAdmin(db, await requireAdmin(request), request.params.id),
  );
  routes.post(
    '/api/admin/users/:id/demote',
    {
      schema: {
        tags,
        summary: 'Remove admin rights (audited); never your own, never the last admin',
        params: adminUserParams,
        response: { 200: changeAdminRoleResponse },
      },
    },
    async (request) => demoteAdmin(db, await requireAdmin(request), request.params.id),
  );
}
