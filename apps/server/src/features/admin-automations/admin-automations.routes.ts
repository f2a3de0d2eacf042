import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAutomationParams,
  bulkDeleteAutomationsBody,
  bulkUpdateAutomationStatusBody,
  bulkUpdateAutomationStatusResponse,
  createAutomationBody,
  createAutomationResponse,
  deleteAutomationResponse,
  getAdminAutomationResponse,
  listAdminAutomationsQuery,
  listAdminAutomationsResponse,
  listAutomationTrashResponse,
  restoreAutomationResponse,
  rotateWebhookSecretResponse,
  updateAutomationBody,
  updateAutomationResponse,
} from '@basalt/contracts';
import { requireAdmin } from '../../platform/auth';
import { createAutomation, getAdminAutomation, listAdminAutomations } from './admin-automations.service';
import { updateAutomation } from './update-automation.service';
import { bulkSetStatus, deleteAutomations } from './remove-automations.service';
import { listAutomationTrash, restoreAutomation } from './automation-trash.service';
import { registerTestCalls } from './test-call.routes';
import type { RunsContext } from '../runs';
import { registerAutomationHealthRoutes } from './automation-health.routes';
import { registerAutomationInsightsRoutes } from './automation-insights.routes';
import { rotateWebhookSecret, webhookSettingsFrom } from './webhook.service';
import type { PlatformDeps } from '../../platform/platform-deps';

const tags = ['admin'];
const params = adminAutomationParams;

export function registerAdminAutomations(
  app: FastifyInstance,
  { db, config, runs }: Pick<PlatformDeps, 'db' | 'config'> & { runs: RunsContext },
) {
  const webhooks = webhookSettingsFrom(config);
  app.addHook('onClose', async () => webhooks.client.close());
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/automations',
    {
      schema: {
        tags,
        summary: 'All automations (any status) with search, status and category filters',
        querystring: listAdminAutomationsQuery,
        response: { 200: listAdminAutomationsResponse },
      },
    },
    (request) => listAdminAutomations(db, request.query),
  );
  routes.get(
    '/api/admin/automations/:id',
    {
      schema: {
        tags,
        summary: 'One automation as the editor edits it',
        params,
        response: { 200: getAdminAutomationResponse },
      },
    },
    async (request) => ({ automation: await getAdminAutomation(db, request.params.id) }),
  );
  routes.post(
    '/api/admin/automations',
    {
      schema: {
        tags,
        summary: 'Create an automation; the answer carries its webhook signing secret, shown once',
        body: createAutomationBody,
        response: { 201: createAutomationResponse },
      },
    },
    async (request, reply) => {
      const created = await createAutomation(db, webhooks, await requireAdmin(request), request.body);
      return reply.status(201).send(created);
    },
  );
  routes.put(
    '/api/admin/automations/:id',
    {
      schema: {
        tags,
        summary: 'Save the whole editor form; on a published automation the versioned fields go to its draft',
        params,
        body: updateAutomationBody,
        response: { 200: updateAutomationResponse },
      },
    },
    async (request) => ({
      automation: await updateAutomation(db, webhooks, await requireAdmin(request), request.params.id, request.body),
    }),
  );
  routes.delete(
    '/api/admin/automations/:id',
    {
      schema: {
        tags,
        summary: 'Move an automation to the trash for 30 days; its runs, configurations and schedules stay',
        params,
        response: { 200: deleteAutomationResponse },
      },
    },
    async (request) => deleteAutomations(db, await requireAdmin(request), [request.params.id], { single: true }),
  );
  routes.post(
    '/api/admin/automations/bulk-delete',
    {
      schema: {
        tags,
        summary: 'Move the selected automations to the trash for 30 days',
        body: bulkDeleteAutomationsBody,
        response: { 200: deleteAutomationResponse },
      },
    },
    async (request) => deleteAutomations(db, await requireAdmin(request), request.body.ids),
  );
  routes.post(
    '/api/admin/automations/bulk-status',
    {
      schema: {
        tags,
        summary: 'Set Published, Draft or Archived on the selected automations',
        body: bulkUpdateAutomationStatusBody,
        response: { 200: bulkUpdateAutomationStatusResponse },
      },
    },
    async (request) => bulkSetStatus(db, await requireAdmin(request), request.body.ids, request.body.status),
  );
  routes.get(
    '/api/admin/automations/trash',
    {
      schema: {
        tags,
        summary: 'Deleted automations, restorable until their purge 30 days after the delete',
        response: { 200: listAutomationTrashResponse },
      },
    },
    () => listAutomationTrash(db),
  );
  routes.post(
    '/api/admin/automations/:id/restore',
    {
      schema: {
        tags,
        summary: 'Take an automation out of the trash with the status it had (audited)',
        params,
        response: { 200: restoreAutomationResponse },
      },
    },
    async (request) => restoreAutomation(db, await requireAdmin(request), request.params.id),
  );
  routes.post(
    '/api/admin/automations/:id/webhook-secret',
    {
      schema: {
        tags,
        summary: 'Replace the webhook signing secret; the new one is shown once',
        params,
        response: { 200: rotateWebhookSecretResponse },
      },
    },
    async (request) => rotateWebhookSecret(db, await requireAdmin(request), request.params.id),
  );
  registerTestCalls(app, db, webhooks);
  registerAutomationHealthRoutes(app, db, webhooks, runs);
  registerAutomationInsightsRoutes(app, db);
}
